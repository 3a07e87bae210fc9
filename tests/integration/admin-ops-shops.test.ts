import { randomUUID } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFranchiseeShopSchema, updateAdminShopSchema, type CreateFranchiseeShopForm, type UpdateAdminShopForm } from "../../lib/validation/admin-shops";
import { confirmResetCode } from "../../server/auth/confirm-reset-code";
import { logIn } from "../../server/auth/log-in";
import { resetPassword } from "../../server/auth/reset-password";
import { account, franchisees, oneTimeCodes, session, shops, smsOutbox, user } from "../../server/db/schema";
import { recordSale } from "../../server/sales/record-sale";
import { topUpWallet } from "../../server/wallet/top-up-wallet";
import { createFranchiseeShop } from "../../server/shops/create-franchisee-shop";
import { exportShops } from "../../server/shops/export-shops";
import { getShopForOperator } from "../../server/shops/get-shop-for-operator";
import { listShopsForOperator } from "../../server/shops/list-shops-for-operator";
import { restoreShop } from "../../server/shops/restore-shop";
import { sendFranchiseePasswordCode } from "../../server/franchisees/send-franchisee-password-code";
import { suspendShop } from "../../server/shops/suspend-shop";
import { updateShop } from "../../server/shops/update-shop";
import { getShop } from "../../server/shops/get-shop";
import { loadReferenceData } from "../../server/reference/load-reference-data";
import { auditEntries, createNonOperatorActors, createOperatorActor, databaseErrorOf, failure } from "../support/admin-ops-factories";
import { createAccount, latestSmsCode } from "../support/auth-factories";
import { connectTestDb } from "../support/db";
import { createCategory, uniqueMobile } from "../support/factories";
import { createCodedCustomer } from "../support/sales-factories";
import type { Actor } from "../../server/auth/actor";

const { db, pool } = connectTestDb();
let operator: Actor;
let categoryId: number;
beforeAll(async () => {
  await loadReferenceData(db);
  operator = await createOperatorActor(db);
  categoryId = (await createCategory(db)).id;
});
afterAll(() => pool.end());

