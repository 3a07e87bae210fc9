import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = path.join(process.cwd(), "lib", "validation");

describe("schema modules", () => {
  // Without the jitless switch, zod probes `Function("")` in the browser and the page's
  // Content-Security-Policy reports a violation on every form (see lib/validation/zod-setup.ts).
  it("each imports ./zod-setup before zod", () => {
    const missing = readdirSync(DIR)
      .filter((file) => file.endsWith(".ts") && file !== "zod-setup.ts")
      .filter((file) => {
        const source = readFileSync(path.join(DIR, file), "utf8");
        const setup = source.indexOf('import "./zod-setup";');
        const zod = source.indexOf('from "zod"');
        return setup === -1 || (zod !== -1 && zod < setup);
      });
    expect(missing).toEqual([]);
  });
});
