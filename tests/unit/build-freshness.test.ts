import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isBuildNeeded, recordBuildEnv } from "../../scripts/lib/build-freshness";

function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), "freshness-"));
  mkdirSync(path.join(root, ".next"));
  mkdirSync(path.join(root, "app"));
  writeFileSync(path.join(root, "app", "page.tsx"), "export default 1;");
  return root;
}

const at = (file: string, ms: number) => utimesSync(file, ms / 1000, ms / 1000);

describe("build freshness", () => {
  it("needs a build without one, and not right after one", () => {
    const root = project();
    expect(isBuildNeeded(root)).toBe(true);
    const started = Date.now();
    at(path.join(root, "app", "page.tsx"), started - 60_000);
    writeFileSync(path.join(root, ".next", "BUILD_ID"), "x");
    recordBuildEnv(started, root);
    expect(isBuildNeeded(root)).toBe(false);
  });

  it("counts a source saved while the build ran as newer than the build", () => {
    const root = project();
    const started = Date.now() - 120_000;
    // Saved a minute into a two-minute build: older than BUILD_ID, newer than the build's start.
    at(path.join(root, "app", "page.tsx"), started + 60_000);
    writeFileSync(path.join(root, ".next", "BUILD_ID"), "x");
    recordBuildEnv(started, root);
    expect(isBuildNeeded(root)).toBe(true);
  });

  it("rebuilds when the public settings inlined into the build changed", () => {
    const root = project();
    const started = Date.now();
    at(path.join(root, "app", "page.tsx"), started - 60_000);
    writeFileSync(path.join(root, ".next", "BUILD_ID"), "x");
    recordBuildEnv(started, root);
    process.env.NEXT_PUBLIC_FRESHNESS_TEST = "changed";
    try {
      expect(isBuildNeeded(root)).toBe(true);
    } finally {
      delete process.env.NEXT_PUBLIC_FRESHNESS_TEST;
    }
  });

  it("rebuilds after a build made under a clock moved forward (faketime), whose record lies in the future", () => {
    const root = project();
    at(path.join(root, "app", "page.tsx"), Date.now() - 60_000);
    writeFileSync(path.join(root, ".next", "BUILD_ID"), "x");
    recordBuildEnv(Date.now() + 125 * 24 * 3600_000, root);
    expect(isBuildNeeded(root)).toBe(true);
  });
});
