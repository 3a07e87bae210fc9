import "server-only";
import { eq } from "drizzle-orm";
import type { UserActor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { cities, user } from "@/server/db/schema";
import { getOwnCustomer } from "./get-own-customer";

export type CustomerProfile = {
  code: string;
  mobile: string;
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  gender: "" | "Male" | "Female";
  age: string;
  /** Only the last four digits of the Aadhaar number are ever shown again. */
  aadhar_last4: string | null;
  pan_no: string;
  state: "" | "MAHARASHTRA";
  city: string;
  pincode: string;
  address: string;
};

/** docs/product.md#json-api customers/profile: the acting customer's own profile, as the form edits it. */
export async function getCustomerProfile({ actor, db = appDb }: { actor: UserActor; db?: Executor }): Promise<CustomerProfile> {
  const customer = await getOwnCustomer({ actor, db });
  const [account] = await db.select({ email: user.email, mobile: user.phoneNumber }).from(user).where(eq(user.id, actor.userId));
  const [city] = customer.cityId ? await db.select({ slug: cities.slug }).from(cities).where(eq(cities.id, customer.cityId)) : [];
  return {
    code: customer.code ?? "",
    mobile: account?.mobile ?? "",
    firstName: customer.firstName,
    middleName: customer.middleName,
    lastName: customer.lastName,
    email: account?.email ?? "",
    gender: customer.gender === "male" ? "Male" : customer.gender === "female" ? "Female" : "",
    age: customer.age === null ? "" : String(customer.age),
    aadhar_last4: customer.aadhaarLast4,
    pan_no: customer.pan ?? "",
    state: customer.state === "MAHARASHTRA" ? "MAHARASHTRA" : "",
    city: city?.slug ?? "",
    pincode: customer.pincode ?? "",
    address: customer.address ?? "",
  };
}
