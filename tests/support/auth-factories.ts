import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import type { Executor } from "../../server/db/connect";
import { account, customers, franchisees, smsOutbox, user } from "../../server/db/schema";
import { uniqueMobile } from "./factories";

let hashes = new Map<string, Promise<string>>();

/** Better Auth's scrypt hash of a password, computed once per password per test file. */
export function passwordHash(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}
export function resetPasswordHashes() {
  hashes = new Map();
}

/** A user with a credential account (mobile + password), and optionally a customer and/or franchisee record. */
export async function createAccount(
  db: Executor,
  options: {
    password?: string;
    roles?: string;
    customer?: "active" | "pending" | "blocked" | null;
    franchisee?: boolean;
    verified?: boolean;
    mobile?: string;
    email?: string;
    code?: string;
  } = {},
) {
  const id = randomUUID();
  const mobile = options.mobile ?? uniqueMobile();
  await db.insert(user).values({
    id,
    name: "Asha Patil",
    email: options.email ?? `acct-${id}@example.test`,
    phoneNumber: mobile,
    phoneNumberVerified: options.verified ?? true,
    role: options.roles ?? "customer",
  });
  await db.insert(account).values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: await passwordHash(options.password ?? "Secret@123") });
  let customerId: number | undefined;
  const customerStatus = options.customer === undefined ? "active" : options.customer;
  if (customerStatus) {
    const [row] = await db
      .insert(customers)
      .values({ userId: id, firstName: "Asha", lastName: "Patil", status: customerStatus, code: options.code })
      .returning({ id: customers.id });
    customerId = row!.id;
  }
  let franchiseeId: number | undefined;
  if (options.franchisee) {
    const [row] = await db.insert(franchisees).values({ userId: id, ownerName: "Suresh Wankhede" }).returning({ id: franchisees.id });
    franchiseeId = row!.id;
  }
  return { userId: id, mobile, customerId, franchiseeId, password: options.password ?? "Secret@123" };
}

/** The six-digit code in the latest SMS to a number (the outbox is the delivery in tests). */
export async function latestSmsCode(db: Executor, mobile: string): Promise<string | undefined> {
  const [row] = await db.select({ body: smsOutbox.body }).from(smsOutbox).where(eq(smsOutbox.toMobile, mobile)).orderBy(desc(smsOutbox.id)).limit(1);
  return row?.body.match(/\b(\d{6})\b/)?.[1];
}

export async function smsCount(db: Executor, mobile: string): Promise<number> {
  return (await db.select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.toMobile, mobile))).length;
}
