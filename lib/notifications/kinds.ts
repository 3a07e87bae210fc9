/**
 * Every kind of notification, who receives it and whether its SMS can be turned off
 * (docs/product.md#notifications). Browser-safe: the settings page and the API read it too.
 * - `always`: money movement or security; the SMS goes whatever the person's preference.
 * - `optional`: the person chooses in-app only or in-app and SMS; SMS unless they turned it off.
 * - `never`: in-app only (not about money or security: reviews).
 * `quiet`: a promotional-style digest, whose SMS waits out the quiet hours (21:00 to 09:00 India time).
 */
export const NOTIFICATION_KINDS = {
  /** A shop recorded a purchase on the customer's code (the first fraud to expect). */
  sale_recorded: { audience: "customer", sms: "optional" },
  /** An operator reversed a sale on the customer's code. */
  sale_reversed: { audience: "customer", sms: "optional" },
  /** An operator reversed one of the shop's sales: its interest went back to the wallet. */
  shop_sale_reversed: { audience: "franchisee", sms: "always" },
  /** A payout line was paid, with the bank's UTR. */
  payout_paid: { audience: "customer", sms: "always" },
  /** A payout line bounced; the amount is held again for the next batch. */
  payout_failed: { audience: "customer", sms: "always" },
  /** An operator recorded money the shop paid into its wallet. */
  wallet_topped_up: { audience: "franchisee", sms: "always" },
  /** An operator corrected the shop's wallet (credit or debit). */
  wallet_corrected: { audience: "franchisee", sms: "always" },
  /** The month closed: the member's statement (gross, TDS, net, status). */
  statement_ready: { audience: "customer", sms: "optional" },
  /** At the close, an amount was held because the member's KYC is incomplete. */
  kyc_hold: { audience: "customer", sms: "optional" },
  /** New members joined the member's downline (at most one digest a day). */
  downline_digest: { audience: "customer", sms: "optional", quiet: true },
  /** A shop replied to the customer's review. */
  review_replied: { audience: "customer", sms: "never" },
  /** A customer reviewed the owner's shop. */
  review_posted: { audience: "franchisee", sms: "never" },
  /** The wallet can cover fewer than the shop's number of sales at its recent average interest (once per low spell). */
  wallet_low: { audience: "franchisee", sms: "optional" },
  /** The operators' daily digest of what waits. */
  operator_digest: { audience: "operator", sms: "optional", quiet: true },
  /** A background job failed. */
  job_failed: { audience: "operator", sms: "optional" },
} as const satisfies Record<string, { audience: "customer" | "franchisee" | "operator"; sms: "always" | "optional" | "never"; quiet?: true }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const NOTIFICATION_KIND_LIST = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KINDS, value);
}

/** Promotional-style kinds: their SMS is not sent between 21:00 and 09:00 India time (sent after). */
export const QUIET_KINDS = NOTIFICATION_KIND_LIST.filter((kind) => "quiet" in NOTIFICATION_KINDS[kind]);

/** The kinds a person with these roles can receive (the settings page lists only those). */
export function kindsFor(roles: readonly string[]): NotificationKind[] {
  return NOTIFICATION_KIND_LIST.filter((kind) => roles.includes(NOTIFICATION_KINDS[kind].audience));
}

/** Kinds whose SMS the person may turn off. */
export const OPTIONAL_SMS_KINDS = NOTIFICATION_KIND_LIST.filter((kind) => NOTIFICATION_KINDS[kind].sms === "optional");
