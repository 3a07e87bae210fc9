import "server-only";
import type { KycInput } from "@/lib/validation/customer";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { auditLog, kycDetails } from "@/server/db/schema";
import { encryptField } from "@/server/security/field-encryption";
import { getKyc, maskAccount } from "./get-kyc";
import { getOwnCustomer } from "./get-own-customer";

/**
 * docs/product.md#json-api customers/kyc: the acting customer sets their bank details. The account number is
 * stored encrypted with its last four digits for display. Because it redirects money, every change
 * is recorded in the audit log (who, when, before and after, masked) in the same transaction.
 */
export async function updateKyc({ actor, input, db = appDb, ipAddress }: { actor: Actor; input: KycInput; db?: Database; ipAddress?: string | null }) {
  const customer = await getOwnCustomer({ actor, db });
  const before = (await getKyc({ actor, db })).kyc;
  const last4 = input.account_no.slice(-4);
  const values = {
    bankName: input.bank_name,
    branch: input.branch,
    ifsc: input.ifsc,
    accountNumberEncrypted: encryptField(input.account_no),
    accountNumberLast4: last4,
    updatedBy: actor.userId,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx.insert(kycDetails).values({ customerId: customer.id, ...values }).onConflictDoUpdate({ target: kycDetails.customerId, set: values });
    await tx.insert(auditLog).values({
      actorUserId: actor.userId,
      action: before ? "customer.kyc_updated" : "customer.kyc_added",
      entityType: "kyc_details",
      entityId: String(customer.id),
      before: before ? { bank_name: before.bank_name, branch: before.branch, ifsc: before.ifsc, account: before.account_masked } : null,
      after: { bank_name: input.bank_name, branch: input.branch, ifsc: input.ifsc, account: maskAccount(last4) },
      ipAddress: ipAddress ?? null,
    });
  });
  return getKyc({ actor, db });
}
