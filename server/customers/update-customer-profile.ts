import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { AUTH_SERVER_MESSAGES } from "@/server/auth/messages";
import type { UserActor } from "@/server/auth/actor";
import { CUSTOMER_MESSAGES, type CustomerProfileInput } from "@/lib/validation/customer";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { auditLog, cities, customers, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { isMaharashtraPincode } from "@/server/reference/pincodes";
import { blindIndex } from "@/server/security/field-encryption";
import { getCustomerProfile } from "./get-customer-profile";
import { getOwnCustomer } from "./get-own-customer";

const fieldError = (field: string, message: string) => new AppError("validation_failed", { userMessage: message, fieldErrors: { [field]: message } });

/**
 * docs/product.md#json-api customers/update: the acting customer edits their own profile. The Aadhaar number is
 * kept only as its last four digits and a keyed hash; a blank one keeps what is on file. Answers
 * the new profile (the session's name follows: the header reads it from the customer record).
 */
export async function updateCustomerProfile({ actor, input, db = appDb }: { actor: UserActor; input: CustomerProfileInput; db?: Database }) {
  const customer = await getOwnCustomer({ actor, db });
  let cityId: number | null = null;
  if (input.city) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, input.city));
    if (!city) throw fieldError("city", CUSTOMER_MESSAGES.cityInvalid);
    cityId = city.id;
  }
  if (input.pincode && !isMaharashtraPincode(input.pincode)) throw fieldError("pincode", CUSTOMER_MESSAGES.pincodeOutside);
  const [taken] = await db.select({ id: user.id }).from(user).where(and(eq(user.email, input.email), ne(user.id, actor.userId)));
  if (taken) throw fieldError("email", AUTH_SERVER_MESSAGES.emailTaken);

  const before = await getCustomerProfile({ actor, db });
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({
        firstName: input.firstName,
        middleName: input.middleName,
        lastName: input.lastName,
        gender: input.gender === "Male" ? "male" : input.gender === "Female" ? "female" : null,
        age: input.age ? Number(input.age) : null,
        pan: input.pan_no || null,
        state: input.state || null,
        cityId,
        pincode: input.pincode || null,
        address: input.address || null,
        ...(input.aadhar_no ? { aadhaarLast4: input.aadhar_no.slice(-4), aadhaarHash: blindIndex(input.aadhar_no) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customer.id));
    await tx
      .update(user)
      .set({ email: input.email, name: [input.firstName, input.middleName, input.lastName].filter(Boolean).join(" ") || before.code, updatedAt: new Date() })
      .where(eq(user.id, actor.userId));
    await tx.insert(auditLog).values({
      actorUserId: actor.userId,
      action: "customer.profile_updated",
      entityType: "customer",
      entityId: String(customer.id),
      before,
      after: { ...input, aadhar_no: input.aadhar_no ? `XXXXXXXX${input.aadhar_no.slice(-4)}` : undefined },
    });
  });
  return getCustomerProfile({ actor, db });
}
