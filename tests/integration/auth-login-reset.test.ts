import { afterAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { connectTestDb } from "../support/db";
import { uniqueMobile } from "../support/factories";
import { createAccount, latestSmsCode, smsCount } from "../support/auth-factories";
import { account, oneTimeCodes, session } from "../../server/db/schema";
import { logIn, MAX_LOGIN_DELAY_MS } from "../../server/auth/log-in";
import { startPasswordReset } from "../../server/auth/start-password-reset";
import { confirmResetCode } from "../../server/auth/confirm-reset-code";
import { resetPassword } from "../../server/auth/reset-password";
import { CODE_MESSAGES } from "../../server/auth/one-time-code";
import { AUTH_SERVER_MESSAGES } from "../../server/auth/messages";
import { isAppError } from "../../server/errors";
import { issueFranchiseeCode } from "../../server/franchisees/send-franchisee-password-code";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

/** Sets a login counter (`dlmp:<name>:<subject>`) as if `count` attempts had just been counted. */
async function seedFailures(key: string, count: number) {
  await db.execute(sql`INSERT INTO rate_limit (id, key, count, last_request) VALUES (${randomUUID()}, ${`dlmp:${key}`}, ${count}, ${Date.now()})
    ON CONFLICT (key) DO UPDATE SET count = ${count}, last_request = ${Date.now()}`);
}

let ipCounter = 0;
const freshIp = () => `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { status: error.status, errors: error.toErrors() };
    throw error;
  }
  throw new Error("expected a failure");
}

describe("login (mobile + password only)", () => {
  it("signs in a customer with the right password", async () => {
    const member = await createAccount(db);
    const result = await logIn({ db, mobile: member.mobile, password: member.password, role: "customer", ip: freshIp() });
    expect(result).toEqual({ kind: "signed-in", userId: member.userId });
  });

  it("answers an unknown number, a wrong password and the wrong kind of account alike", async () => {
    const member = await createAccount(db);
    const shopOnly = await createAccount(db, { roles: "franchisee", customer: null, franchisee: true });
    const attempts = [
      () => logIn({ db, mobile: uniqueMobile(), password: "Secret@123", role: "customer", ip: freshIp() }),
      () => logIn({ db, mobile: member.mobile, password: "Wrong@1234", role: "customer", ip: freshIp() }),
      () => logIn({ db, mobile: shopOnly.mobile, password: shopOnly.password, role: "customer", ip: freshIp() }),
      () => logIn({ db, mobile: member.mobile, password: member.password, role: "franchisee", ip: freshIp() }),
    ];
    for (const attempt of attempts) {
      const answer = await failure(attempt());
      expect(answer).toEqual({ status: 401, errors: { msg: AUTH_SERVER_MESSAGES.badLogin } });
    }
  });

  it("checks the password before anything else on an unverified number, then sends a code", async () => {
    const pending = await createAccount(db, { customer: "pending", verified: false });
    expect((await failure(logIn({ db, mobile: pending.mobile, password: "Wrong@1234", role: "customer", ip: freshIp() }))).errors.msg).toBe(
      AUTH_SERVER_MESSAGES.badLogin,
    );
    expect(await smsCount(db, pending.mobile)).toBe(0);
    const result = await logIn({ db, mobile: pending.mobile, password: pending.password, role: "customer", ip: freshIp() });
    expect(result.kind).toBe("verify");
    expect(await smsCount(db, pending.mobile)).toBe(1);
  });

  it("signs in franchisees and operators at their own logins", async () => {
    const shop = await createAccount(db, { roles: "franchisee", customer: null, franchisee: true });
    expect((await logIn({ db, mobile: shop.mobile, password: shop.password, role: "franchisee", ip: freshIp() })).kind).toBe("signed-in");
    const operator = await createAccount(db, { roles: "operator", customer: null });
    expect((await logIn({ db, mobile: operator.mobile, password: operator.password, role: "operator", ip: freshIp() })).kind).toBe("signed-in");
    expect((await failure(logIn({ db, mobile: operator.mobile, password: operator.password, role: "customer", ip: freshIp() }))).status).toBe(401);
  });

  it("lets the right password in after ten addresses failed on the number: strangers cannot lock an owner out", async () => {
    const shop = await createAccount(db, { roles: "franchisee", customer: null, franchisee: true });
    for (let i = 0; i < 10; i += 1) {
      expect((await failure(logIn({ db, mobile: shop.mobile, password: `Wrong@${i}xxxx`, role: "franchisee", ip: freshIp() }))).status).toBe(401);
    }
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    expect((await logIn({ db, mobile: shop.mobile, password: shop.password, role: "franchisee", ip: freshIp(), sleep })).kind).toBe("signed-in");
    expect(waits).toEqual([]);
  }, 120_000);

  it("slows, never refuses, a number past twenty failures; the wait grows and stays bounded", async () => {
    const member = await createAccount(db);
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    // Twenty failures from twenty addresses so far (the counter as logIn keeps it).
    await seedFailures(`loginFailuresPerMobile:${member.mobile}`, 20);
    for (let i = 0; i < 3; i += 1) {
      expect((await failure(logIn({ db, mobile: member.mobile, password: `Wrong@${i}xxxx`, role: "customer", ip: freshIp(), sleep }))).status).toBe(401);
    }
    // Attempts 21 and on wait 0.25 s more each, up to MAX_LOGIN_DELAY_MS.
    expect(waits).toEqual([250, 500, 750]);
    await seedFailures(`loginFailuresPerMobile:${member.mobile}`, 400);
    waits.length = 0;
    expect((await logIn({ db, mobile: member.mobile, password: member.password, role: "customer", ip: freshIp(), sleep })).kind).toBe("signed-in");
    expect(waits).toEqual([MAX_LOGIN_DELAY_MS]);
  }, 120_000);

  it("refuses one address that keeps guessing at a number (429 with a clear message), even with the right password", async () => {
    const member = await createAccount(db);
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await failure(logIn({ db, mobile: member.mobile, password: `Wrong@${i}xxxx`, role: "customer", ip }))).status).toBe(401);
    }
    const blocked = await failure(logIn({ db, mobile: member.mobile, password: member.password, role: "customer", ip }));
    expect(blocked.status).toBe(429);
    expect(blocked.errors.msg).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // The same number from another address is not refused.
    expect((await logIn({ db, mobile: member.mobile, password: member.password, role: "customer", ip: freshIp() })).kind).toBe("signed-in");
  }, 120_000);

  it("never refuses or slows an address that signed in to the number recently", async () => {
    const member = await createAccount(db);
    const home = freshIp();
    expect((await logIn({ db, mobile: member.mobile, password: member.password, role: "customer", ip: home })).kind).toBe("signed-in");
    // Then many failures on the number from elsewhere, and its own typos past the pair's limit, and
    // past the address's limit across numbers (a shared address: others behind it guessing).
    await seedFailures(`loginFailuresPerMobile:${member.mobile}`, 200);
    await seedFailures(`loginFailuresPerPair:${member.mobile}:${home}`, 12);
    await seedFailures(`loginFailuresPerIp:${home}`, 40);
    const waits: number[] = [];
    expect((await failure(logIn({ db, mobile: member.mobile, password: "Typo@1234", role: "customer", ip: home, sleep: async (ms) => void waits.push(ms) }))).status).toBe(401);
    expect((await logIn({ db, mobile: member.mobile, password: member.password, role: "customer", ip: home, sleep: async (ms) => void waits.push(ms) })).kind).toBe("signed-in");
    // Slowed past its own pair's limit, never refused.
    expect(waits).toEqual([MAX_LOGIN_DELAY_MS, MAX_LOGIN_DELAY_MS]);
  }, 120_000);

  it("limits wrong passwords per IP across numbers", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) await failure(logIn({ db, mobile: uniqueMobile(), password: "Wrong@1234", role: "customer", ip }));
    expect((await failure(logIn({ db, mobile: uniqueMobile(), password: "Wrong@1234", role: "customer", ip }))).status).toBe(429);
  }, 120_000);
});

describe("forgotten password", () => {
  it("leaves the set-up code an operator texted a shop owner alone, and texts the owner nothing", async () => {
    const shop = await createAccount(db, { roles: "franchisee", customer: null, franchisee: true });
    const issued = await db.transaction((tx) => issueFranchiseeCode(tx, { userId: shop.userId, mobile: shop.mobile, purpose: "setup" }));
    // Sent a minute ago (past the resend wait between two codes to a number).
    await db.update(oneTimeCodes).set({ createdAt: sql`now() - interval '1 minute'` }).where(eq(oneTimeCodes.id, issued.flowId));
    const before = await smsCount(db, shop.mobile);
    await startPasswordReset({ db, mobile: shop.mobile, ip: freshIp() });
    const [setup] = await db.select({ consumedAt: oneTimeCodes.consumedAt }).from(oneTimeCodes).where(eq(oneTimeCodes.id, issued.flowId));
    expect(setup!.consumedAt).toBeNull();
    expect(await smsCount(db, shop.mobile)).toBe(before);
  });

  it("does the same work for a registered and an unknown number: a code row and an SMS written (rolled back when not sent)", async () => {
    const sequence = async () => Number((await db.execute<{ n: string }>(sql`SELECT last_value::text AS n FROM sms_outbox_id_seq`)).rows[0]!.n);
    const codes = async (mobile: string) => (await db.select({ id: oneTimeCodes.id }).from(oneTimeCodes).where(eq(oneTimeCodes.mobile, mobile))).length;
    const member = await createAccount(db);
    const unknown = uniqueMobile();
    const start = await sequence();
    await startPasswordReset({ db, mobile: member.mobile, ip: freshIp() });
    const afterKnown = await sequence();
    await startPasswordReset({ db, mobile: unknown, ip: freshIp() });
    const afterUnknown = await sequence();
    // Each path wrote an outbox row (the sequence moved; other test files may move it too); only the registered number's stayed.
    expect(afterKnown - start).toBeGreaterThanOrEqual(1);
    expect(afterUnknown - afterKnown).toBeGreaterThanOrEqual(1);
    expect([await smsCount(db, member.mobile), await smsCount(db, unknown)]).toEqual([1, 0]);
    expect([await codes(member.mobile), await codes(unknown)]).toEqual([1, 1]);
  });

  it("answers the same for a registered and an unknown number, texting only the registered one", async () => {
    const member = await createAccount(db);
    const unknown = uniqueMobile();
    const known = await startPasswordReset({ db, mobile: member.mobile, ip: freshIp() });
    const stranger = await startPasswordReset({ db, mobile: unknown, ip: freshIp() });
    expect(Object.keys(known).sort()).toEqual(Object.keys(stranger).sort());
    expect(known.id).toHaveLength(stranger.id.length);
    expect(await smsCount(db, member.mobile)).toBe(1);
    expect(await smsCount(db, unknown)).toBe(0);
    // No code opens the unknown number's flow.
    expect((await failure(confirmResetCode({ db, id: stranger.id, otp: "123456", ip: freshIp() }))).errors.msg).toBe(CODE_MESSAGES.invalid);
    expect(await latestSmsCode(db, member.mobile)).toMatch(/^\d{6}$/);
  });

  it("does not reset a franchisee's password (docs/product.md#roles-and-permissions: contact the provider)", async () => {
    const shop = await createAccount(db, { roles: "franchisee", customer: null, franchisee: true });
    await startPasswordReset({ db, mobile: shop.mobile, ip: freshIp() });
    expect(await smsCount(db, shop.mobile)).toBe(0);
  });

  it("code -> new password: the old password stops working, the new one works, every session is revoked", async () => {
    const member = await createAccount(db);
    for (const token of [randomUUID(), randomUUID()]) {
      await db.insert(session).values({ id: randomUUID(), token, userId: member.userId, expiresAt: new Date(Date.now() + 86_400_000) });
    }
    const flow = await startPasswordReset({ db, mobile: member.mobile, ip: freshIp() });
    const code = (await latestSmsCode(db, member.mobile))!;
    expect((await failure(resetPassword({ db, id: flow.id, password: "Brand@New1", ip: freshIp() }))).errors.msg).toBe(AUTH_SERVER_MESSAGES.resetExpired);
    await confirmResetCode({ db, id: flow.id, otp: code, ip: freshIp() });
    const done = await resetPassword({ db, id: flow.id, password: "Brand@New1", ip: freshIp() });
    expect(done.message).toBe("your password has been reset successfully.");
    expect(await db.select().from(session).where(eq(session.userId, member.userId))).toHaveLength(0);
    const [credential] = await db.select({ password: account.password }).from(account).where(eq(account.userId, member.userId));
    expect(credential!.password).not.toContain("Brand@New1");
    expect((await failure(logIn({ db, mobile: member.mobile, password: member.password, role: "customer", ip: freshIp() }))).status).toBe(401);
    expect((await logIn({ db, mobile: member.mobile, password: "Brand@New1", role: "customer", ip: freshIp() })).kind).toBe("signed-in");
    // The permission is used up.
    expect((await failure(resetPassword({ db, id: flow.id, password: "Other@1234", ip: freshIp() }))).errors.msg).toBe(AUTH_SERVER_MESSAGES.resetExpired);
  });

  it("limits password resets per IP", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await failure(resetPassword({ db, id: `no-such-flow-${i}-xxxxxxxx`, password: "Brand@New1", ip }))).status).toBe(400);
    }
    expect((await failure(resetPassword({ db, id: "no-such-flow-last-xxxxxxxx", password: "Brand@New1", ip }))).status).toBe(429);
  });

  it("expires the reset permission after 15 minutes", async () => {
    const member = await createAccount(db);
    const flow = await startPasswordReset({ db, mobile: member.mobile, ip: freshIp() });
    await confirmResetCode({ db, id: flow.id, otp: (await latestSmsCode(db, member.mobile))!, ip: freshIp() });
    await db.execute(sql`UPDATE one_time_codes SET verified_at = now() - interval '16 minutes' WHERE id = ${flow.id}`);
    expect((await failure(resetPassword({ db, id: flow.id, password: "Brand@New1", ip: freshIp() }))).errors.msg).toBe(AUTH_SERVER_MESSAGES.resetExpired);
    const [row] = await db.select({ consumedAt: oneTimeCodes.consumedAt }).from(oneTimeCodes).where(eq(oneTimeCodes.id, flow.id));
    expect(row!.consumedAt).toBeNull();
  });
});
