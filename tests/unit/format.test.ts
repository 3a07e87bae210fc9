import { describe, expect, it } from "vitest";
import { createTranslator } from "use-intl/core";
import { routing } from "../../i18n/routing";
import { loadMessages } from "../../messages";
import { formatDate, formatNumber, toLatinDigits } from "../../lib/format";
import { formatPaise } from "../../lib/money";

const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;

describe("Indian formats in every language", () => {
  for (const locale of routing.locales) {
    it(`${locale}: money has lakh grouping and Latin digits, also inside a translated sentence`, async () => {
      expect(formatPaise(12_345_600)).toBe("₹1,23,456.00");
      expect(formatPaise(1_000_000_050)).toBe("₹1,00,00,000.50");
      expect(formatPaise(5)).toBe("₹0.05");
      const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "Customer" });
      const sentence = t("goalMet", { amount: formatPaise(12_345_600) });
      expect(sentence).toContain("₹1,23,456.00");
      expect(sentence).not.toMatch(DEVANAGARI_DIGIT);
    });

    it(`${locale}: counts in messages are grouped the Indian way in Latin digits`, async () => {
      const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "Shops" });
      const text = t("resultCount", { count: 123_456, countText: formatNumber(123_456) });
      expect(text).toContain("1,23,456");
      expect(text).not.toMatch(DEVANAGARI_DIGIT);
    });

    it(`${locale}: dates are in Asia/Kolkata with Latin digits`, () => {
      // 20:00 UTC on 31 October is 1 November in India.
      const instant = new Date("2026-10-31T20:00:00Z");
      const date = formatDate(instant, locale);
      expect(date).toMatch(/\b1\b/);
      expect(date).toContain("2026");
      expect(date).not.toMatch(DEVANAGARI_DIGIT);
      expect(formatDate(instant, locale, "time")).toMatch(/1:30/);
      expect(formatDate(instant, locale, "dateTime")).not.toMatch(DEVANAGARI_DIGIT);
      expect(formatDate(instant, locale, "month")).toContain("2026");
    });
  }

  it("names months in the page's language", () => {
    const instant = new Date("2026-11-01T06:00:00Z");
    expect(formatDate(instant, "en", "dateLong")).toBe("1 November 2026");
    expect(formatDate(instant, "mr", "dateLong")).toBe("1 नोव्हेंबर, 2026");
    expect(formatDate(instant, "hi", "dateLong")).toBe("1 नवंबर 2026");
  });

  it("would have gone wrong with the languages' defaults (why the formatters exist)", () => {
    expect(new Intl.NumberFormat("mr", { style: "currency", currency: "INR" }).format(123_456)).not.toBe("₹1,23,456.00");
    expect(new Intl.DateTimeFormat("mr", { year: "numeric" }).format(new Date("2026-06-01"))).toMatch(DEVANAGARI_DIGIT);
  });

  it("reads Devanagari digits typed on an Indian keyboard as Latin digits", () => {
    expect(toLatinDigits("९८७६५४३२१०")).toBe("9876543210");
    expect(toLatinDigits("४४० ००१")).toBe("440 001");
    expect(toLatinDigits("abc 123")).toBe("abc 123");
  });
});
