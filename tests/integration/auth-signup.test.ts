import { afterAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { connectTestDb } from "../support/db";
import { uniqueMobile, nextCustomerCode } from "../support/factories";
import { createAccount, latestSmsCode, smsCount } from "../support/auth-factories";
import { authSchemas } from "../../lib/validation/auth";
import { customers, oneTimeCodes, smsOutbox, treeNodes, user } from "../../server/db/schema";
import { signUpCustomer } from "../../server/auth/sign-up-customer";
import { verifySignUp } from "../../server/auth/verify-sign-up";
import { resendCode } from "../../server/auth/resend-code";
import { CODE_MESSAGES } from "../../server/auth/one-time-code";
import { isAppError } from "../../server/errors";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

let ipCounter = 0;
const freshIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

function input(overrides: Record<string, unknown> = {}) {
  const mobile = uniqueMobile();
  return authSchemas.signUp.parse({
    firstName: "Meera",
    middleName: "Sunil",
    lastName: "Kulkarni",
    mobile,
    email: `meera-${mobile}@example.test`,
    password: "Secret@123",
    confirm_password: "Secret@123",
    terms: true,
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { status: error.status, errors: error.toErrors() };
    throw error;
  }
  throw new Error("expected a failure");
}

/** Moves a flow's clock back so that the resend cool-down has passed. */
async function age(id: string, seconds: number) {
  await db.execute(sql`UPDATE one_time_codes SET created_at = created_at - make_interval(secs => ${seconds}) WHERE id = ${id}`);
}

describe("sign-up with an SMS code", () => {
  it("texts a six-digit code naming DLMP and its validity, stores it hashed, and a correct code activates, codes and places the member", async () => {
    const sponsor = await createAccount(db, { code: await nextCustomerCode(db) });
    const [sponsorRow] = await db.select({ code: customers.code }).from(customers).where(eq(customers.id, sponsor.customerId!));
    const { placeMember } = await import("../../server/referrals/place-member");
    await db.transaction((tx) => placeMember(tx, { customerId: sponsor.customerId!, sponsorCustomerId: null }));

    const data = input({ referralCode: sponsorRow!.code });
    const pending = await signUpCustomer({ db, input: data, ip: freshIp() });
    expect(pending.mobile).toBe(data.mobile);
    expect(new Date(pending.valid).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(new Date(pending.valid).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const [sms] = await db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, data.mobile));
    expect(sms!.body).toMatch(/^DLMP: \d{6} is your sign-up verification code\. It is valid for 10 minutes/);
    const code = (await latestSmsCode(db, data.mobile))!;
    const [stored] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, pending.id));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const [before] = await db.select().from(customers).innerJoin(user, eq(user.id, customers.userId)).where(eq(user.phoneNumber, data.mobile));
    expect(before!.customers.status).toBe("pending");
    expect(before!.customers.code).toBeNull();
    expect(before!.user.phoneNumberVerified).toBe(false);

    const verified = await verifySignUp({ db, id: pending.id, otp: code, ip: freshIp() });
    const [after] = await db.select().from(customers).innerJoin(user, eq(user.id, customers.userId)).where(eq(customers.id, verified.customerId));
    expect(after!.customers.status).toBe("active");
    expect(after!.customers.code).toMatch(/^DLMP\d{6,}$/);
    expect(after!.customers.sponsorId).toBe(sponsor.customerId);
    expect(after!.user.phoneNumberVerified).toBe(true);
    const [node] = await db.select().from(treeNodes).where(eq(treeNodes.customerId, verified.customerId));
    expect(node!.parentId).toBe(sponsor.customerId);
    expect(node!.side).toBe("L");

    // The code is used up.
    expect((await failure(verifySignUp({ db, id: pending.id, otp: code, ip: freshIp() }))).errors.msg).toBe(CODE_MESSAGES.missing);
  });

  it("answers errors.mobile_exit for a registered mobile and a field error for a registered email", async () => {
    const existing = await createAccount(db, { email: `taken-${Date.now()}@example.test` });
    const byMobile = await failure(signUpCustomer({ db, input: input({ mobile: existing.mobile }), ip: freshIp() }));
    expect(byMobile.errors).toMatchObject({ mobile_exit: true, mobile: "mobile no already registered." });
    const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, existing.userId));
    const byEmail = await failure(signUpCustomer({ db, input: input({ email: row!.email }), ip: freshIp() }));
    expect(byEmail.errors).toMatchObject({ email: "email id already registered." });
  });

  it("answers 'already registered' five times an hour per address, then refuses every sign-up from it with a 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      const existing = await createAccount(db);
      expect((await failure(signUpCustomer({ db, input: input({ mobile: existing.mobile }), ip }))).errors).toMatchObject({ mobile_exit: true });
    }
    const registered = await createAccount(db);
    const sixth = await failure(signUpCustomer({ db, input: input({ mobile: registered.mobile }), ip }));
    expect(sixth.status).toBe(429);
    expect(sixth.errors.mobile_exit).toBeUndefined();
    // An unregistered number from that address gets the same refusal: the 429 tells nothing.
    expect((await failure(signUpCustomer({ db, input: input(), ip }))).status).toBe(429);
    // Another address is not affected.
    expect((await failure(signUpCustomer({ db, input: input({ mobile: registered.mobile }), ip: freshIp() }))).errors).toMatchObject({ mobile_exit: true });
  }, 120_000);

  it("refuses an unknown referral code with a field error and writes nothing", async () => {
    const data = input({ referralCode: "DLMP999999" });
    const result = await failure(signUpCustomer({ db, input: data, ip: freshIp() }));
    expect(result.errors.referralCode).toBe("referral code not found.");
    expect(await db.select().from(user).where(eq(user.phoneNumber, data.mobile))).toHaveLength(0);
  });

  it("voids a code after five wrong tries, even for the right code", async () => {
    const data = input();
    const pending = await signUpCustomer({ db, input: data, ip: freshIp() });
    const code = (await latestSmsCode(db, data.mobile))!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i += 1) {
      expect((await failure(verifySignUp({ db, id: pending.id, otp: wrong, ip: freshIp() }))).errors.msg).toBe(CODE_MESSAGES.invalid);
    }
    expect((await failure(verifySignUp({ db, id: pending.id, otp: wrong, ip: freshIp() }))).errors.msg).toBe(CODE_MESSAGES.locked);
    expect((await failure(verifySignUp({ db, id: pending.id, otp: code, ip: freshIp() }))).errors.msg).toBe(CODE_MESSAGES.locked);
    const [row] = await db.select({ status: customers.status }).from(customers).innerJoin(user, eq(user.id, customers.userId)).where(eq(user.phoneNumber, data.mobile));
    expect(row!.status).toBe("pending");
  });

  it("refuses an expired code, and a resend (after the cool-down) issues a new code that works", async () => {
    const data = input();
    const pending = await signUpCustomer({ db, input: data, ip: freshIp() });
    const code = (await latestSmsCode(db, data.mobile))!;
    await db.execute(sql`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE id = ${pending.id}`);
    expect((await failure(verifySignUp({ db, id: pending.id, otp: code, ip: freshIp() }))).errors.msg).toBe(CODE_MESSAGES.expired);

    const tooSoon = await failure(resendCode({ db, id: pending.id, purpose: "signup", ip: freshIp() }));
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.errors.msg).toMatch(/^please wait \d+ seconds before asking for a new otp\.$/);

    await age(pending.id, 31);
    const resent = await resendCode({ db, id: pending.id, purpose: "signup", ip: freshIp() });
    expect(resent.id).not.toBe(pending.id);
    const newCode = (await latestSmsCode(db, data.mobile))!;
    expect((await failure(verifySignUp({ db, id: pending.id, otp: newCode, ip: freshIp() }))).errors.msg).toBe(CODE_MESSAGES.missing);
    const verified = await verifySignUp({ db, id: resent.id, otp: newCode, ip: freshIp() });
    expect(verified.code).toMatch(/^DLMP/);
  });

  it("limits code sends to five an hour per mobile number with a clear 429 message", async () => {
    const data = input();
    let pending = await signUpCustomer({ db, input: data, ip: freshIp() });
    for (let i = 0; i < 4; i += 1) {
      await age(pending.id, 31);
      pending = await resendCode({ db, id: pending.id, purpose: "signup", ip: freshIp() });
    }
    expect(await smsCount(db, data.mobile)).toBe(5);
    await age(pending.id, 31);
    const blocked = await failure(resendCode({ db, id: pending.id, purpose: "signup", ip: freshIp() }));
    expect(blocked.status).toBe(429);
    expect(blocked.errors.msg).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(await smsCount(db, data.mobile)).toBe(5);
  });

  it("limits code checks per mobile number across flows (ten a quarter-hour) with a 429", async () => {
    const data = input();
    let pending = await signUpCustomer({ db, input: data, ip: freshIp() });
    const wrong = async () => {
      const code = (await latestSmsCode(db, data.mobile))!;
      return failure(verifySignUp({ db, id: pending.id, otp: code === "000000" ? "111111" : "000000", ip: freshIp() }));
    };
    for (let i = 0; i < 5; i += 1) expect((await wrong()).status).toBe(400);
    await age(pending.id, 31);
    pending = await resendCode({ db, id: pending.id, purpose: "signup", ip: freshIp() });
    for (let i = 0; i < 5; i += 1) expect((await wrong()).status).toBe(400);
    await age(pending.id, 31);
    pending = await resendCode({ db, id: pending.id, purpose: "signup", ip: freshIp() });
    const blocked = await failure(verifySignUp({ db, id: pending.id, otp: (await latestSmsCode(db, data.mobile))!, ip: freshIp() }));
    expect(blocked.status).toBe(429);
    expect(blocked.errors.msg).toMatch(/^Too many attempts/);
  });

  it("limits sign-ups per IP", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) await signUpCustomer({ db, input: input(), ip });
    const blocked = await failure(signUpCustomer({ db, input: input(), ip }));
    expect(blocked.status).toBe(429);
  });

  it("lets the same number sign up again while unverified (the earlier attempt is replaced)", async () => {
    const data = input();
    const first = await signUpCustomer({ db, input: data, ip: freshIp() });
    await age(first.id, 31);
    const second = await signUpCustomer({ db, input: { ...data, firstName: "Mira" }, ip: freshIp() });
    const rows = await db.select({ firstName: customers.firstName }).from(customers).innerJoin(user, eq(user.id, customers.userId)).where(eq(user.phoneNumber, data.mobile));
    expect(rows).toEqual([{ firstName: "Mira" }]);
    const code = (await latestSmsCode(db, data.mobile))!;
    await verifySignUp({ db, id: second.id, otp: code, ip: freshIp() });
  });
});

