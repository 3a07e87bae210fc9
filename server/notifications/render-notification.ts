import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatPaise } from "@/lib/money";
import type { NotificationKind } from "@/lib/notifications/kinds";

export type NotificationLocale = "en" | "mr" | "hi";
type KindTexts = { title: string; body: string; sms: string };

const catalogs = new Map<string, Record<NotificationKind, KindTexts>>();

/**
 * A language's texts, read from the catalog file itself: the app's build precompiles the JSON it
 * imports from messages/ for next-intl (next.config.ts), which would leave no plain text to fill
 * here, and the worker runs outside Next.js. Read once per process and language.
 */
function catalogOf(locale: NotificationLocale): Record<NotificationKind, KindTexts> {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    const file = path.join(process.cwd(), "messages", locale, "notifications.json");
    catalog = (JSON.parse(readFileSync(file, "utf8")) as { notifications: { kinds: Record<NotificationKind, KindTexts> } }).notifications.kinds;
    catalogs.set(locale, catalog);
  }
  return catalog;
}

/**
 * The arguments a kind's texts name, from its stored params: amounts in paise become rupees
 * (`amount`, `interest`, `balance`, `signedAmount`); everything else is shown as stored.
 */
export function notificationArguments(params: Record<string, string | number | null>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) out[key] = value === null ? "" : String(value);
  const money = (key: string) => (typeof params[key] === "number" || (typeof params[key] === "string" && params[key] !== "") ? formatPaise(Number(params[key])) : "");
  out.amount = money("amountPaise");
  out.interest = money("interestPaise");
  out.balance = money("balancePaise");
  out.signedAmount = `${params.direction === "debit" ? "−" : "+"}${out.amount}`;
  return out;
}

function fill(template: string, args: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in args ? args[name]! : whole));
}

/**
 * A notification's title, body and SMS in its language. The catalogs are the same files the pages
 * read (messages/{en,mr,hi}/notifications.json); their kinds' texts use plain `{name}` arguments
 * only, so they are filled here without next-intl.
 */
export function renderNotification(kind: NotificationKind, params: Record<string, string | number | null>, locale: string): KindTexts {
  const catalog = catalogOf(locale === "mr" || locale === "hi" ? locale : "en");
  const texts = catalog[kind];
  const args = notificationArguments(params);
  return { title: fill(texts.title, args), body: fill(texts.body, args), sms: fill(texts.sms, args) };
}