let ipSeq = 0;
/** Each login from its own address, so per-IP limits never interfere between tests. */
const ip = () => `10.8.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

const newShopForm = (overrides: Partial<CreateFranchiseeShopForm> = {}): CreateFranchiseeShopForm => ({
  mobile: uniqueMobile(),
  owner_name: "Sunita Deshmukh",
  credential: "password",
  password: "Shop@12345",
  shop_name: "Sunita Kirana Bhandar",
  category_id: categoryId,
  city: "wardha",
  pincode: "442001",
  address: "Station Road, Wardha",
  interest_rate: "4.5",
  featured: true,
  best_deal: false,
  status: "published",
  ...overrides,
});

const create = (form: CreateFranchiseeShopForm, actor: Actor = operator) => createFranchiseeShop({ actor, input: createFranchiseeShopSchema.parse(form), db });

const editForm = (values: UpdateAdminShopForm, overrides: Partial<UpdateAdminShopForm> = {}) => updateAdminShopSchema.parse({ ...values, ...overrides });

describe("operator: create a franchisee with their shop", () => {
  it("with a typed password: the owner logs in with it at once; the shop is published at 4.5% and audited without the password", async () => {
    const form = newShopForm();
    const created = await create(form);
    expect(created.credential).toBe("password");

    const [shop] = await db.select().from(shops).where(eq(shops.id, created.shopId));
    expect(shop).toMatchObject({ name: "Sunita Kirana Bhandar", slug: "sunita-kirana-bhandar", interestRateBp: 450, featured: true, bestDeal: false, status: "published", pincode: "442001", mobile: form.mobile });
    expect(shop!.publishedAt).not.toBeNull();
    const signedIn = await logIn({ db, mobile: form.mobile, password: "Shop@12345", role: "franchisee", ip: ip() });
    expect(signedIn).toEqual({ kind: "signed-in", userId: created.userId });
    expect((await getShop({ id: created.shopId, db })).name).toBe("Sunita Kirana Bhandar");

    const [entry] = await auditEntries(db, "shop", created.shopId);
    expect(entry).toMatchObject({ action: "franchisee.create", actorUserId: operator.userId, before: null });
    expect(JSON.stringify(entry!.after)).not.toContain("Shop@12345");
    expect(entry!.after).toMatchObject({ mobile: form.mobile, shop_name: "Sunita Kirana Bhandar", credential: "password" });
  });

  it("with a set-up code: no password, a 24-hour code by SMS with a link; the owner sets a password through the reset-password flow and logs in", async () => {
    const form = newShopForm({ credential: "sms", password: "" });
    const created = await create(form);
    expect(created.credential).toBe("code");
    expect(await db.select().from(account).where(eq(account.userId, created.userId))).toHaveLength(0);

    const [sms] = await db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, form.mobile)).orderBy(desc(smsOutbox.id)).limit(1);
    expect(sms!.purpose).toBe("franchisee_setup");
    const [flow] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.mobile, form.mobile)).orderBy(desc(oneTimeCodes.createdAt)).limit(1);
    expect(sms!.body).toContain(`/api/v1/forgot/open?flow=${flow!.id}`);
    expect(flow!.userId).toBe(created.userId);
    expect(flow!.expiresAt.getTime() - flow!.createdAt.getTime()).toBe(24 * 60 * 60_000);

    const code = (await latestSmsCode(db, form.mobile))!;
    await confirmResetCode({ db, id: flow!.id, otp: code, ip: ip() });
    const reset = await resetPassword({ db, id: flow!.id, password: "Own@Pass99", ip: ip() });
    expect(reset.loginPath).toBe("/franchisee-login");
    expect(await logIn({ db, mobile: form.mobile, password: "Own@Pass99", role: "franchisee", ip: ip() })).toMatchObject({ kind: "signed-in" });
  });

  it("links a shop to a customer's existing account, which keeps its own password; refuses to type a password over it", async () => {
    const member = await createAccount(db, { password: "Member@123" });
    const refused = await failure(create(newShopForm({ mobile: member.mobile })));
    expect(refused.code).toBe("conflict");
    expect(refused.fieldErrors?.credential).toMatch(/own password/);

    const created = await create(newShopForm({ mobile: member.mobile, credential: "sms", password: "" }));
    expect(created).toMatchObject({ credential: "existing", userId: member.userId });
    const [owner] = await db.select({ role: user.role }).from(user).where(eq(user.id, member.userId));
    expect(owner!.role!.split(",").sort()).toEqual(["customer", "franchisee"]);
    expect(await logIn({ db, mobile: member.mobile, password: "Member@123", role: "franchisee", ip: ip() })).toMatchObject({ kind: "signed-in" });
    expect(await logIn({ db, mobile: member.mobile, password: "Member@123", role: "customer", ip: ip() })).toMatchObject({ kind: "signed-in" });
  });

  it("refuses a number that already keeps a shop, an unknown category or town, and a pincode outside Maharashtra — under the field", async () => {
    const form = newShopForm();
    await create(form);
    expect((await failure(create(newShopForm({ mobile: form.mobile })))).fieldErrors?.mobile).toMatch(/already keeps a shop/);
    expect((await failure(create(newShopForm({ category_id: 999_999 })))).fieldErrors?.category_id).toBe("Please select a category.");
    expect((await failure(create(newShopForm({ city: "atlantis" })))).fieldErrors?.city).toBe("Please select a city from the list.");
    expect((await failure(create(newShopForm({ pincode: "110001" })))).fieldErrors?.pincode).toBe("Please enter a pincode in Maharashtra.");
  });

  it("validates the form: a password of 7 characters, a rate above 100%, a mobile of 9 digits", () => {
    const result = createFranchiseeShopSchema.safeParse(newShopForm({ password: "Short@1", interest_rate: "100.5", mobile: "98220000" }));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toMatchObject({
      password: "The password should be at least 8 characters.",
      interest_rate: "Please enter a rate between 0 and 100 with at most two decimals, e.g. 5 or 4.5.",
      mobile: "The mobile number should be exactly 10 digits.",
    });
    expect(createFranchiseeShopSchema.safeParse(newShopForm({ credential: "sms", password: "" })).success).toBe(true);
  });

  it("writes nothing when any part fails: the shop's insert fails after the owner's login was written", async () => {
    const form = newShopForm();
    // 10001 bp breaks the shops_interest_rate_range CHECK, after the user and franchisee rows.
    const error = await failure(createFranchiseeShop({ actor: operator, input: { ...createFranchiseeShopSchema.parse(form), interest_rate: 10_001 }, db }));
    expect(databaseErrorOf(error)).toEqual({ code: "23514", constraint: "shops_interest_rate_range" });
    expect(await db.select().from(user).where(eq(user.phoneNumber, form.mobile))).toHaveLength(0);
    expect(await db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, form.mobile))).toHaveLength(0);
  });

  it("is refused to customers and shop owners", async () => {
    for (const actor of await createNonOperatorActors(db)) {
      const form = newShopForm();
      expect((await failure(create(form, actor))).code).toBe("forbidden");
      expect(await db.select().from(user).where(eq(user.phoneNumber, form.mobile))).toHaveLength(0);
    }
  });
});

describe("operator: edit, suspend, restore, reset a password", () => {
  it("edits every field with a before/after audit; a new rate applies to later sales only", async () => {
    const form = newShopForm();
    const created = await create(form);
    const owner: Actor = { userId: created.userId, roles: ["franchisee"] };
    const values = (await getShopForOperator({ actor: operator, shopId: created.shopId, db })).form;
    const customer = await createCodedCustomer(db);

    await updateShop({
      actor: operator,
      shopId: created.shopId,
      input: editForm(values, { franchisee_name: "Sunita Super Mart", franchisee_name_mr: "सुनीता सुपर मार्ट", interest_rate: "7", best_deal: true, owner_name: "Sunita R. Deshmukh", pan_no: "abcpd1234k", aadhar_no: "234567890123", details: "<p>Fresh <b>daily</b></p><script>alert(1)</script>", status: "draft" }),
      db,
    });
    const after = await getShopForOperator({ actor: operator, shopId: created.shopId, db });
    expect(after.form).toMatchObject({ franchisee_name: "Sunita Super Mart", franchisee_name_mr: "सुनीता सुपर मार्ट", interest_rate: "7", best_deal: true, owner_name: "Sunita R. Deshmukh", pan_no: "ABCPD1234K", status: "draft" });
    expect(after.form.details).not.toContain("script");
    expect(after.aadhaarLast4).toBe("0123");
    const [entry] = await auditEntries(db, "shop", created.shopId);
    expect(entry).toMatchObject({ action: "shop.update", actorUserId: operator.userId });
    expect(entry!.before).toMatchObject({ name: "Sunita Kirana Bhandar", interestRateBp: 450, bestDeal: false, status: "published" });
    expect(entry!.after).toMatchObject({ name: "Sunita Super Mart", nameMr: "सुनीता सुपर मार्ट", interestRateBp: 700, bestDeal: true, status: "draft", aadhaarLast4: "0123" });
    expect(JSON.stringify(entry!.after)).not.toContain("234567890123");

    // Draft now: gone from the public pages.
    expect((await failure(getShop({ id: created.shopId, db }))).code).toBe("not_found");
    // The shop's wallet needs money for a sale; the rate of 7% is the one recorded.
    await topUpWallet({ actor: operator, input: { shopId: created.shopId, amountPaise: 1_000_00, method: "cash", reference: "", idempotencyKey: randomUUID() }, db });
    const sale = await recordSale({ actor: owner, input: { customerCode: customer.code, amountPaise: 1_000_00, items: "Rice", idempotencyKey: randomUUID() }, db });
    expect(sale.interestPaise).toBe(70_00);

    for (const actor of await createNonOperatorActors(db)) {
      expect((await failure(updateShop({ actor, shopId: created.shopId, input: editForm(values), db }))).code).toBe("forbidden");
    }
  });

  it("suspends: off the public site, sessions revoked, no login and no sales; restore brings it all back; both audited", async () => {
    const form = newShopForm();
    const created = await create(form);
    const owner: Actor = { userId: created.userId, roles: ["franchisee"] };
    await db.insert(session).values({ id: randomUUID(), token: randomUUID(), userId: created.userId, expiresAt: new Date(Date.now() + 86_400_000) });

    const suspended = await suspendShop({ actor: operator, shopId: created.shopId, reason: "Owner closed the shop", db });
    expect(suspended.sessionsRevoked).toBe(1);
    expect(await db.select().from(session).where(eq(session.userId, created.userId))).toHaveLength(0);
    expect((await failure(getShop({ id: created.shopId, db }))).code).toBe("not_found");
    expect((await failure(logIn({ db, mobile: form.mobile, password: "Shop@12345", role: "franchisee", ip: ip() }))).code).toBe("unauthenticated");
    const customer = await createCodedCustomer(db);
    expect((await failure(recordSale({ actor: owner, input: { customerCode: customer.code, amountPaise: 100_00, items: "Tea", idempotencyKey: randomUUID() }, db }))).userMessage).toMatch(/suspended/);
    expect((await failure(suspendShop({ actor: operator, shopId: created.shopId, reason: "again", db }))).userMessage).toBe("This shop is already suspended.");
    // An edit while suspended keeps it suspended.
    await updateShop({ actor: operator, shopId: created.shopId, input: editForm((await getShopForOperator({ actor: operator, shopId: created.shopId, db })).form), db });
    expect((await db.select({ status: shops.status }).from(shops).where(eq(shops.id, created.shopId)))[0]!.status).toBe("suspended");

    const restored = await restoreShop({ actor: operator, shopId: created.shopId, reason: "Reopened", db });
    expect(restored.status).toBe("published");
    expect((await getShop({ id: created.shopId, db })).name).toBe(form.shop_name);
    expect(await logIn({ db, mobile: form.mobile, password: "Shop@12345", role: "franchisee", ip: ip() })).toMatchObject({ kind: "signed-in" });
    expect((await failure(restoreShop({ actor: operator, shopId: created.shopId, db }))).userMessage).toBe("This shop is not suspended.");

    const entries = await auditEntries(db, "shop", created.shopId);
    expect(entries.map((e) => e.action).slice(0, 3)).toEqual(["shop.restore", "shop.update", "shop.suspend"]);
    expect(entries[2]!.after).toMatchObject({ status: "suspended", franchiseeStatus: "suspended", reason: "Owner closed the shop", sessionsRevoked: 1 });
    expect(entries[0]!.after).toMatchObject({ status: "published", franchiseeStatus: "active", reason: "Reopened" });

    for (const actor of await createNonOperatorActors(db)) {
      expect((await failure(suspendShop({ actor, shopId: created.shopId, reason: "x", db }))).code).toBe("forbidden");
      expect((await failure(restoreShop({ actor, shopId: created.shopId, db }))).code).toBe("forbidden");
    }
    const [franchisee] = await db.select({ status: franchisees.status }).from(franchisees).where(eq(franchisees.userId, created.userId));
    expect(franchisee!.status).toBe("active");
  });

  it("a draft shop suspended and restored comes back as a draft; a suspension without a reason is refused", async () => {
    const created = await create(newShopForm({ status: "draft" }));
    expect((await failure(suspendShop({ actor: operator, shopId: created.shopId, reason: "  ", db }))).fieldErrors?.reason).toBe("Please give a reason.");
    await suspendShop({ actor: operator, shopId: created.shopId, reason: "Documents missing", db });
    expect((await restoreShop({ actor: operator, shopId: created.shopId, db })).status).toBe("draft");
  });

  it("resets a password by SMS: the operator never sees it, the old one works until the owner sets a new one; refused while suspended", async () => {
    const form = newShopForm();
    const created = await create(form);
    const sent = await sendFranchiseePasswordCode({ actor: operator, shopId: created.shopId, db });
    expect(sent.mobile).toBe(form.mobile);
    expect(JSON.stringify(sent)).not.toMatch(/\b\d{6}\b/);
    const [sms] = await db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, form.mobile)).orderBy(desc(smsOutbox.id)).limit(1);
    expect(sms!.body).toMatch(/reset your shop account password/);
    const [entry] = await auditEntries(db, "shop", created.shopId);
    expect(entry!.action).toBe("franchisee.password_reset_sent");
    const code = (await latestSmsCode(db, form.mobile))!;
    expect(JSON.stringify(entry)).not.toContain(code);

    expect(await logIn({ db, mobile: form.mobile, password: "Shop@12345", role: "franchisee", ip: ip() })).toMatchObject({ kind: "signed-in" });
    const [flow] = await db.select().from(oneTimeCodes).where(and(eq(oneTimeCodes.mobile, form.mobile), eq(oneTimeCodes.purpose, "password_reset"))).orderBy(desc(oneTimeCodes.createdAt)).limit(1);
    await confirmResetCode({ db, id: flow!.id, otp: code, ip: ip() });
    await resetPassword({ db, id: flow!.id, password: "Brand@New1", ip: ip() });
    expect((await failure(logIn({ db, mobile: form.mobile, password: "Shop@12345", role: "franchisee", ip: ip() }))).code).toBe("unauthenticated");
    expect(await logIn({ db, mobile: form.mobile, password: "Brand@New1", role: "franchisee", ip: ip() })).toMatchObject({ kind: "signed-in" });

    await suspendShop({ actor: operator, shopId: created.shopId, reason: "Fraud check", db });
    expect((await failure(sendFranchiseePasswordCode({ actor: operator, shopId: created.shopId, db }))).userMessage).toMatch(/suspended/);
    for (const actor of await createNonOperatorActors(db)) {
      expect((await failure(sendFranchiseePasswordCode({ actor, shopId: created.shopId, db }))).code).toBe("forbidden");
    }
  });
});

describe("operator: the shop list and its CSV", () => {
  it("searches by shop name, owner name and mobile; filters by city, category and status; exports the same rows", async () => {
    const category = await createCategory(db);
    const tag = randomUUID().slice(0, 8);
    const a = newShopForm({ shop_name: `Ganesh Medical ${tag}`, owner_name: `Ravi ${tag}`, category_id: category.id, city: "wardha", pincode: "442001" });
    const b = newShopForm({ shop_name: `Om Sweets ${tag}`, owner_name: "Kavita Rao", category_id: category.id, city: "nagpur", pincode: "440001", status: "draft" });
    const shopA = await create(a);
    const shopB = await create(b);
    await suspendShop({ actor: operator, shopId: shopA.shopId, reason: "test", db });

    const list = (filters: Partial<Parameters<typeof listShopsForOperator>[0]["filters"]>) =>
      listShopsForOperator({ actor: operator, filters: { search: "", city: "", categoryId: category.id, status: "all", ...filters }, db }).then((r) => r.rows.map((row) => row.id).sort());
    expect(await list({})).toEqual([shopA.shopId, shopB.shopId].sort());
    expect(await list({ search: `medical ${tag}`, categoryId: null })).toEqual([shopA.shopId]);
    expect(await list({ search: `ravi ${tag}`, categoryId: null })).toEqual([shopA.shopId]);
    expect(await list({ search: b.mobile, categoryId: null })).toEqual([shopB.shopId]);
    expect(await list({ search: b.mobile.slice(0, 9) })).toContain(shopB.shopId);
    expect(await list({ city: "nagpur" })).toEqual([shopB.shopId]);
    expect(await list({ status: "suspended" })).toEqual([shopA.shopId]);
    expect(await list({ status: "draft" })).toEqual([shopB.shopId]);
    expect(await list({ search: "50%_" })).toEqual([]);

    const rows = [];
    for await (const batch of exportShops({ actor: operator, filters: { search: "", city: "", categoryId: category.id, status: "all" }, db })) rows.push(...batch);
    expect(rows.map((row) => row[0]).sort()).toEqual([shopA.shopId, shopB.shopId].sort());
    expect(rows.find((row) => row[0] === shopA.shopId)).toEqual(expect.arrayContaining([`Ganesh Medical ${tag}`, "suspended", "4.50", "yes"]));

    for (const actor of await createNonOperatorActors(db)) {
      expect((await failure(listShopsForOperator({ actor, filters: { search: "", city: "", categoryId: null, status: "all" }, db }))).code).toBe("forbidden");
      expect((await failure(exportShops({ actor, filters: { search: "", city: "", categoryId: null, status: "all" }, db }).next())).code).toBe("forbidden");
      expect((await failure(getShopForOperator({ actor, shopId: shopA.shopId, db }))).code).toBe("forbidden");
    }
    const [{ n }] = (await db.select({ n: count() }).from(shops).where(eq(shops.categoryId, category.id))) as [{ n: number }];
    expect(n).toBe(2);
  });
});