describe("a shop owner who also buys (one account per mobile number)", () => {
  it("signs up as a customer with the account's own password; the code adds the customer role to the same account", async () => {
    const shop = await createAccount(db, { roles: "franchisee", customer: null, franchisee: true });
    const wrongPassword = await failure(signUpCustomer({ db, input: input({ mobile: shop.mobile, password: "Other@1234", confirm_password: "Other@1234" }), ip: freshIp() }));
    expect(wrongPassword.errors).toMatchObject({ mobile_exit: true });

    const first = await signUpCustomer({ db, input: input({ mobile: shop.mobile, password: shop.password, confirm_password: shop.password }), ip: freshIp() });
    // An unfinished attempt can be started again.
    await age(first.id, 31);
    const pending = await signUpCustomer({ db, input: input({ mobile: shop.mobile, password: shop.password, confirm_password: shop.password }), ip: freshIp() });
    const verified = await verifySignUp({ db, id: pending.id, otp: (await latestSmsCode(db, shop.mobile))!, ip: freshIp() });
    expect(verified.userId).toBe(shop.userId);
    const [owner] = await db.select({ role: user.role }).from(user).where(eq(user.id, shop.userId));
    expect(owner!.role).toBe("franchisee,customer");
    expect(await db.select().from(customers).where(eq(customers.userId, shop.userId))).toHaveLength(1);
  });
});
