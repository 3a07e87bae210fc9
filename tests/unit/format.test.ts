import { describe, expect, it } from "vitest";
import { createTranslator } from "use-intl/core";
import { routing } from "../../i18n/routing";
import { loadMessages } from "../../messages";
import { countArgs, formatCalendarDate, formatCount, formatDate, formatNumber, pluralize, toLatinDigits } from "../../lib/format";
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

describe("one formatter for counts, dates and plurals (lib/format.ts)", () => {
  it("counts: Indian grouping, Latin digits, in every language (a stat card's 1886 reads 1,886)", () => {
    expect(formatCount(1886)).toBe("1,886");
    expect(formatCount(1_23_45_678)).toBe("1,23,45,678");
    expect(formatCount(7)).toBe("7");
  });

  it("calendar dates (a 'YYYY-MM-DD' day) in the one display style, never the ISO text", () => {
    expect(formatCalendarDate("2026-10-01", "en")).toBe(formatDate(new Date("2026-10-01T12:00:00+05:30"), "en"));
    expect(formatCalendarDate("2026-10-01", "en")).toBe("1 Oct 2026");
    expect(formatCalendarDate("2026-10-01", "mr")).toMatch(/^1 ऑक्टो/);
    expect(formatCalendarDate("2026-10-01", "hi")).toMatch(/^1 अक्टू/);
    for (const locale of routing.locales) expect(formatCalendarDate("2026-10-01", locale)).not.toMatch(DEVANAGARI_DIGIT);
  });

  it("English plurals for the console's own words", () => {
    expect(pluralize(1, "member", "members")).toBe("1 member");
    expect(pluralize(0, "member", "members")).toBe("0 members");
    expect(pluralize(12_345, "member", "members")).toBe("12,345 members");
  });

  it("catalog plurals: one and other in en, mr and hi, with the count grouped", async () => {
    const expected: Record<string, [string, string]> = {
      en: ["1 member", "1,886 members"],
      mr: ["1 सदस्य", "1,886 सदस्य"],
      hi: ["1 सदस्य", "1,886 सदस्य"],
    };
    for (const locale of routing.locales) {
      const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "CustomerDownline" });
      expect(t("members", countArgs(1))).toBe(expected[locale]![0]);
      expect(t("members", countArgs(1886))).toBe(expected[locale]![1]);
      expect(t("members", countArgs(0))).not.toMatch(/\d/);
    }
    const comments = createTranslator({ locale: "hi", messages: await loadMessages("hi"), namespace: "News" });
    expect([comments("comments", countArgs(1)), comments("comments", countArgs(2))]).toEqual(["1 टिप्पणी", "2 टिप्पणियाँ"]);
    const shops = createTranslator({ locale: "mr", messages: await loadMessages("mr"), namespace: "Shops" });
    expect([shops("resultCount", countArgs(1)), shops("resultCount", countArgs(12_000))]).toEqual(["1 दुकान", "12,000 दुकाने"]);
    {
    }
  });

  it("a wait in seconds says 1 second, 30 seconds", async () => {
    const t = createTranslator({ locale: "en", messages: await loadMessages("en"), namespace: "AuthServer" });
    expect(t("cooldown", countArgs(1, "seconds"))).toContain("1 second ");
    expect(t("cooldown", countArgs(30, "seconds"))).toContain("30 seconds");
  });
});
