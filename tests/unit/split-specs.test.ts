import { describe, expect, it } from "vitest";
import { splitSpecs } from "@/e2e/support/split-specs";

describe("splitSpecs (how npm run test:e2e deals specs to copies of the app)", () => {
  it("gives every spec to exactly one copy, longest first to the least loaded", () => {
    const seconds = { "e2e/a.spec.ts": 100, "e2e/b.spec.ts": 60, "e2e/c.spec.ts": 50, "e2e/d.spec.ts": 10 };
    const parts = splitSpecs(Object.keys(seconds), seconds, 2);
    expect(parts).toEqual([["e2e/a.spec.ts", "e2e/d.spec.ts"], ["e2e/b.spec.ts", "e2e/c.spec.ts"]]);
  });

  it("counts a spec it has no time for as the default, and never makes an empty copy", () => {
    expect(splitSpecs(["e2e/new.spec.ts"], {}, 3)).toEqual([["e2e/new.spec.ts"]]);
    const parts = splitSpecs(["e2e/x.spec.ts", "e2e/new.spec.ts"], { "e2e/x.spec.ts": 10 }, 2, 30);
    expect(parts.flat().sort()).toEqual(["e2e/new.spec.ts", "e2e/x.spec.ts"]);
    expect(parts).toHaveLength(2);
  });
});
