import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { connectTestDb } from "../support/db";
import { createAccount } from "../support/auth-factories";

// The guards read the request through next/headers; here the "request" is a cookie header we set.
const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", async () => {
  // Next.js's own cookie jar over the same request headers, as next/headers gives it.
  const { RequestCookies } = await import("next/dist/server/web/spec-extension/cookies");
  const requestHeaders = () => new Headers(request.cookie ? { cookie: request.cookie } : {});
  return { headers: async () => requestHeaders(), cookies: async () => new RequestCookies(requestHeaders()) };
});
vi.mock("next-intl/server", () => ({ getLocale: async () => "mr" }));
// next-intl's navigation module does not load under Vitest's ESM resolution; stand in with Next's own
// redirect and next-intl's prefix rule (English unprefixed, others under /mr or /hi).
vi.mock("@/i18n/navigation", async () => {
  const { redirect } = await import("next/navigation.js");
  return { redirect: ({ href, locale }: { href: string; locale: string }) => redirect(locale === "en" ? href : `/${locale}${href}`) };
});

const { auth } = await import("../../server/auth/auth");
const guards = await import("../../server/auth/guards");
const { isAppError } = await import("../../server/errors");

const { db, pool } = connectTestDb();
afterAll(() => pool.end());
beforeEach(() => {
  request.cookie = "";
});

async function signIn(userId: string) {
  const { headers } = await auth.api.createSessionForUser({ body: { userId }, headers: new Headers(), returnHeaders: true });
  request.cookie = (headers.get("set-cookie") ?? "").split(";")[0]!;
}

async function outcome(work: () => Promise<unknown>) {
  try {
    return { ok: await work() };
  } catch (error) {
    if (isAppError(error)) return { status: error.status };
    const digest = (error as { digest?: string }).digest;
    if (digest?.startsWith("NEXT_REDIRECT")) return { redirect: digest.split(";")[2] };
    throw error;
  }
}

describe("guards for route handlers, server actions and pages", () => {
  it("a visitor: 401 from the API guards, a redirect to the role's login page (in the visitor's language) from the page guards", async () => {
    expect(await outcome(guards.requireCustomer)).toEqual({ status: 401 });
    expect(await outcome(guards.requireFranchisee)).toEqual({ status: 401 });
    expect(await outcome(guards.requireOperator)).toEqual({ status: 401 });
    expect(await outcome(guards.requireCustomerPage)).toEqual({ redirect: "/mr/login" });
    expect(await outcome(guards.requireFranchiseePage)).toEqual({ redirect: "/mr/franchisee-login" });
    expect(await outcome(guards.requireOperatorPage)).toEqual({ redirect: "/mr/admin/login" });
  });

  it("a customer passes the customer guards and is refused (403) by the franchisee and operator ones", async () => {
    const member = await createAccount(db);
    await signIn(member.userId);
    const viewer = (await outcome(guards.requireCustomer)).ok as { customer: { id: number } };
    expect(viewer.customer.id).toBe(member.customerId);
    expect(await outcome(guards.requireFranchisee)).toEqual({ status: 403 });
    expect(await outcome(guards.requireOperator)).toEqual({ status: 403 });
    expect(await outcome(guards.requireFranchiseePage)).toEqual({ redirect: "/mr/franchisee-login" });
    expect(await outcome(() => guards.redirectIfSignedIn("customer"))).toEqual({ redirect: "/mr/dashboard" });
    expect(await outcome(() => guards.redirectIfSignedIn("franchisee"))).toEqual({ ok: undefined });
  });

  it("a franchisee passes the franchisee guards; a revoked session passes none", async () => {
    const shop = await createAccount(db, { roles: "franchisee", customer: null, franchisee: true });
    await signIn(shop.userId);
    expect(((await outcome(guards.requireFranchisee)).ok as { franchisee: { id: number } }).franchisee.id).toBe(shop.franchiseeId);
    expect(await outcome(guards.requireCustomer)).toEqual({ status: 403 });
    expect(await outcome(() => guards.redirectIfSignedIn("franchisee"))).toEqual({ redirect: "/mr/franchisee-dashboard" });
    const { session } = await import("../../server/db/schema");
    const { eq } = await import("drizzle-orm");
    await db.delete(session).where(eq(session.userId, shop.userId));
    expect(await outcome(guards.requireFranchisee)).toEqual({ status: 401 });
  });
});
