import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyCustomerSearch } from "../../lib/validation/admin-customers";
import { logIn } from "../../server/auth/log-in";
import { loadViewer } from "../../server/auth/load-viewer";
import { AUTH_SERVER_MESSAGES } from "../../server/auth/messages";
import { blockCustomer } from "../../server/customers/block-customer";
import { exportCustomers } from "../../server/customers/export-customers";
import { getCustomerRecord } from "../../server/customers/get-customer-record";
import { getCustomerStatement } from "../../server/customers/get-customer-statement";
import { listCustomerHistory } from "../../server/customers/list-customer-history";
import { listCustomerPurchases } from "../../server/customers/list-customer-purchases";
import { listCustomerStatements } from "../../server/customers/list-customer-statements";
import { searchCustomers } from "../../server/customers/search-customers";
import { unblockCustomer } from "../../server/customers/unblock-customer";
import { customers, kycDetails, session, user } from "../../server/db/schema";
import { ensureCompanyRoot } from "../../server/referrals/company-root";
import { encryptField } from "../../server/security/field-encryption";
import { auditOf, createOperatorActor, GHOST_OPERATOR, NOT_OPERATORS } from "../support/admin-factories";
import { createAccount } from "../support/auth-factories";
import { buildTree, dropTemplate, freshWorld, type World } from "../support/commission-factories";
import { addPurchase, addStatement } from "../support/customer-factories";
import { connectTestDb } from "../support/db";
import { nextCustomerCode } from "../support/factories";
import { createCodedCustomer } from "../support/sales-factories";

const { db, pool } = connectTestDb();
// Tree positions need a tree of their own (paths from the root), so those tests get a fresh database.
let world: World;
beforeAll(async () => {
  world = await freshWorld();
});
afterAll(async () => {
  await pool.end();
  await world.close();
  await dropTemplate();
});

