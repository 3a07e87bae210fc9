import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import { z } from "zod";
import type { Database } from "../db/connect";
import { account, user } from "../db/schema";
import { parseRoles } from "./roles";

export const createOperatorInput = z.object({
  mobile: z.string().regex(/^[0-9]{10}$/, "mobile must be exactly 10 digits"),
  name: z.string().trim().min(1, "name is required").max(100),
  password: z.string().min(8, "password must be at least 8 characters").max(128),
  email: z.email().optional(),
});

/**
 * Makes a mobile number an operator (`npm run create-operator`). A new number gets a user with a
 * credential account; an existing user keeps its other roles and gains "operator" (its password is
 * set only if it has none). Not `server-only`: the CLI imports it.
 */
export async function createOperator(db: Database, raw: z.input<typeof createOperatorInput>): Promise<{ userId: string; created: boolean }> {
  const input = createOperatorInput.parse(raw);
  const hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: user.id, role: user.role }).from(user).where(eq(user.phoneNumber, input.mobile));
    if (existing) {
      const roles = new Set<string>(parseRoles(existing.role));
      roles.add("operator");
      await tx.update(user).set({ role: [...roles].join(","), banned: false }).where(eq(user.id, existing.id));
      const [credential] = await tx.select({ id: account.id }).from(account).where(and(eq(account.userId, existing.id), eq(account.providerId, "credential")));
      if (!credential) await tx.insert(account).values({ id: randomUUID(), accountId: existing.id, providerId: "credential", userId: existing.id, password: hash });
      return { userId: existing.id, created: false };
    }
    const id = randomUUID();
    await tx.insert(user).values({
      id,
      name: input.name,
      email: (input.email ?? `operator-${input.mobile}@operators.invalid`).toLowerCase(),
      phoneNumber: input.mobile,
      phoneNumberVerified: true,
      role: "operator",
    });
    await tx.insert(account).values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
    return { userId: id, created: true };
  });
}
