import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shops } from "../../server/db/schema";
import type { OpeningHours } from "../../server/db/schema";
import { listShops } from "../../server/shops/list-shops";
import { formatClock, isOpenAt, openStatusAt } from "../../lib/public/opening-hours";
import { connectTestDb } from "../support/db";
import { createCategory, createShop } from "../support/factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

/** An instant given as India time: 2026-11-23 is a Monday. */
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const MON = "2026-11-23";
const TUE = "2026-11-24";
const SAT = "2026-11-28";
const SUN = "2026-11-29";
const NEXT_MON = "2026-11-30";

const weekdays = (open: string, close: string): OpeningHours => (["mon", "tue", "wed", "thu", "fri", "sat"] as const).map((day) => ({ day, open, close }));
const dayShop = weekdays("10:00", "21:30");
// A dhaba: 18:00 to 02:00 every day but Monday; Sunday night runs into Monday morning.
const nightShop: OpeningHours = (["tue", "wed", "thu", "fri", "sat", "sun"] as const).map((day) => ({ day, open: "18:00", close: "02:00" }));
// Lunch break: two periods on one day.
const splitShop: OpeningHours = [
  { day: "mon", open: "09:00", close: "13:00" },
  { day: "mon", open: "16:00", close: "20:00" },
];

/** docs/decisions/134-discovery-search.md "Hours rules": open/closed, the next change, closures; and the listing's SQL agreeing. */
describe("openStatusAt", () => {
  it("is open inside a period and says when it closes", () => {
    expect(openStatusAt(dayShop, ist(MON, "10:00"))).toEqual({ state: "open", closesAt: "21:30" });
    expect(openStatusAt(dayShop, ist(MON, "21:29"))).toEqual({ state: "open", closesAt: "21:30" });
  });

  it("is closed at the closing minute and says when it opens next: today, tomorrow or after a closed day", () => {
    expect(openStatusAt(dayShop, ist(MON, "21:30"))).toEqual({ state: "closed", opensAt: { time: "10:00", inDays: 1, day: "tue" } });
    expect(openStatusAt(dayShop, ist(TUE, "08:00"))).toEqual({ state: "closed", opensAt: { time: "10:00", inDays: 0, day: "tue" } });
    // Sunday is a closed day: Saturday night's next opening is Monday.
    expect(openStatusAt(dayShop, ist(SAT, "22:00"))).toEqual({ state: "closed", opensAt: { time: "10:00", inDays: 2, day: "mon" } });
    expect(openStatusAt(dayShop, ist(SUN, "12:00"))).toEqual({ state: "closed", opensAt: { time: "10:00", inDays: 1, day: "mon" } });
  });

  it("keeps a period that crosses midnight open into the next day, Sunday night into Monday", () => {
    expect(openStatusAt(nightShop, ist(TUE, "23:00"))).toEqual({ state: "open", closesAt: "02:00" });
    expect(openStatusAt(nightShop, ist("2026-11-25", "01:59"))).toEqual({ state: "open", closesAt: "02:00" });
    expect(openStatusAt(nightShop, ist(NEXT_MON, "01:00"))).toEqual({ state: "open", closesAt: "02:00" });
    // Monday has no period of its own: closed from 02:00 until Tuesday 18:00.
    expect(openStatusAt(nightShop, ist(NEXT_MON, "02:00"))).toEqual({ state: "closed", opensAt: { time: "18:00", inDays: 1, day: "tue" } });
  });

  it("handles two periods a day (a lunch break)", () => {
    expect(openStatusAt(splitShop, ist(MON, "12:59")).state).toBe("open");
    expect(openStatusAt(splitShop, ist(MON, "14:00"))).toEqual({ state: "closed", opensAt: { time: "16:00", inDays: 0, day: "mon" } });
    expect(openStatusAt(splitShop, ist(MON, "20:30"))).toEqual({ state: "closed", opensAt: { time: "09:00", inDays: 7, day: "mon" } });
  });

  it("joins periods that touch and says open all day for round-the-clock hours", () => {
    const allDay: OpeningHours = (["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const).map((day) => ({ day, open: "00:00", close: "24:00" }));
    expect(openStatusAt(allDay, ist(MON, "03:00"))).toEqual({ state: "open", closesAt: null });
    const lateNight: OpeningHours = [
      { day: "fri", open: "18:00", close: "24:00" },
      { day: "sat", open: "00:00", close: "03:00" },
    ];
    expect(openStatusAt(lateNight, ist("2026-11-27", "23:00"))).toEqual({ state: "open", closesAt: "03:00" });
  });

  it("is closed with no next opening when there are no hours", () => {
    expect(openStatusAt([], ist(MON, "12:00"))).toEqual({ state: "closed", opensAt: null });
  });

  it("a closure notice overrides the hours through its last day, or until removed", () => {
    const closure = { notice: "Diwali holiday", until: TUE };
    expect(openStatusAt(dayShop, ist(MON, "12:00"), closure)).toEqual({ state: "temporarilyClosed", until: TUE });
    expect(isOpenAt(dayShop, ist(TUE, "20:00"), closure)).toBe(false);
    expect(isOpenAt(dayShop, ist("2026-11-25", "12:00"), closure)).toBe(true);
    expect(isOpenAt(dayShop, ist(SAT, "12:00"), { notice: "Renovation", until: null })).toBe(false);
    expect(isOpenAt(dayShop, ist(SAT, "12:00"), { notice: null, until: TUE })).toBe(true);
  });

  it("formats clock times in each language", () => {
    expect(formatClock("21:30", "en").replace(/\s/g, " ")).toMatch(/^9:30 pm$/i);
    expect(formatClock("10:00", "en").replace(/\s/g, " ")).toMatch(/^10:00 am$/i);
    expect(formatClock("21:30", "mr")).toMatch(/9:30/);
  });
});

describe("the listing's Open now filter (SQL) agrees with openStatusAt", () => {
  const ids: Record<string, number> = {};
  let categorySlug = "";
  const all: Record<string, { hours: OpeningHours; closure?: { notice: string; until: string | null } }> = {
    day: { hours: dayShop },
    night: { hours: nightShop },
    split: { hours: splitShop },
    none: { hours: [] },
    holiday: { hours: dayShop, closure: { notice: "Holiday", until: TUE } },
    closedIndefinitely: { hours: dayShop, closure: { notice: "Renovation", until: null } },
  };

  beforeAll(async () => {
    const category = await createCategory(db);
    categorySlug = category.slug;
    for (const [name, shop] of Object.entries(all)) {
      ids[name] = (await createShop(db, { categoryId: category.id, status: "published", openingHours: shop.hours, closedNotice: shop.closure?.notice ?? null, closedUntil: shop.closure?.until ?? null })).shop.id;
    }
  });

  const instants = [ist(MON, "10:00"), ist(MON, "14:00"), ist(MON, "21:30"), ist(TUE, "23:00"), ist("2026-11-25", "12:00"), ist(SUN, "23:59"), ist(NEXT_MON, "01:30"), ist(NEXT_MON, "02:00")];
  it.each(instants.map((instant) => [instant.toISOString(), instant] as const))("at %s", async (_label, now) => {
    const listed = (await listShops({ query: { category: categorySlug, open_now: true, page: 1 }, db, now })).shops.map((s) => s.id).sort();
    const expected = Object.entries(all)
      .filter(([, shop]) => isOpenAt(shop.hours, now, shop.closure ? { notice: shop.closure.notice, until: shop.closure.until } : undefined))
      .map(([name]) => ids[name]!)
      .sort();
    expect(listed).toEqual(expected);
  });

  it("follows an edit of the hours at once (the column is generated)", async () => {
    await db.update(shops).set({ openingHours: [] }).where(eq(shops.id, ids.day!));
    const listed = await listShops({ query: { category: categorySlug, open_now: true, page: 1 }, db, now: ist(MON, "11:00") });
    expect(listed.shops.map((s) => s.id)).not.toContain(ids.day);
  });
});
