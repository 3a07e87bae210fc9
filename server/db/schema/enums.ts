import { pgEnum } from "drizzle-orm/pg-core";

export const genderEnum = pgEnum("gender", ["male", "female"]);
export const customerStatusEnum = pgEnum("customer_status", ["pending", "active", "blocked"]);
export const treeSideEnum = pgEnum("tree_side", ["L", "R"]);
export const franchiseeStatusEnum = pgEnum("franchisee_status", ["active", "suspended"]);
export const shopStatusEnum = pgEnum("shop_status", ["draft", "published", "suspended"]);
export const newsStatusEnum = pgEnum("news_status", ["draft", "published"]);
export const commentStatusEnum = pgEnum("comment_status", ["pending", "approved", "hidden"]);
export const saleStatusEnum = pgEnum("sale_status", ["recorded", "reversed"]);
export const ledgerAccountKindEnum = pgEnum("ledger_account_kind", [
  /** Prepaid balance a shop spends on sale interest. Never negative. */
  "franchisee_wallet",
  /** Money received from shops (bank, UPI, cash): the other side of top-ups. */
  "company_cash",
  /** Sale interest earned by the company. */
  "company_revenue",
  /** Commission owed to one member, credited when a month closes. */
  "member_commission",
  /** Commission expense of the company. */
  "commission_expense",
  /** Income tax deducted at source, owed to the government. */
  "tds_payable",
]);
export const postingKindEnum = pgEnum("posting_kind", [
  "wallet_topup",
  "wallet_correction",
  "sale_interest",
  "sale_reversal",
  "commission_credit",
  "commission_adjustment",
  "commission_payout",
]);
export const paymentMethodEnum = pgEnum("payment_method", ["upi", "neft", "cash", "cheque"]);
export const planStatusEnum = pgEnum("commission_plan_status", ["draft", "published"]);
export const monthStatusEnum = pgEnum("commission_month_status", ["open", "closed"]);
export const runStatusEnum = pgEnum("commission_run_status", ["running", "succeeded", "failed"]);
export const runTriggerEnum = pgEnum("commission_run_trigger", ["cli", "operator", "schedule"]);
/**
 * A run, a close, a preview (a run rolled back) or a reconciliation (read only) started from the
 * console and done in the background (commission_jobs).
 */
export const commissionJobKindEnum = pgEnum("commission_job_kind", ["run", "close", "preview", "reconcile"]);
export const commissionJobStatusEnum = pgEnum("commission_job_status", ["running", "succeeded", "failed"]);
/** Where a job is: a run only runs the month; a close also reconciles, approves, posts the ledger and checks again. */
export const commissionJobStageEnum = pgEnum("commission_job_stage", ["running", "reconciling", "approving", "posting", "checking"]);
/** How a sale changed after its month was run (commission_sale_changes). */
export const commissionSaleChangeEnum = pgEnum("commission_sale_change", ["added", "reversed"]);
export const commissionAdjustmentKindEnum = pgEnum("commission_adjustment_kind", ["sale_reversed", "qualification_lost", "cap_relief"]);
export const statementStatusEnum = pgEnum("commission_statement_status", ["pending", "approved", "held", "paid"]);
export const payoutBatchStatusEnum = pgEnum("payout_batch_status", ["draft", "exported", "completed"]);
export const payoutLineStatusEnum = pgEnum("payout_line_status", ["pending", "paid", "failed"]);
/** Why someone reported a review (docs/product.md#reviews). */
export const reviewReportReasonEnum = pgEnum("review_report_reason", ["spam", "offensive", "not_genuine", "personal_info", "other"]);
/** A report waits in the operators' queue (`open`) until the review is hidden (`upheld`) or kept (`dismissed`). */
export const reviewReportStatusEnum = pgEnum("review_report_status", ["open", "upheld", "dismissed"]);
export const grievanceStatusEnum = pgEnum("grievance_status", ["new", "acknowledged", "resolved"]);
export const smsStatusEnum = pgEnum("sms_status", ["queued", "sent", "failed"]);
export const smsPurposeEnum = pgEnum("sms_purpose", ["signup", "password_reset", "franchisee_setup", "notice"]);
