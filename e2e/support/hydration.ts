import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page's main content and run its effects: React marks every
 * DOM node it has hydrated with a `__reactFiber$…` property, and effects that a hydration schedules
 * have run by the second animation frame after it. For checks that something does NOT appear
 * (a prompt, a violation), which no visible condition can wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("main") ?? document.body.firstElementChild;
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
