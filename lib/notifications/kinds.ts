/**
 * Every kind of notification, who receives it and whether its SMS can be turned off
 * (docs/product.md#notifications). Browser-safe: the settings page and the API read it too.
 * - `always`: money movement or security; the SMS goes whatever the person's preference.
 * - `optional`: the person chooses in-app only or in-app and SMS; SMS unless they turned it off.
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
} as const satisfies Record<string, { audience: "customer" | "franchisee" | "operator"; sms: "always" | "optional" }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const NOTIFICATION_KIND_LIST = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KINDS, value);
}

/** Kinds whose SMS the person may turn off. */
export const OPTIONAL_SMS_KINDS = NOTIFICATION_KIND_LIST.filter((kind) => NOTIFICATION_KINDS[kind].sms === "optional");
