import { describe, expect, it } from "vitest";
import { slugFromText } from "../../lib/admin/content-slug";
import { acknowledgementDue, formatSpan, grievanceClocks, resolutionDue } from "../../lib/admin/grievance-clock";
import { reorderedPositions } from "../../lib/admin/reorder";

const HOUR = 3_600_000;

describe("grievance clocks (docs/product.md#complaints-and-grievances)", () => {
  it("gives 48 hours to acknowledge and a calendar month in India's time to resolve", () => {
    const at = new Date("2026-01-31T10:00:00+05:30");
    expect(acknowledgementDue(at)).toEqual(new Date("2026-02-02T10:00:00+05:30"));
    // 31 January runs to the last day of February, on India's calendar.
    expect(resolutionDue(at)).toEqual(new Date("2026-02-28T10:00:00+05:30"));
    // 20:00 UTC on 31 March is already 1 April in India: due 1 May, not 30 April.
    expect(resolutionDue(new Date("2026-03-31T20:00:00Z"))).toEqual(new Date("2026-05-01T01:30:00+05:30"));
  });

  it("says how much time is left, how late, or how fast it was done", () => {
    const createdAt = new Date("2026-11-01T00:00:00Z");
    const now = new Date(createdAt.getTime() + 50 * HOUR);
    expect(grievanceClocks({ createdAt, acknowledgedAt: null, resolvedAt: null }, now)).toMatchObject({
      acknowledge: { state: "overdue", text: "overdue by 2 h" },
      resolve: { state: "running", text: "28 days left" },
      overdue: true,
    });
    expect(grievanceClocks({ createdAt, acknowledgedAt: new Date(createdAt.getTime() + 3 * HOUR), resolvedAt: null }, now)).toMatchObject({ acknowledge: { state: "met", text: "acknowledged in 3 h" }, overdue: false });
    expect(grievanceClocks({ createdAt, acknowledgedAt: new Date(createdAt.getTime() + 60 * HOUR), resolvedAt: null }, now)).toMatchObject({ acknowledge: { state: "late", text: "acknowledged 12 h late" } });
    const later = new Date(createdAt.getTime() + 40 * 24 * HOUR);
    expect(grievanceClocks({ createdAt, acknowledgedAt: new Date(createdAt.getTime() + HOUR), resolvedAt: null }, later)).toMatchObject({ resolve: { state: "overdue", text: "overdue by 10 days" }, overdue: true });
    expect(formatSpan(30 * 60_000)).toBe("30 min");
    expect(formatSpan(24 * HOUR)).toBe("24 h");
    expect(formatSpan(49 * HOUR)).toBe("2 days");
  });
});

describe("display order", () => {
  const rows = [{ id: 7, sortOrder: 0 }, { id: 3, sortOrder: 0 }, { id: 9, sortOrder: 5 }];
  it("moves one place and renumbers 1..n, even from ties", () => {
    expect(reorderedPositions(rows, 9, "up")).toEqual({ from: 3, to: 2, changes: [{ id: 7, sortOrder: 1 }, { id: 9, sortOrder: 2 }, { id: 3, sortOrder: 3 }] });
    expect(reorderedPositions(rows, 7, "down")).toEqual({ from: 1, to: 2, changes: [{ id: 3, sortOrder: 1 }, { id: 7, sortOrder: 2 }, { id: 9, sortOrder: 3 }] });
  });
  it("keeps the first row first when moved up; unknown ids are null", () => {
    expect(reorderedPositions([{ id: 1, sortOrder: 1 }, { id: 2, sortOrder: 2 }], 1, "up")).toEqual({ from: 1, to: 1, changes: [] });
    expect(reorderedPositions(rows, 42, "up")).toBeNull();
  });
});

describe("slugs", () => {
  it("makes URL slugs from names and titles", () => {
    expect(slugFromText("Mobile & Accessories")).toBe("mobile-accessories");
    expect(slugFromText("  Café — Nagpur's best!  ")).toBe("cafe-nagpur-s-best");
    expect(slugFromText("किराणा")).toBe("");
    expect(slugFromText(`${"a".repeat(79)} b`)).toBe("a".repeat(79));
  });
});