let ipCounter = 0;
const freshIp = () => `10.8.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const all = { q: "", status: "all", kyc: "any" } as const;

async function openSession(userId: string) {
  await db.insert(session).values({ id: randomUUID(), token: randomUUID(), userId, expiresAt: new Date(Date.now() + 86_400_000) });
}

async function loginAnswer(mobile: string, password: string, role: "customer" | "franchisee" = "customer") {
  try {
    return { ok: await logIn({ db, mobile, password, role, ip: freshIp() }) };
  } catch (error) {
    return { error: error as { code: string; userMessage?: string } };
  }
}

describe("operator console: customers", () => {
  it("reads a search box as a mobile number, a customer code or part of a name", () => {
    expect(classifyCustomerSearch("98765 43210")).toEqual({ kind: "mobile", mobile: "9876543210" });
    expect(classifyCustomerSearch("+919876543210")).toEqual({ kind: "mobile", mobile: "9876543210" });
    expect(classifyCustomerSearch("dlmp000123")).toEqual({ kind: "code", code: "DLMP000123" });
    expect(classifyCustomerSearch("123")).toEqual({ kind: "code", code: "DLMP000123" });
    expect(classifyCustomerSearch("DLMP1000000")).toEqual({ kind: "code", code: "DLMP1000000" });
    expect(classifyCustomerSearch("Desh")).toEqual({ kind: "name", text: "Desh" });
    expect(classifyCustomerSearch("ab")).toEqual({ kind: "too_short" });
    expect(classifyCustomerSearch("  ")).toEqual({ kind: "none" });
  });

  it("finds a customer by mobile, by code and by part of the name; filters by status and KYC; refuses non-operators", async () => {
    const operator = await createOperatorActor(db);
    const surname = `Zq${Date.now().toString(36)}kar`;
    const a = await createAccount(db, { code: await nextCustomerCode(db) });
    const b = await createAccount(db, { code: await nextCustomerCode(db), customer: "blocked" });
    await db.update(customers).set({ firstName: "Ravi", lastName: surname, pan: "ABCDE1234F" }).where(eq(customers.id, a.customerId!));
    await db.update(customers).set({ firstName: "Sunita", lastName: surname }).where(eq(customers.id, b.customerId!));
    await db.insert(kycDetails).values({ customerId: a.customerId!, bankName: "SBI", branch: "Nagpur", ifsc: "SBIN0001234", accountNumberEncrypted: encryptField("123456789012"), accountNumberLast4: "9012" });

    const byMobile = await searchCustomers({ actor: operator, input: { ...all, q: a.mobile }, db });
    expect(byMobile.rows.map((r) => r.id)).toEqual([a.customerId]);
    expect(byMobile.rows[0]).toMatchObject({ name: `Ravi ${surname}`, mobile: a.mobile, status: "active", kycComplete: true });
    const [coded] = await db.select({ code: customers.code }).from(customers).where(eq(customers.id, b.customerId!));
    expect((await searchCustomers({ actor: operator, input: { ...all, q: coded!.code!.toLowerCase() }, db })).rows.map((r) => r.id)).toEqual([b.customerId]);
    expect((await searchCustomers({ actor: operator, input: { ...all, q: String(Number(coded!.code!.slice(4))) }, db })).rows.map((r) => r.id)).toEqual([b.customerId]);

    const byName = await searchCustomers({ actor: operator, input: { ...all, q: surname.toUpperCase() }, db });
    expect(byName.rows.map((r) => r.id)).toEqual([b.customerId, a.customerId]);
    expect(byName).toMatchObject({ total: 2, capped: false });
    expect((await searchCustomers({ actor: operator, input: { ...all, q: `ravi ${surname}` }, db })).rows.map((r) => r.id)).toEqual([a.customerId]);
    expect((await searchCustomers({ actor: operator, input: { q: surname, status: "blocked", kyc: "any" }, db })).rows.map((r) => r.id)).toEqual([b.customerId]);
    expect((await searchCustomers({ actor: operator, input: { q: surname, status: "all", kyc: "complete" }, db })).rows.map((r) => r.id)).toEqual([a.customerId]);
    expect((await searchCustomers({ actor: operator, input: { q: surname, status: "all", kyc: "incomplete" }, db })).rows.map((r) => r.id)).toEqual([b.customerId]);
    // LIKE wildcards are text, not patterns.
    expect((await searchCustomers({ actor: operator, input: { ...all, q: "%%%" }, db })).rows).toEqual([]);
    await expect(searchCustomers({ actor: operator, input: { ...all, q: "ab" }, db })).rejects.toMatchObject({ code: "validation_failed", fieldErrors: { q: expect.stringContaining("at least 3 letters") } });
    for (const actor of NOT_OPERATORS) await expect(searchCustomers({ actor, input: all, db })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("shows the record with KYC masked (never the account number) and the tree position with leg counts", async () => {
    const tdb = world.db;
    const operator = await createOperatorActor(tdb);
    const ids = await buildTree(tdb, { A: "0", B: "00", C: "01", D: "000", E: "001", F: "0000" });
    await tdb.update(customers).set({ sponsorId: ids.A, pan: "AKLPD4821K", aadhaarLast4: "4321" }).where(eq(customers.id, ids.B!));
    await tdb.insert(kycDetails).values({ customerId: ids.B!, bankName: "State Bank of India", branch: "Dharampeth", ifsc: "SBIN0004821", accountNumberEncrypted: encryptField("32145678901"), accountNumberLast4: "8901" });
    const record = await getCustomerRecord({ actor: operator, customerId: ids.B!, db: tdb });
    expect(record).toMatchObject({
      panMasked: "XXXXX4821K",
      aadhaarLast4: "4321",
      kyc: { bankName: "State Bank of India", ifsc: "SBIN0004821", accountLast4: "8901" },
      kycComplete: true,
      tree: { side: "L", leftCount: 2, rightCount: 1, sponsor: { id: ids.A }, parent: { id: ids.A } },
    });
    const text = JSON.stringify(record);
    expect(text).not.toContain("32145678901");
    expect(text).not.toContain("AKLPD4821K");
    const root = await getCustomerRecord({ actor: operator, customerId: ids.A!, db: tdb });
    expect(root.tree).toMatchObject({ leftCount: 4, rightCount: 1 });
    expect(root.directReferrals).toBe(1);
    for (const actor of NOT_OPERATORS) await expect(getCustomerRecord({ actor, customerId: ids.B!, db: tdb })).rejects.toMatchObject({ code: "forbidden" });
    await expect(getCustomerRecord({ actor: operator, customerId: 987654321, db: tdb })).rejects.toMatchObject({ code: "not_found" });
  });

  it("lists a customer's purchases and statements for operators only", async () => {
    const operator = await createOperatorActor(db);
    const ids = { A: (await createCodedCustomer(db)).id };
    await addPurchase(db, { customerId: ids.A!, amountPaise: 150_000, at: new Date() });
    await addPurchase(db, { customerId: ids.A!, amountPaise: 20_000, at: new Date(Date.now() - 86_400_000), status: "reversed" });
    await addStatement(db, { memberId: ids.A!, month: "2026-01-01", grossPaise: 12_345 });
    const purchases = await listCustomerPurchases({ actor: operator, customerId: ids.A!, db });
    expect(purchases.total).toBe(2);
    expect(purchases.rows.map((r) => [r.amountPaise, r.status])).toEqual([[150_000, "recorded"], [20_000, "reversed"]]);
    const statements = await listCustomerStatements({ actor: operator, customerId: ids.A!, db });
    expect(statements).toMatchObject({ total: 1, rows: [{ month: "2026-01-01", grossPaise: 12_345 }] });
    expect((await getCustomerStatement({ actor: operator, customerId: ids.A!, month: "2026-01", db })).statement.grossPaise).toBe(12_345);
    await expect(getCustomerStatement({ actor: operator, customerId: ids.A!, month: "2025-12", db })).rejects.toMatchObject({ code: "not_found" });
    for (const actor of NOT_OPERATORS) {
      await expect(listCustomerPurchases({ actor, customerId: ids.A!, db })).rejects.toMatchObject({ code: "forbidden" });
      await expect(listCustomerStatements({ actor, customerId: ids.A!, db })).rejects.toMatchObject({ code: "forbidden" });
      await expect(listCustomerHistory({ actor, customerId: ids.A!, db })).rejects.toMatchObject({ code: "forbidden" });
    }
  });

  it("blocks a customer: banned, signed out everywhere, told 'blocked' at login, audited with the reason; unblocking restores the login", async () => {
    const operator = await createOperatorActor(db);
    const member = await createAccount(db, { code: await nextCustomerCode(db) });
    await db.update(customers).set({ verifiedAt: new Date() }).where(eq(customers.id, member.customerId!));
    await openSession(member.userId);
    await openSession(member.userId);

    const result = await blockCustomer({ actor: operator, input: { customerId: member.customerId!, reason: "Fake purchases reported by two shops" }, db });
    expect(result).toEqual({ banned: true, sessionsRevoked: 2 });
    const [after] = await db.select({ status: customers.status, banned: user.banned, banReason: user.banReason }).from(customers).innerJoin(user, eq(user.id, customers.userId)).where(eq(customers.id, member.customerId!));
    expect(after).toEqual({ status: "blocked", banned: true, banReason: "Fake purchases reported by two shops" });
    expect(await db.select().from(session).where(eq(session.userId, member.userId))).toHaveLength(0);
    expect(await loadViewer(db, member.userId)).toBeNull();
    const [entry] = await auditOf(db, "customer", member.customerId!);
    expect(entry).toMatchObject({ action: "customer.block", actorUserId: operator.userId, before: { status: "active", banned: false }, after: { status: "blocked", banned: true, reason: "Fake purchases reported by two shops", sessionsRevoked: 2 } });

    // The right password is told the account is blocked; a wrong one still gets the generic answer.
    expect((await loginAnswer(member.mobile, member.password)).error).toMatchObject({ code: "forbidden", userMessage: AUTH_SERVER_MESSAGES.blocked });
    expect((await loginAnswer(member.mobile, "Wrong@1234")).error).toMatchObject({ code: "unauthenticated", userMessage: AUTH_SERVER_MESSAGES.badLogin });
    await expect(blockCustomer({ actor: operator, input: { customerId: member.customerId!, reason: "again" }, db })).rejects.toMatchObject({ code: "conflict" });

    expect(await unblockCustomer({ actor: operator, input: { customerId: member.customerId!, reason: "Shops withdrew the complaint" }, db })).toEqual({ status: "active" });
    expect((await loginAnswer(member.mobile, member.password)).ok).toEqual({ kind: "signed-in", userId: member.userId });
    const [unblocked] = await auditOf(db, "customer", member.customerId!);
    expect(unblocked).toMatchObject({ action: "customer.unblock", after: { status: "active", banned: false, reason: "Shops withdrew the complaint" } });
    const [{ banned, banReason }] = (await db.select({ banned: user.banned, banReason: user.banReason }).from(user).where(eq(user.id, member.userId))) as [{ banned: boolean; banReason: string | null }];
    expect({ banned, banReason }).toEqual({ banned: false, banReason: null });
    await expect(unblockCustomer({ actor: operator, input: { customerId: member.customerId!, reason: "again" }, db })).rejects.toMatchObject({ code: "conflict" });
    expect((await listCustomerHistory({ actor: operator, customerId: member.customerId!, db })).rows.map((r) => r.action)).toEqual(["customer.unblock", "customer.block"]);
  });

  it("keeps a shop owner's shop login when blocking their customer account", async () => {
    const operator = await createOperatorActor(db);
    const owner = await createAccount(db, { roles: "customer,franchisee", franchisee: true, code: await nextCustomerCode(db) });
    await openSession(owner.userId);
    expect(await blockCustomer({ actor: operator, input: { customerId: owner.customerId!, reason: "Buying from his own shop" }, db })).toEqual({ banned: false, sessionsRevoked: 0 });
    expect(await loadViewer(db, owner.userId)).toMatchObject({ roles: ["franchisee"] });
    expect((await loginAnswer(owner.mobile, owner.password)).error).toMatchObject({ userMessage: AUTH_SERVER_MESSAGES.blocked });
    expect((await loginAnswer(owner.mobile, owner.password, "franchisee")).ok).toEqual({ kind: "signed-in", userId: owner.userId });
  });

  it("refuses non-operators, the company root and operators; writes nothing when the audit entry cannot be written", async () => {
    const operator = await createOperatorActor(db);
    const member = await createAccount(db, { code: await nextCustomerCode(db) });
    for (const actor of NOT_OPERATORS) {
      await expect(blockCustomer({ actor, input: { customerId: member.customerId!, reason: "nope" }, db })).rejects.toMatchObject({ code: "forbidden" });
    }
    const root = await ensureCompanyRoot(db);
    await expect(blockCustomer({ actor: operator, input: { customerId: root.customerId, reason: "test" }, db })).rejects.toMatchObject({ code: "conflict" });
    await expect(unblockCustomer({ actor: operator, input: { customerId: root.customerId, reason: "test" }, db })).rejects.toMatchObject({ code: "conflict" });
    const staff = await createAccount(db, { roles: "customer,operator" });
    await expect(blockCustomer({ actor: operator, input: { customerId: staff.customerId!, reason: "test" }, db })).rejects.toMatchObject({ code: "conflict" });

    await openSession(member.userId);
    await expect(blockCustomer({ actor: GHOST_OPERATOR, input: { customerId: member.customerId!, reason: "no audit possible" }, db })).rejects.toThrow();
    const [still] = await db.select({ status: customers.status, banned: user.banned }).from(customers).innerJoin(user, eq(user.id, customers.userId)).where(eq(customers.id, member.customerId!));
    expect(still).toEqual({ status: "active", banned: false });
    expect(await db.select().from(session).where(eq(session.userId, member.userId))).toHaveLength(1);
    expect(await auditOf(db, "customer", member.customerId!)).toHaveLength(0);
  });

  it("exports the filtered customers in batches and records the export", async () => {
    const operator = await createOperatorActor(db);
    const surname = `Xp${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      const account = await createAccount(db, { code: await nextCustomerCode(db) });
      await db.update(customers).set({ lastName: surname, firstName: i === 0 ? "=cmd|' /C calc'!A0" : `Name${i}` }).where(eq(customers.id, account.customerId!));
      made.push(account);
    }
    const rows: unknown[][] = [];
    for await (const batch of await exportCustomers({ actor: operator, input: { ...all, q: surname }, db })) rows.push(...batch);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r[4])).toEqual(made.map((m) => m.mobile).reverse());
    const [entry] = await db.execute<{ after: unknown }>(sql`SELECT after FROM audit_log WHERE action = 'customer.export' AND actor_user_id = ${operator.userId}`).then((r) => r.rows);
    expect(entry).toMatchObject({ after: { filters: { q: surname } } });
    for (const actor of NOT_OPERATORS) await expect(exportCustomers({ actor, input: all, db })).rejects.toMatchObject({ code: "forbidden" });
  });
});
