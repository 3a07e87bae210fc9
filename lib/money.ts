import { toLatinDigits } from "./format";

/** Money is integer paise everywhere; these are the only conversions to and from rupees. */
/**
 * en-IN in every language, deliberately: ICU's Marathi currency pattern drops the lakh grouping
 * (₹123,456.00) and its digits are Devanagari; tests/unit/format.test.ts checks each language.
 */
const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: "latn" });

/** ₹1,23,456.00 — lakh grouping, Latin digits, in every language. */
export function formatPaise(paise: number): string {
  return inr.format(paise / 100);
}

/**
 * Rupees as a person types them ("1500", "1,500.50") to paise, or null when it is not a positive
 * amount with at most two decimals.
 */
export function rupeesToPaise(input: string | number): number | null {
  const text = toLatinDigits(String(input)).replace(/[,\s₹]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** A share of an amount in basis points, rounded half up to the paisa (amounts are positive). */
export function applyRateBp(amountPaise: number, rateBp: number): number {
  return Math.floor((amountPaise * rateBp + 5_000) / 10_000);
}
