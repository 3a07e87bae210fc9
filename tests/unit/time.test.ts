import { describe, expect, it } from "vitest";
import { addMonths, kolkataDate, kolkataMonthStart } from "../../lib/time";

describe("Asia/Kolkata dates", () => {
  it("puts an instant after 18:30 UTC on the next Indian day", () => {
    expect(kolkataDate(new Date("2026-10-31T18:29:59Z"))).toBe("2026-10-31");
    expect(kolkataDate(new Date("2026-10-31T18:30:00Z"))).toBe("2026-11-01");
  });

  it("gives the Indian month a late-evening UTC instant belongs to", () => {
    expect(kolkataMonthStart(new Date("2026-10-31T20:00:00Z"))).toBe("2026-11-01");
    expect(kolkataMonthStart(new Date("2026-10-01T00:00:00+05:30"))).toBe("2026-10-01");
  });

  it("steps months across year ends both ways", () => {
    expect(addMonths("2026-11-01", 2)).toBe("2027-01-01");
    expect(addMonths("2026-01-01", -1)).toBe("2025-12-01");
    expect(addMonths("2026-03-01", -15)).toBe("2024-12-01");
  });
});
