import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectTestDb } from "../support/db";
import { createAccount } from "../support/auth-factories";

// getViewer reads the request through next/headers; here the "request" is a cookie header we set.
const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", async () => {
  // Next.js's own cookie jar over the same request headers, as next/headers gives it.
  const { RequestCookies } = await import("next/dist/server/web/spec-extension/cookies");
  const requestHeaders = () => new Headers(request.cookie ? { cookie: request.cookie } : {});
  return { headers: async () => requestHeaders(), cookies: async () => new RequestCookies(requestHeaders()) };
});

const { auth } = await import("../../server/auth/auth");
const { getViewer } = await import("../../server/auth/session");
const { loadViewer } = await import("../../server/auth/load-viewer");
const { readSessionViewer } = await import("../../server/auth/read-session-viewer");
const { session, user } = await import("../../server/db/schema");

const { db, pool } = connectTestDb();
afterAll(() => pool.end());
beforeEach(() => {
  request.cookie = "";
});
afterEach(() => vi.restoreAllMocks());

const DAY = 24 * 60 * 60 * 1000;

/** Opens a Better Auth session and returns its cookie pair, as the browser would send it. */
async function signIn(userId: string) {
  const { headers } = await auth.api.createSessionForUser({ body: { userId }, headers: new Headers(), returnHeaders: true });
  request.cookie = (headers.get("set-cookie") ?? "").split(";")[0]!;
  const [name, value] = [request.cookie.slice(0, request.cookie.indexOf("=")), decodeURIComponent(request.cookie.slice(request.cookie.indexOf("=") + 1))];
  return { name, value, token: value.slice(0, value.lastIndexOf(".")) };
}

async function check(cookieValue: string, now?: Date) {
  const context = await auth.$context;
  return readSessionViewer(db, { cookieValue, secret: context.secret, expiresIn: context.sessionConfig.expiresIn, updateAge: context.sessionConfig.updateAge, now });
}

describe("the session check of a signed-in request", () => {
  it("answers a live session's viewer in one statement, without Better Auth, and the same viewer as Better Auth's path", async () => {
    const owner = await createAccount(db, { roles: "customer,franchisee", franchisee: true });
    await signIn(owner.userId);
    const slow = vi.spyOn(auth.api, "getSession");
    const viewer = await getViewer();
    expect(slow).not.toHaveBeenCalled();
    expect(viewer).toEqual(await loadViewer(db, owner.userId));
    expect(viewer?.roles).toEqual(["customer", "franchisee"]);
  });

  it("refuses a cookie whose signature does not hold (a forged token, or another secret's signature)", async () => {
    const member = await createAccount(db);
    const { name, value, token } = await signIn(member.userId);
    const forged = `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}${value.slice(value.lastIndexOf("."))}`;
    expect(await check(forged)).toBeUndefined();
    request.cookie = `${name}=${encodeURIComponent(forged)}`;
    expect(await getViewer()).toBeNull();

    const otherSecret = `${token}.${createHmac("sha256", "another-secret-of-at-least-32-characters").update(token).digest("base64")}`;
    expect(await check(otherSecret)).toBeUndefined();
    request.cookie = `${name}=${encodeURIComponent(otherSecret)}`;
    expect(await getViewer()).toBeNull();
    expect(await check(token)).toBeUndefined();
  });

  it("a revoked (deleted) session and a banned user pass no more", async () => {
    const member = await createAccount(db);
    const { value } = await signIn(member.userId);
    await db.update(user).set({ banned: true }).where(eq(user.id, member.userId));
    expect(await check(value)).toEqual({ viewer: null });
    expect(await getViewer()).toBeNull();
    await db.update(user).set({ banned: false }).where(eq(user.id, member.userId));
    expect((await getViewer())?.userId).toBe(member.userId);
    await db.delete(session).where(eq(session.userId, member.userId));
    expect(await check(value)).toBeUndefined();
    expect(await getViewer()).toBeNull();
  });

  it("leaves an expired session to Better Auth, which refuses and deletes it", async () => {
    const member = await createAccount(db);
    const { value, token } = await signIn(member.userId);
    await db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.token, token));
    expect(await check(value)).toBeUndefined();
    expect(await getViewer()).toBeNull();
    expect(await db.select().from(session).where(eq(session.token, token))).toEqual([]);
  });

  it("leaves a session due for its daily refresh to Better Auth, which extends it", async () => {
    const member = await createAccount(db);
    const { value, token } = await signIn(member.userId);
    const context = await auth.$context;
    // Opened a day and a minute ago: Better Auth refreshes a session older than updateAge (a day).
    const old = new Date(Date.now() + context.sessionConfig.expiresIn * 1000 - DAY - 60_000);
    await db.update(session).set({ expiresAt: old }).where(eq(session.token, token));
    expect(await check(value)).toBeUndefined();
    expect((await getViewer())?.userId).toBe(member.userId);
    const [after] = await db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.token, token));
    expect(after!.expiresAt.getTime()).toBeGreaterThan(old.getTime() + 60_000);
    // Refreshed, it is the quick path's again.
    expect((await check(value))?.viewer?.userId).toBe(member.userId);
  });

  it("answers nobody without asking Better Auth when the request has none of its cookies", async () => {
    const slow = vi.spyOn(auth.api, "getSession");
    expect(await getViewer()).toBeNull();
    request.cookie = "NEXT_LOCALE=mr; theme=dark";
    expect(await getViewer()).toBeNull();
    expect(slow).not.toHaveBeenCalled();
    // Any of its cookies (here a session-data cookie the quick path leaves to it) still goes to Better Auth.
    request.cookie = "dlmp.session_data=x";
    expect(await getViewer()).toBeNull();
    expect(slow).toHaveBeenCalledTimes(1);
  });
});
