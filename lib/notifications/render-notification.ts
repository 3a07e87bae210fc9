import en from "@/messages/en/notifications.json";
import hi from "@/messages/hi/notifications.json";
import mr from "@/messages/mr/notifications.json";
import { formatPaise } from "@/lib/money";
import type { NotificationKind } from "./kinds";

export type NotificationLocale = "en" | "mr" | "hi";
type KindTexts = { title: string; body: string; sms: string };

const CATALOGS: Record<NotificationLocale, Record<NotificationKind, KindTexts>> = {
  en: en.notifications.kinds,
  mr: mr.notifications.kinds,
  hi: hi.notifications.kinds,
};

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
 * read (messages/{en,mr,hi}/notifications.json); their texts use plain `{name}` arguments only, so
 * the worker fills them without next-intl.
 */
export function renderNotification(kind: NotificationKind, params: Record<string, string | number | null>, locale: string): KindTexts {
  const catalog = CATALOGS[(locale in CATALOGS ? locale : "en") as NotificationLocale];
  const texts = catalog[kind];
  const args = notificationArguments(params);
  return { title: fill(texts.title, args), body: fill(texts.body, args), sms: fill(texts.sms, args) };
}
