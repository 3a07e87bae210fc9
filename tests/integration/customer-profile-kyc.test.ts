import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { customerProfileSchema, kycSchema } from "../../lib/validation/customer";
import { auditLog, cities, customers, kycDetails, user } from "../../server/db/schema";
import { getCustomerProfile } from "../../server/customers/get-customer-profile";
import { getKyc } from "../../server/customers/get-kyc";
import { updateCustomerProfile } from "../../server/customers/update-customer-profile";
import { updateKyc } from "../../server/customers/update-kyc";
import { decryptField } from "../../server/security/field-encryption";
import { connectTestDb } from "../support/db";
import { createCodedCustomer } from "../support/sales-factories";
import { actorOf } from "../support/customer-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

async function aCity() {
  const slug = `test-town-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const [city] = await db.insert(cities).values({ slug, name: "Test Town", latitude: 21.1, longitude: 79.1 }).returning();
  return city!;
}

const profileInput = (overrides: Record<string, string> = {}) =>
  customerProfileSchema.parse({ firstName: "Sunita", middleName: "", lastName: "Kale", email: `sunita-${Date.now()}-${Math.random()}@example.test`, gender: "Female", age: "34", aadhar_no: "123456789012", pan_no: "abcde1234f", state: "MAHARASHTRA", city: "", pincode: "440001", address: "Plot 12, Dharampeth", ...overrides });

describe("customer profile", () => {
  it("saves every field for the signed-in customer and keeps only the last four Aadhaar digits", async () => {
    const me = await createCodedCustomer(db);
    const actor = await actorOf(db, me.id);
    const city = await aCity();
    const saved = await updateCustomerProfile({ actor, input: profileInput({ city: city.slug }), db });
    expect(saved).toMatchObject({ firstName: "Sunita", lastName: "Kale", gender: "Female", age: "34", aadhar_last4: "9012", pan_no: "ABCDE1234F", state: "MAHARASHTRA", city: city.slug, pincode: "440001" });
    const [row] = await db.select().from(customers).where(eq(customers.id, me.id));
    expect(row!.aadhaarLast4).toBe("9012");
    expect(JSON.stringify(row)).not.toContain("123456789012");
    const [account] = await db.select({ name: user.name }).from(user).where(eq(user.id, actor.userId));
    expect(account!.name).toBe("Sunita Kale");
    const audits = await db.select().from(auditLog).where(and(eq(auditLog.entityType, "customer"), eq(auditLog.entityId, String(me.id))));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0])).not.toContain("123456789012");

    // A blank Aadhaar keeps what is on file.
    const again = await updateCustomerProfile({ actor, input: profileInput({ aadhar_no: "", firstName: "" }), db });
    expect(again).toMatchObject({ aadhar_last4: "9012", firstName: "" });
  });

  it("answers field errors for a pincode outside Maharashtra, an unknown town and a taken email", async () => {
    const [me, other] = [await createCodedCustomer(db), await createCodedCustomer(db)];
    const actor = await actorOf(db, me.id);
    await expect(updateCustomerProfile({ actor, input: profileInput({ pincode: "110001" }), db })).rejects.toMatchObject({ fieldErrors: { pincode: "Please enter a pincode in Maharashtra." } });
    await expect(updateCustomerProfile({ actor, input: profileInput({ city: "atlantis" }), db })).rejects.toMatchObject({ fieldErrors: { city: "Please select a city from the list." } });
    const [taken] = await db.select({ email: user.email }).from(user).where(eq(user.id, (await actorOf(db, other.id)).userId));
    await expect(updateCustomerProfile({ actor, input: profileInput({ email: taken!.email }), db })).rejects.toMatchObject({ fieldErrors: { email: "email id already registered." } });
  });

  it("checks docs/product.md#validation-rules-and-messages's rules with its exact messages", () => {
    const messages = (input: Record<string, string>) => {
      const result = customerProfileSchema.safeParse({ email: "a@b.co", ...input });
      return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    };
    expect(messages({ firstName: "Ravi1" })).toEqual({ firstName: "you can not use numbers,symbols & spaces in first name." });
    expect(messages({ middleName: "A B" })).toEqual({ middleName: "you can not use numbers,symbols & spaces in middle name." });
    expect(messages({ lastName: "K@le" })).toEqual({ lastName: "you can not use numbers,symbols & spaces in last name." });
    expect(messages({ firstName: "", middleName: "", lastName: "" })).toEqual({});
    expect(messages({ email: "nope" })).toEqual({ email: "please enter valid email id." });
    expect(messages({ age: "3a" })).toEqual({ age: "age should be numbers." });
    expect(messages({ age: "3" })).toEqual({ age: "age should be exact 2 numbers." });
    // The Terms admit members of 18 and over; "05" once reached the database's check and answered 500.
    for (const age of ["12", "17", "00", "01", "05", "09"]) expect(messages({ age }), age).toEqual({ age: "members are 18 or older: enter an age from 18 to 99." });
    for (const age of ["18", "99", "", "१८"]) expect(messages({ age }), age).toEqual({});
    expect(messages({ aadhar_no: "12345" })).toEqual({ aadhar_no: "aadhar no should be exact 12 numbers." });
    expect(messages({ pan_no: "ABCD1234F" })).toEqual({ pan_no: "please enter valid pan card number." });
    expect(messages({ pincode: "4400" })).toEqual({ pincode: "pincode should be exact 6 numbers." });
    expect(messages({ state: "GOA" })).toEqual({ state: "Please select the state." });
  });
});

describe("KYC bank details", () => {
  it("stores the account number encrypted, shows it masked and records every change", async () => {
    const me = await createCodedCustomer(db);
    const actor = await actorOf(db, me.id);
    const input = kycSchema.parse({ bank_name: "State Bank of India", branch: "Sitabuldi", ifsc: "sbin0000432", account_no: "123456789012", confirm_account_no: "123456789012" });
    const first = await updateKyc({ actor, input, db });
    expect(first.kyc).toMatchObject({ bank_name: "State Bank of India", ifsc: "SBIN0000432", account_masked: "XXXXXX9012" });
    const [row] = await db.select().from(kycDetails).where(eq(kycDetails.customerId, me.id));
    expect(row!.accountNumberEncrypted).not.toContain("123456789012");
    expect(decryptField(row!.accountNumberEncrypted)).toBe("123456789012");
    expect(row!.updatedBy).toBe(actor.userId);

    await updateKyc({ actor, input: { ...input, account_no: "999988887777", confirm_account_no: "999988887777" }, db });
    expect((await getKyc({ actor, db })).kyc!.account_masked).toBe("XXXXXX7777");
    const audits = await db.select().from(auditLog).where(and(eq(auditLog.entityType, "kyc_details"), eq(auditLog.entityId, String(me.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(["customer.kyc_added", "customer.kyc_updated"]);
    expect(audits.every((a) => a.actorUserId === actor.userId)).toBe(true);
    expect(JSON.stringify(audits)).not.toMatch(/123456789012|999988887777/);
  });

  it("checks IFSC, account number length and the repeated number", () => {
    const errors = (input: Record<string, string>) => {
      const result = kycSchema.safeParse({ bank_name: "SBI", branch: "Main", ifsc: "SBIN0000432", account_no: "123456789", confirm_account_no: "123456789", ...input });
      return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    };
    expect(errors({})).toEqual({});
    expect(errors({ ifsc: "SBIN1000432" })).toEqual({ ifsc: "Please enter a valid IFSC code (like SBIN0000432)." });
    expect(errors({ account_no: "12345", confirm_account_no: "12345" })).toEqual({ account_no: "Account number should be 9 to 18 digits." });
    expect(errors({ confirm_account_no: "123456780" })).toEqual({ confirm_account_no: "Account numbers do not match." });
    expect(errors({ bank_name: " ", branch: "" })).toEqual({ bank_name: "Please enter the bank name.", branch: "Please enter the branch." });
  });

  it("never shows one customer another's profile or bank details", async () => {
    const [me, other] = [await createCodedCustomer(db, { firstName: "Mine" }), await createCodedCustomer(db, { firstName: "Theirs" })];
    const [mine, theirs] = [await actorOf(db, me.id), await actorOf(db, other.id)];
    await updateKyc({ actor: theirs, input: kycSchema.parse({ bank_name: "Bank of Maharashtra", branch: "Wardha", ifsc: "MAHB0000123", account_no: "5555666677778888", confirm_account_no: "5555666677778888" }), db });
    expect((await getCustomerProfile({ actor: mine, db })).firstName).toBe("Mine");
    expect((await getKyc({ actor: mine, db })).kyc).toBeNull();
  });
});
