import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { franchiseeProfileSchema, type FranchiseeProfileForm } from "../../lib/validation/franchisee-profile";
import { auditLog, franchisees, shops } from "../../server/db/schema";
import { isAppError } from "../../server/errors";
import { getFranchiseeProfile } from "../../server/franchisees/get-franchisee-profile";
import { updateFranchiseeProfile } from "../../server/franchisees/update-franchisee-profile";
import { listShops } from "../../server/shops/list-shops";
import { loadReferenceData } from "../../server/reference/load-reference-data";
import { connectTestDb } from "../support/db";
import { createFundedShop } from "../support/sales-factories";

const { db, pool } = connectTestDb();
beforeAll(() => loadReferenceData(db));
afterAll(() => pool.end());

const form = (categoryId: number, overrides: Partial<FranchiseeProfileForm> = {}): FranchiseeProfileForm => ({
  franchisee_name: "Laxmi General Stores",
  category_id: categoryId,
  email: "laxmi@example.com",
  office_no: "0712-2556677",
  aadhar_no: "234567890123",
  pan_no: "abcpl1234m",
  franchisee_state: "MAHARASHTRA",
  franchisee_city: "wardha",
  franchisee_pincode: "442001",
  franchisee_address: "Main Road, Bajaj Chowk, Wardha",
  brands: "Tata, Amul, Parle",
  opening_hours: [
    { day: "mon", open: "09:00", close: "21:00" },
    { day: "tue", open: "09:00", close: "21:00" },
  ],
  details: '<p>Fresh stock <strong>every day</strong>.</p><script>alert("x")</script><img src=x onerror="alert(1)">',
  features: '<ul><li onclick="steal()">Home delivery</li></ul>',
  latitude: 20.74,
  longitude: 78.6,
  ...overrides,
});

describe("franchisee profile", () => {
  it("saves the profile, sanitizing rich text and keeping only the Aadhaar's last four digits", async () => {
    const { actor, shop, franchisee } = await createFundedShop(db);
    const saved = await updateFranchiseeProfile({ actor, input: franchiseeProfileSchema.parse(form(shop.categoryId)), db });
    expect(saved.data).toMatchObject({ franchisee_name: "Laxmi General Stores", franchisee_city: "wardha", pan_no: "ABCPL1234M", aadhar_last4: "0123" });
    expect(saved.data.details).toBe("<p>Fresh stock <strong>every day</strong>.</p>");
    expect(saved.data.features).toBe("<ul><li>Home delivery</li></ul>");
    const [owner] = await db.select().from(franchisees).where(eq(franchisees.id, franchisee.id));
    expect(JSON.stringify(owner)).not.toContain("234567890123");
    expect(owner!.aadhaarHash).toBeTruthy();
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, String(shop.id)));
    expect(JSON.stringify(audits)).not.toContain("234567890123");
  });

  it("saves a Marathi shop name beside the English one, which the shop search then finds", async () => {
    const { actor, shop } = await createFundedShop(db);
    const unique = `लक्ष्मी जनरल स्टोअर्स ${shop.id}`;
    const saved = await updateFranchiseeProfile({ actor, input: franchiseeProfileSchema.parse(form(shop.categoryId, { franchisee_name_mr: `  ${unique} ` })), db });
    expect(saved.data.franchisee_name_mr).toBe(unique);
    const [row] = await db.select({ name: shops.name, nameMr: shops.nameMr }).from(shops).where(eq(shops.id, shop.id));
    expect(row).toEqual({ name: "Laxmi General Stores", nameMr: unique });
    const found = await listShops({ query: { search: unique }, db });
    expect(found.shops.map((s) => s.id)).toEqual([shop.id]);
    expect(found.shops[0]).toMatchObject({ name: "Laxmi General Stores", nameMr: unique });

    // Leaving the field empty removes the Marathi name (the pages fall back to the English one).
    const cleared = await updateFranchiseeProfile({ actor, input: franchiseeProfileSchema.parse(form(shop.categoryId, { franchisee_name_mr: "" })), db });
    expect(cleared.data.franchisee_name_mr).toBe("");
    const [after] = await db.select({ nameMr: shops.nameMr }).from(shops).where(eq(shops.id, shop.id));
    expect(after!.nameMr).toBeNull();
  });

  it("checks the Marathi name: Devanagari letters, at most 120 characters", () => {
    const messageOf = (value: string) => franchiseeProfileSchema.safeParse(form(1, { franchisee_name_mr: value })).error?.issues.find((i) => i.path[0] === "franchisee_name_mr")?.message;
    expect(messageOf("Laxmi Stores")).toBe("Please write the Marathi name in Devanagari letters.");
    expect(messageOf("क".repeat(121))).toBe("Shop name in Marathi should be at most 120 characters.");
    expect(messageOf("श्री गणेश किराणा 2")).toBeUndefined();
    expect(messageOf("")).toBeUndefined();
  });

  it("keeps the Aadhaar on file when the field is left blank", async () => {
    const { actor, shop } = await createFundedShop(db);
    await updateFranchiseeProfile({ actor, input: franchiseeProfileSchema.parse(form(shop.categoryId)), db });
    const again = await updateFranchiseeProfile({ actor, input: franchiseeProfileSchema.parse(form(shop.categoryId, { aadhar_no: "" })), db });
    expect(again.data.aadhar_last4).toBe("0123");
  });

  it("answers the product's messages for bad fields", () => {
    const result = franchiseeProfileSchema.safeParse(form(1, { aadhar_no: "1234", pan_no: "ABC123", franchisee_pincode: "44A001", email: "not-mail", opening_hours: [{ day: "mon", open: "21:00", close: "09:00" }] }));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toMatchObject({
      aadhar_no: "aadhar no should be exact 12 numbers.",
      pan_no: "please enter valid pan card number.",
      franchisee_pincode: "pincode should be exact 6 numbers.",
      email: "please enter valid email id.",
      opening_hours: "Closing time should be after opening time.",
    });
  });

  it("refuses a town outside the list and a pincode outside Maharashtra, changing nothing", async () => {
    const { actor, shop } = await createFundedShop(db);
    for (const [field, overrides] of [["franchisee_city", { franchisee_city: "atlantis" }], ["franchisee_pincode", { franchisee_pincode: "110001" }]] as const) {
      const error = await updateFranchiseeProfile({ actor, input: franchiseeProfileSchema.parse(form(shop.categoryId, overrides)), db }).catch((e: unknown) => e);
      expect(isAppError(error) && Object.keys(error.fieldErrors ?? {})).toEqual([field]);
    }
    const [row] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shop.id));
    expect(row!.name).toBe(shop.name);
  });

  it("reads only the acting owner's shop", async () => {
    const mine = await createFundedShop(db);
    const theirs = await createFundedShop(db);
    await updateFranchiseeProfile({ actor: theirs.actor, input: franchiseeProfileSchema.parse(form(theirs.shop.categoryId)), db });
    const profile = await getFranchiseeProfile({ actor: mine.actor, db });
    expect(profile.data.franchisee_name).toBe(mine.shop.name);
  });
});
