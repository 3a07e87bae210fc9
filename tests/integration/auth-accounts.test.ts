import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { connectTestDb } from "../support/db";
import { createShop, uniqueMobile, nextCustomerCode } from "../support/factories";
import { createAccount } from "../support/auth-factories";
import { account, user } from "../../server/db/schema";
import { loadViewer } from "../../server/auth/load-viewer";
import { createOperator } from "../../server/auth/create-operator";
import { logIn } from "../../server/auth/log-in";
import { startPasswordReset } from "../../server/auth/start-password-reset";
import { confirmResetCode } from "../../server/auth/confirm-reset-code";
import { isAppError } from "../../server/errors";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

describe("the viewer behind GET /api/v1/me and the guards", () => {
  it("names a verified customer by first name with the DLMP code", async () => {
    const member = await createAccount(db, { code: await nextCustomerCode(db) });
    const viewer = await loadViewer(db, member.userId);
    expect(viewer).toMatchObject({ userId: member.userId, roles: ["customer"], customer: { id: member.customerId, firstName: "Asha" } });
    expect(viewer?.franchisee).toBeUndefined();
  });

  it("gives an unverified customer no customer role, and a banned user no viewer", async () => {
    const pending = await createAccount(db, { customer: "pending", verified: false });
    expect((await loadViewer(db, pending.userId))?.roles).toEqual([]);
    const banned = await createAccount(db);
    await db.update(user).set({ banned: true }).where(eq(user.id, banned.userId));
    expect(await loadViewer(db, banned.userId)).toBeNull();
  });

  it("labels a franchisee with the shop's name; a shop owner who also buys holds both roles", async () => {
    const { shop, franchisee } = await createShop(db);
    const viewer = await loadViewer(db, franchisee.userId);
    expect(viewer?.roles).toContain("franchisee");
    expect(viewer?.franchisee).toEqual({ id: franchisee.id, name: shop.name });
    const both = await createAccount(db, { roles: "customer,franchisee", franchisee: true });
    expect((await loadViewer(db, both.userId))?.roles).toEqual(["customer", "franchisee"]);
  });
});

describe("npm run create-operator", () => {
  it("creates an operator who can log in at the operator login, and adds the role to an existing user", async () => {
    const mobile = uniqueMobile();
    const created = await createOperator(db, { mobile, name: "Asha Operator", password: "Operator@123" });
    expect(created.created).toBe(true);
    const [credential] = await db.select({ password: account.password }).from(account).where(eq(account.userId, created.userId));
    expect(credential!.password).not.toContain("Operator@123");
    expect((await logIn({ db, mobile, password: "Operator@123", role: "operator", ip: "10.9.0.1" })).kind).toBe("signed-in");

    const member = await createAccount(db);
    const promoted = await createOperator(db, { mobile: member.mobile, name: "Ignored", password: "Other@1234" });
    expect(promoted).toEqual({ userId: member.userId, created: false });
    expect((await loadViewer(db, member.userId))?.roles).toEqual(["customer", "operator"]);
    // The existing password is kept.
    expect((await logIn({ db, mobile: member.mobile, password: member.password, role: "operator", ip: "10.9.0.2" })).kind).toBe("signed-in");
  });

  it("refuses a bad mobile or a short password", async () => {
    await expect(createOperator(db, { mobile: "12345", name: "X", password: "Operator@123" })).rejects.toThrow();
    await expect(createOperator(db, { mobile: uniqueMobile(), name: "X", password: "short" })).rejects.toThrow();
  });
});

describe("code checks per IP", () => {
  it("stops guessing across many flows from one IP with a 429", async () => {
    const ip = "10.9.1.1";
    const flows = [];
    for (let i = 0; i < 13; i += 1) flows.push(await startPasswordReset({ db, mobile: uniqueMobile(), ip: `10.9.2.${i + 1}` }));
    let blocked: unknown;
    for (let i = 0; i < 61 && !blocked; i += 1) {
      try {
        await confirmResetCode({ db, id: flows[i % flows.length]!.id, otp: "123456", ip });
      } catch (error) {
        if (isAppError(error) && error.code === "rate_limited") blocked = error;
      }
    }
    expect(isAppError(blocked) && blocked.status).toBe(429);
  });
});
