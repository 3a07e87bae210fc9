import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_SHOP_MESSAGES, updateAdminShopSchema, type UpdateAdminShopForm } from "../../lib/validation/admin-shops";
import { shops } from "../../server/db/schema";
import { notifyLowWallets } from "../../server/notifications/notify-low-wallets";
import { loadReferenceData } from "../../server/reference/load-reference-data";
import { recordSale } from "../../server/sales/record-sale";
import { getShopForOperator } from "../../server/shops/get-shop-for-operator";
import { updateShop } from "../../server/shops/update-shop";
import { auditEntries, createNonOperatorActors, createOperatorActor } from "../support/admin-ops-factories";
import { connectTestDb } from "../support/db";
import { createCodedCustomer, createFundedShop } from "../support/sales-factories";
import { notificationsOf } from "../support/notification-factories";

const { db, pool } = connectTestDb();
beforeAll(() => loadReferenceData(db));
afterAll(() => pool.end());

// The factory's shop has no address yet; the edit form asks for one.
const address = { franchisee_city: "wardha", franchisee_pincode: "442001", franchisee_address: "Station Road, Wardha" };
const editForm = (values: UpdateAdminShopForm, overrides: Partial<UpdateAdminShopForm> = {}) => updateAdminShopSchema.parse({ ...values, ...address, ...overrides });

describe("operator: the shop's low-wallet warning level (low_wallet_sales)", () => {
  it("is edited in the shop record, audited, and the next check warns at the new level; 0 turns the warning off", async () => {
    const operator = await createOperatorActor(db);
    // ₹100 a sale at 5 % = ₹5 of interest; ₹60 covers 12 sales at the default level of 10: not low.
    const shop = await createFundedShop(db, { balancePaise: 60_00 });
    const customer = await createCodedCustomer(db);
    await recordSale({ actor: shop.actor, input: { customerCode: customer.code, amountPaise: 100_00, items: "Tea", idempotencyKey: randomUUID() }, db }); // ₹55: 11 sales
    const { form } = await getShopForOperator({ actor: operator, shopId: shop.shop.id, db });
    expect(form.low_wallet_sales).toBe("10");

    for (const actor of await createNonOperatorActors(db)) {
      await expect(updateShop({ actor, shopId: shop.shop.id, input: editForm(form, { low_wallet_sales: "20" }), db })).rejects.toMatchObject({ code: "forbidden" });
    }
    await updateShop({ actor: operator, shopId: shop.shop.id, input: editForm(form, { low_wallet_sales: " 20 " }), db });
    expect((await getShopForOperator({ actor: operator, shopId: shop.shop.id, db })).form.low_wallet_sales).toBe("20");
    const [entry] = await auditEntries(db, "shop", shop.shop.id);
    expect(entry).toMatchObject({ action: "shop.update", actorUserId: operator.userId, before: expect.objectContaining({ lowWalletSales: 10 }), after: expect.objectContaining({ lowWalletSales: 20 }) });

    await notifyLowWallets({ db });
    const warnings = async () => (await notificationsOf(db, shop.owner.id)).filter((n) => n.kind === "wallet_low");
    expect((await warnings()).map((w) => w.params)).toEqual([expect.objectContaining({ sales: 11, threshold: 20 })]);

    // Off: the spell ends at the next check and no new one begins, however low the wallet.
    await updateShop({ actor: operator, shopId: shop.shop.id, input: editForm(form, { low_wallet_sales: "0" }), db });
    await notifyLowWallets({ db, now: new Date(Date.now() + 1000) });
    await notifyLowWallets({ db, now: new Date(Date.now() + 2000) });
    expect(await warnings()).toHaveLength(1);
    // An edit that leaves the field out (an older client) keeps the level.
    const { low_wallet_sales: _left, ...without } = form;
    void _left;
    await updateShop({ actor: operator, shopId: shop.shop.id, input: updateAdminShopSchema.parse({ ...without, ...address }), db });
    expect((await db.select({ n: shops.lowWalletSales }).from(shops).where(eq(shops.id, shop.shop.id)))[0]!.n).toBe(0);
  });

  it("accepts a whole number of sales from 0 to 1,000 and says what is wrong otherwise, under the field", () => {
    const check = (value: unknown) => {
      const parsed = updateAdminShopSchema.safeParse({ low_wallet_sales: value });
      return parsed.success ? "ok" : parsed.error.issues.filter((issue) => issue.path[0] === "low_wallet_sales").map((issue) => issue.message);
    };
    for (const bad of ["-1", "1001", "2.5", "ten", "", 12.5]) expect(check(bad)).toEqual([ADMIN_SHOP_MESSAGES.lowWalletSalesInvalid]);
    for (const good of ["0", "10", "1,000", 25]) expect(check(good)).not.toContain(ADMIN_SHOP_MESSAGES.lowWalletSalesInvalid);
  });
});
