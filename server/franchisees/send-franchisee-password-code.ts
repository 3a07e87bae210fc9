import "server-only";
import { eq } from "drizzle-orm";
import { recordAudit } from "@/server/audit/record-audit";
import { type Actor, assertRole } from "@/server/auth/actor";
import { issueCode } from "@/server/auth/one-time-code";
import { db as appDb } from "@/server/db/client";
import type { Database, Executor } from "@/server/db/connect";
import { franchisees, shops, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { siteOrigin } from "@/server/seo/site-origin";
import { sendSms } from "@/server/sms/send-sms";
import { franchiseePasswordCodeText } from "@/server/sms/sms-text";

/** An operator's code gives the owner a day: they may be told at the shop and do it that evening. */
export const FRANCHISEE_CODE_VALID_MINUTES = 24 * 60;

export type FranchiseeCode = { mobile: string; code: string; flowId: string; expiresAt: Date; purpose: "setup" | "reset" };

/**
 * Issues a password code for a shop owner inside the caller's transaction (the existing
 * password_reset flow of one_time_codes: hashed, five tries, one open code per number). The SMS is
 * sent by `textFranchiseeCode` after the transaction commits, so a rolled-back write sends nothing.
 */
export async function issueFranchiseeCode(tx: Executor, options: { userId: string; mobile: string; purpose: "setup" | "reset" }): Promise<FranchiseeCode> {
  const { row, code } = await issueCode(tx, { purpose: "password_reset", mobile: options.mobile, userId: options.userId, validMinutes: FRANCHISEE_CODE_VALID_MINUTES });
  return { mobile: options.mobile, code, flowId: row.id, expiresAt: row.expiresAt, purpose: options.purpose };
}

export async function textFranchiseeCode(db: Executor, issued: FranchiseeCode): Promise<void> {
  const link = new URL(`/api/v1/forgot/open?flow=${encodeURIComponent(issued.flowId)}`, await siteOrigin()).toString();
  await sendSms(db, {
    to: issued.mobile,
    body: franchiseePasswordCodeText({ code: issued.code, link, expiresAt: issued.expiresAt, purpose: issued.purpose }),
    purpose: issued.purpose === "setup" ? "franchisee_setup" : "password_reset",
  });
}

/**
 * An operator resets a shop owner's password (docs/product.md#roles-and-permissions: franchisees reset through the provider):
 * the owner gets a code by SMS and sets a new password on the reset-password pages; the operator
 * never sees or types it. The current password keeps working until then (a reset sent by mistake
 * locks no one out); suspend the shop to shut an account at once. Audited without the code.
 */
export async function sendFranchiseePasswordCode({ actor, shopId, db = appDb }: { actor: Actor; shopId: number; db?: Database }): Promise<{ mobile: string; expiresAt: string }> {
  assertRole(actor, "operator", "Only operators can reset a franchisee's password.");
  const [owner] = await db
    .select({ userId: user.id, mobile: user.phoneNumber, status: franchisees.status })
    .from(shops)
    .innerJoin(franchisees, eq(franchisees.id, shops.franchiseeId))
    .innerJoin(user, eq(user.id, franchisees.userId))
    .where(eq(shops.id, shopId));
  if (!owner) throw new AppError("not_found", { userMessage: "Shop not found." });
  if (!owner.mobile) throw new AppError("conflict", { userMessage: "The owner has no mobile number on file." });
  if (owner.status !== "active") throw new AppError("conflict", { userMessage: "The franchisee is suspended: restore the shop first." });
  const mobile = owner.mobile;

  const issued = await db.transaction(async (tx) => {
    const code = await issueFranchiseeCode(tx, { userId: owner.userId, mobile, purpose: "reset" });
    await recordAudit(tx, {
      actor,
      action: "franchisee.password_reset_sent",
      entityType: "shop",
      entityId: shopId,
      after: { mobile, expiresAt: code.expiresAt.toISOString() },
    });
    return code;
  });
  await textFranchiseeCode(db, issued);
  return { mobile, expiresAt: issued.expiresAt.toISOString() };
}
