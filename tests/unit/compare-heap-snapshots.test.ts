import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { summarizeSnapshot } from "../../scripts/compare-heap-snapshots";

/** A heap snapshot of a fresh Node.js process holding `count` objects of class SoakMarker, each with a 1 KiB Buffer. */
function snapshotHolding(count: number): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "heap-")), "held.heapsnapshot");
  const script = `class SoakMarker { constructor() { this.body = Buffer.alloc(1024, 1); } }
globalThis.held = Array.from({ length: ${count} }, () => new SoakMarker());
require("node:v8").writeHeapSnapshot(${JSON.stringify(file)});`;
  execFileSync(process.execPath, ["-e", script]);
  return file;
}

describe("heap snapshot summary", () => {
  it("counts objects by constructor and Buffers' memory as native", async () => {
    const [few, many] = await Promise.all([summarizeSnapshot(snapshotHolding(10)), summarizeSnapshot(snapshotHolding(2000))]);
    expect(few.get("SoakMarker")?.count).toBe(10);
    expect(many.get("SoakMarker")?.count).toBe(2000);
    // 1,990 more kilobyte Buffers: their backing stores are "system / JSArrayBufferData" nodes.
    const grew = many.get("system / JSArrayBufferData")!.bytes - (few.get("system / JSArrayBufferData")?.bytes ?? 0);
    expect(grew).toBeGreaterThanOrEqual(1990 * 1024);
    expect(grew).toBeLessThan(1990 * 1024 * 2);
  });
});
