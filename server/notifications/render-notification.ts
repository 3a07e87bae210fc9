import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatMonthName } from "@/lib/format";
import { formatPaise } from "@/lib/money";
import type { NotificationKind } from "@/lib/notifications/kinds";

export type NotificationLocale = "en" | "mr" | "hi";
type KindTexts = { title: string; body: string; sms: string };

type Catalog = { kinds: Record<NotificationKind, KindTexts>; words: Record<string, string> };
const catalogs = new Map<string, Catalog>();

/**
 * A language's texts, read from the catalog file itself: the app's build precompiles the JSON it
 * imports from messages/ for next-intl (next.config.ts), which would leave no plain text to fill
 * here, and the worker runs outside Next.js. Read once per process and language.
 */
function catalogOf(locale: NotificationLocale): Catalog {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    const file = path.join(process.cwd(), "messages", locale, "notifications.json");
    catalog = (JSON.parse(readFileSync(file, "utf8")) as { notifications: Catalog }).notifications;
    catalogs.set(locale, catalog);
  }
  return catalog;
}

/**
 * The arguments a kind's texts name, from its stored params: amounts in paise become rupees
 * (`amount`, `interest`, `balance`, `signedAmount`, `gross`, `tds`, `net`), a `month` its name in the
 * language, a statement's status and hold reason a sentence (`statusText`, from the catalog's
 * `words`); everything else is shown as stored.
 */
export function notificationArguments(params: Record<string, string | number | null>, locale: NotificationLocale = "en", words: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) out[key] = value === null ? "" : String(value);
  const money = (key: string) => (typeof params[key] === "number" || (typeof params[key] === "string" && params[key] !== "") ? formatPaise(Number(params[key])) : "");
  out.amount = money("amountPaise");
  out.interest = money("interestPaise");
  out.balance = money("balancePaise");
  out.signedAmount = `${params.direction === "debit" ? "−" : "+"}${out.amount}`;
  out.gross = money("grossPaise");
  out.tds = money("tdsPaise");
  out.net = money("netPaise");
  if (typeof params.month === "string" && /^\d{4}-\d{2}/.test(params.month)) out.month = formatMonthName(params.month, locale);
  if (typeof params.status === "string") {
    out.statusText = words[`statement_${params.status}_${params.holdReason ?? ""}`] ?? words[`statement_${params.status}`] ?? "";
  }
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
  const language: NotificationLocale = locale === "mr" || locale === "hi" ? locale : "en";
  const catalog = catalogOf(language);
  const texts = catalog.kinds[kind];
  const args = notificationArguments(params, language, catalog.words);
  return { title: fill(texts.title, args), body: fill(texts.body, args), sms: fill(texts.sms, args) };
}
