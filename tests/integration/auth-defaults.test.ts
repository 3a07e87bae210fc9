import { afterAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { connectTestDb } from "../support/db";
import { createAccount } from "../support/auth-factories";
import { auth } from "../../server/auth/auth";
import { clientIp } from "../../server/auth/client-ip";
import { apiRoute, readJson } from "../../server/http/route-handler";
import * as authRoute from "../../app/api/auth/[...all]/route";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

const SITE = "http://localhost:3000";
const post = (path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  new Request(`${SITE}${path}`, { method: "POST", headers: { "content-type": "application/json", origin: SITE, ...headers }, body: JSON.stringify(body) });

describe("Better Auth defaults that docs/decisions/014-better-auth-sessions-app-account-flows.md says to close", () => {
  it("offers no code login, no open send-otp, no email sign-up/sign-in and no server-only endpoint over HTTP", async () => {
    const member = await createAccount(db);
    const attempts = [
      post("/api/auth/phone-number/send-otp", { phoneNumber: member.mobile }),
      post("/api/auth/phone-number/verify", { phoneNumber: member.mobile, code: "123456" }),
      post("/api/auth/sign-in/phone-number", { phoneNumber: member.mobile, password: member.password }),
      post("/api/auth/sign-in/email", { email: "x@example.test", password: member.password }),
      post("/api/auth/sign-up/email", { email: "new@example.test", password: "Secret@123", name: "X" }),
      post("/api/auth/request-password-reset", { email: "x@example.test" }),
      post("/api/auth/phone-number/request-password-reset", { phoneNumber: member.mobile }),
      post("/api/auth/dlmp/session-for-user", { userId: member.userId }),
      post("/api/auth/admin/set-role", { userId: member.userId, role: "operator" }),
    ];
    for (const request of attempts) {
      const viaRoute = await authRoute.POST(request.clone());
      expect(viaRoute.status, new URL(request.url).pathname).toBe(404);
      // Defence in depth: Better Auth itself refuses the risky ones too (disabled paths, SERVER_ONLY).
      const direct = await auth.handler(request.clone());
      if (!new URL(request.url).pathname.startsWith("/api/auth/admin")) expect(direct.status, `direct ${new URL(request.url).pathname}`).toBeGreaterThanOrEqual(400);
    }
  });

  it("opens sessions only in httpOnly SameSite=Lax cookies (Secure outside production is off for local http)", async () => {
    const member = await createAccount(db);
    const { headers } = await auth.api.createSessionForUser({ body: { userId: member.userId }, headers: new Headers(), returnHeaders: true });
    const cookie = headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/dlmp\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    // The cookie reads back as a session through the one public Better Auth route that reads it.
    const token = cookie.match(/dlmp\.session_token=([^;]+)/)![1]!;
    const session = await authRoute.GET(new Request(`${SITE}/api/auth/get-session`, { headers: { cookie: `dlmp.session_token=${token}` } }));
    expect(session.status).toBe(200);
    expect((await session.json()).user.id).toBe(member.userId);
  });

  it("marks session cookies Secure in production", async () => {
    const saved = { ...process.env };
    try {
      vi.resetModules();
      Object.assign(process.env, {
        NODE_ENV: "production",
        BETTER_AUTH_SECRET: "a-production-secret-that-is-long-enough-0123456789",
        APP_ENCRYPTION_KEY: "a-production-encryption-key-long-enough-0123456789",
        NEXT_PUBLIC_SITE_URL: "https://dlmp.example",
      });
      const production = await import("../../server/auth/auth");
      const member = await createAccount(db);
      const { headers } = await production.auth.api.createSessionForUser({ body: { userId: member.userId }, headers: new Headers(), returnHeaders: true });
      const cookie = headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/__Secure-dlmp\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
      vi.resetModules();
    }
  });

  it("sends no telemetry and keeps rate limits in the database", () => {
    expect(auth.options.telemetry?.enabled).toBe(false);
    expect(auth.options.rateLimit?.storage).toBe("database");
    expect(auth.options.emailAndPassword?.disableSignUp).toBe(true);
    expect(auth.options.emailAndPassword?.revokeSessionsOnPasswordReset).toBe(true);
  });
});

describe("client IP for rate limits", () => {
  const headers = (xff?: string) => new Headers(xff ? { "x-forwarded-for": xff } : {});

  it("trusts no forwarded entry by default: a client cannot choose its key", () => {
    expect(clientIp(headers("203.0.113.9"), [])).toBe("203.0.113.9");
    // A client sending its own X-Forwarded-For behind a proxy that appends: the proxy's entry counts.
    expect(clientIp(headers("1.2.3.4, 198.51.100.7"), [])).toBe("198.51.100.7");
    expect(clientIp(headers(), [])).toBe("unknown");
    expect(clientIp(headers("not-an-ip"), [])).toBe("unknown");
  });

  it("skips configured proxies (addresses and CIDR ranges) from the right", () => {
    expect(clientIp(headers("1.2.3.4, 198.51.100.7, 10.0.0.5"), ["10.0.0.0/24"])).toBe("198.51.100.7");
    expect(clientIp(headers("1.2.3.4, 198.51.100.7, 10.0.0.5"), ["10.0.0.0/24", "198.51.100.7"])).toBe("1.2.3.4");
    expect(clientIp(headers("::ffff:203.0.113.9"), [])).toBe("203.0.113.9");
  });
});

describe("state-changing requests from another origin", () => {
  const handler = apiRoute(async (request) => readJson(request, z.object({ a: z.number() })));

  it("are refused with 403; same-origin and non-browser requests pass", async () => {
    const evil = await handler(post("/api/v1/x", { a: 1 }, { origin: "https://evil.example" }), {});
    expect(evil.status).toBe(403);
    expect((await evil.json()).status).toBe("failure");
    const crossSite = new Request(`${SITE}/api/v1/x`, { method: "POST", headers: { "sec-fetch-site": "cross-site" }, body: "{}" });
    expect((await handler(crossSite, {})).status).toBe(403);
    const same = await handler(post("/api/v1/x", { a: 1 }, { origin: SITE, host: "localhost:3000" }), {});
    expect(same.status).toBe(200);
    const app = await handler(new Request(`${SITE}/api/v1/x`, { method: "POST", body: JSON.stringify({ a: 1 }) }), {});
    expect(app.status).toBe(200);
  });
});
