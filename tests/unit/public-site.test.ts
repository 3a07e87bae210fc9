import { describe, expect, it } from "vitest";
import { isOpenAt } from "../../lib/public/opening-hours";
import { cutText } from "../../lib/public/types";
import { parseShopQueryLeniently } from "../../lib/validation/public";
import { plainText, sanitizeRichText } from "../../server/public/sanitize";

// 2026-11-23 is a Monday. Kolkata is UTC+05:30.
const ist = (isoLocal: string) => new Date(`${isoLocal}+05:30`);

describe("opening hours in Asia/Kolkata", () => {
  const hours = [
    { day: "mon" as const, open: "09:00", close: "13:00" },
    { day: "mon" as const, open: "16:00", close: "21:00" },
    { day: "sat" as const, open: "20:00", close: "02:00" },
  ];
  it.each([
    ["2026-11-23T08:59", false],
    ["2026-11-23T09:00", true],
    ["2026-11-23T13:00", false],
    ["2026-11-23T17:30", true],
    ["2026-11-24T10:00", false],
    ["2026-11-28T23:00", true],
    ["2026-11-29T01:59", true],
    ["2026-11-29T02:00", false],
  ])("at %s open is %s", (when, expected) => {
    expect(isOpenAt(hours, ist(when))).toBe(expected);
  });
  it("is closed with no hours", () => expect(isOpenAt([], new Date())).toBe(false));
});

describe("previews", () => {
  it("cuts at the length with an ellipsis, untouched when short", () => {
    expect(cutText("a".repeat(50), 45)).toBe(`${"a".repeat(45)}…`);
    expect(cutText("Main Road,   Nagpur", 45)).toBe("Main Road, Nagpur");
  });
  it("strips markup and decodes entities for excerpts", () => {
    expect(plainText("<p>Fish &amp; chips</p><script>x</script><b>now</b>")).toBe("Fish & chipsnow");
  });
  it("keeps allowed formatting and drops scripts, handlers and foreign schemes", () => {
    const html = sanitizeRichText('<p style="x" onclick="y">A <a href="javascript:alert(1)">b</a> <a href="https://x.test">c</a></p><iframe src="x"></iframe>');
    expect(html).toBe('<p>A <a rel="nofollow noopener noreferrer">b</a> <a href="https://x.test" rel="nofollow noopener noreferrer">c</a></p>');
  });
});

describe("listing filters from the query string", () => {
  it("keeps the valid filters and reports the invalid ones", () => {
    const { query, errors } = parseShopQueryLeniently({ city: "nagpur", pincode: "44", category: "" });
    expect(query).toEqual({ city: "nagpur" });
    expect(errors).toEqual({ pincode: "pincode should be exact 6 numbers." });
  });
});
