import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, devices, expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration";
import { text } from "./support/i18n";

/** Waits until the service worker has installed (shell precached) and controls the page. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active && navigator.serviceWorker.controller);
  }, null, { timeout: 30_000 });
}

test.describe("installable app", () => {
  test("manifest: name, icons 192/512 and maskable, standalone, theme colour", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({ name: expect.stringContaining("DLMP"), short_name: "DLMP", start_url: "/", display: "standalone", theme_color: "#136257" });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    for (const [sizes, purpose] of [["192x192", "any"], ["512x512", "any"], ["512x512", "maskable"]]) {
      const icon = icons.find((i) => i.sizes === sizes && i.purpose === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeDefined();
      const response = await request.get(icon!.src);
      expect(response.headers()["content-type"]).toBe("image/png");
    }
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#136257");
    const sw = await request.get("/sw.js");
    expect(sw.headers()["cache-control"]).toContain("no-cache");
  });

  test("Chromium finds no installability errors (Lighthouse's criteria)", async ({ baseURL }) => {
    // A persistent profile: Playwright's usual contexts are off the record, which Chromium reports
    // as an installability error of its own ("in-incognito").
    const profile = mkdtempSync(path.join(tmpdir(), "dlmp-pwa-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu"],
      baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await controlledByServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[] };
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test("offline: after one visit the shell and that shop page load; other pages show the offline page", async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    await controlledByServiceWorker(page);
    const shopPath = "/shops/1/shree-ganesh-kirana-stores";
    await page.goto(shopPath);
    const shopName = await page.getByRole("heading", { level: 1 }).innerText();

    await context.setOffline(true);
    await page.goto(shopPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shopName);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shopName);
    // The page's styles came from the cache too (a styled page, not bare HTML).
    expect(await page.locator("header").evaluate((el) => getComputedStyle(el).display)).not.toBe("inline");

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en", "Home.bannerTitle"));

    await page.goto("/news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en", "Offline.title"));
    await expect(page.getByRole("link", { name: shopName })).toBeVisible();
    await page.goto("/mr/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("mr", "Offline.title"));
    // Account pages are never kept: offline they get the offline page too.
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en", "Offline.title"));

    await context.setOffline(false);
    await page.goto("/news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en", "News.heading"));
  });

  test("never keeps API answers or signed-in pages", async ({ page }) => {
    await page.goto("/");
    await controlledByServiceWorker(page);
    await page.goto("/shops/1/shree-ganesh-kirana-stores");
    await page.goto("/login");
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept).toContain("/shops/1/shree-ganesh-kirana-stores");
    expect(kept).toContain("/offline");
    expect(kept.filter((p) => p.startsWith("/api/") || /^\/(?:(?:mr|hi)\/)?(?:login|admin|dashboard|franchisee-)/.test(p))).toEqual([]);
  });
});

test.describe("install offer on phones", () => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  async function fireInstallPrompt(page: Page) {
    await page.evaluate(() => {
      const event = new Event("beforeinstallprompt", { cancelable: true });
      Object.assign(event, { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: "dismissed" }) });
      window.dispatchEvent(event);
    });
  }

  test("shows on the home page, in the page's language, and 'Not now' is remembered", async ({ page }) => {
    await page.goto("/mr");
    expect(await page.evaluate(() => window.matchMedia("(pointer: coarse)").matches), "a phone's touch screen").toBe(true);
    await fireInstallPrompt(page);
    const offer = page.getByTestId("install-prompt");
    await expect(offer).toBeVisible();
    await expect(offer.getByRole("heading")).toHaveText(text("mr", "Install.title"));
    await offer.getByRole("button", { name: text("mr", "Install.dismiss") }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await fireInstallPrompt(page);
    await waitForHydration(page);
    await expect(page.getByTestId("install-prompt")).toHaveCount(0);
  });

  test("not offered on other pages", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await fireInstallPrompt(page);
    await waitForHydration(page);
    await expect(page.getByTestId("install-prompt")).toHaveCount(0);
  });
});
