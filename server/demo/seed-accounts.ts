import { randomUUID } from "node:crypto";
import type { Transaction } from "../db/connect";
import { account, user } from "../db/schema";

export type LoginUser = { name: string; email: string; mobile: string | null; role: string; passwordHash: string | null; createdAt?: Date };

/** Users with a Better Auth credential account (mobile + password login), inserted in one go. */
export async function insertLoginUsers(tx: Transaction, users: LoginUser[]): Promise<string[]> {
  if (users.length === 0) return [];
  const rows = users.map((u) => ({
    id: randomUUID(),
    name: u.name,
    email: u.email.toLowerCase(),
    emailVerified: false,
    phoneNumber: u.mobile,
    phoneNumberVerified: u.mobile !== null,
    role: u.role,
    createdAt: u.createdAt ?? new Date(),
    updatedAt: u.createdAt ?? new Date(),
  }));
  await tx.insert(user).values(rows);
  const credentials = rows.flatMap((row, index) => {
    const hash = users[index]!.passwordHash;
    return hash ? [{ id: randomUUID(), accountId: row.id, providerId: "credential", userId: row.id, password: hash }] : [];
  });
  if (credentials.length > 0) await tx.insert(account).values(credentials);
  return rows.map((row) => row.id);
}
