import "server-only";
import { eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { kycDetails } from "@/server/db/schema";
import { getOwnCustomer } from "./get-own-customer";

/** What is shown of the bank details on file: the account number only masked. */
export type KycSummary = { bank_name: string; branch: string; ifsc: string; account_masked: string; updatedAt: string; panOnFile: boolean } | null;

export function maskAccount(last4: string): string {
  return `XXXXXX${last4}`;
}

/** The acting customer's KYC bank details, masked (the full number is never sent back). */
export async function getKyc({ actor, db = appDb }: { actor: Actor; db?: Executor }): Promise<{ kyc: KycSummary; panOnFile: boolean }> {
  const customer = await getOwnCustomer({ actor, db });
  const [row] = await db.select().from(kycDetails).where(eq(kycDetails.customerId, customer.id));
  const panOnFile = Boolean(customer.pan);
  if (!row) return { kyc: null, panOnFile };
  return {
    kyc: { bank_name: row.bankName, branch: row.branch, ifsc: row.ifsc, account_masked: maskAccount(row.accountNumberLast4), updatedAt: row.updatedAt.toISOString(), panOnFile },
    panOnFile,
  };
}
