import { describe, expect, it } from "vitest";
import { formatCustomerCode } from "../../server/referrals/customer-code";
import { findSpilloverSlot } from "../../server/referrals/spillover";

describe("customer codes", () => {
  it("pads to six digits and never truncates past a million", () => {
    expect(formatCustomerCode(1)).toBe("DLMP000001");
    expect(formatCustomerCode(123)).toBe("DLMP000123");
    expect(formatCustomerCode(1_000_000)).toBe("DLMP1000000");
  });

  it("refuses numbers that are not positive integers", () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => formatCustomerCode(bad)).toThrow();
  });
});

describe("spillover placement", () => {
  it("fills the sponsor's own slots left then right", () => {
    const tree = new Set([""]);
    expect(findSpilloverSlot(tree, "")).toEqual({ parentPath: "", side: "L", path: "0" });
    tree.add("0");
    expect(findSpilloverSlot(tree, "")).toEqual({ parentPath: "", side: "R", path: "1" });
  });

  it("spills into the sponsor's subtree breadth-first, never outside it", () => {
    const tree = new Set(["", "0", "1", "00", "01", "10"]);
    // Under the root, level 2 has one free slot left: 11.
    expect(findSpilloverSlot(tree, "").path).toBe("11");
    // Under '0', its children are full, so the first grandchild slot: 000.
    expect(findSpilloverSlot(tree, "0").path).toBe("000");
  });

  it("fills a full sponsor's subtree level by level", () => {
    const tree = new Set([""]);
    const order: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const slot = findSpilloverSlot(tree, "");
      tree.add(slot.path);
      order.push(slot.path);
    }
    expect(order).toEqual(["0", "1", "00", "01", "10", "11"]);
  });

  it("refuses a sponsor that is not in the tree", () => {
    expect(() => findSpilloverSlot(new Set([""]), "0")).toThrow();
  });
});
