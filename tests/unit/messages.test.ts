import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AREAS } from "../../messages";
import { routing } from "../../i18n/routing";
import { catalogProblems } from "../../messages/parity";

const root = path.resolve(__dirname, "../../messages");

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const read = (locale: string, area: string) => JSON.parse(readFileSync(path.join(root, locale, `${area}.json`), "utf8")) as Record<string, unknown>;

describe("message catalogs", () => {
  it("list every area file in AREAS", () => {
    const files = readdirSync(path.join(root, "en")).map((f) => f.replace(/\.json$/, "")).sort();
    expect(files).toEqual([...AREAS].sort());
  });

  for (const area of AREAS) {
    it(`${area}: every language has exactly the English keys, none empty`, () => {
      const english = keys(read("en", area)).sort();
      for (const locale of routing.locales) {
        const catalog = read(locale, area);
        expect(keys(catalog).sort(), `${locale}/${area}.json`).toEqual(english);
        for (const key of keys(catalog)) {
          const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
          expect(String(value).trim(), `${locale}/${area}.json ${key}`).not.toBe("");
        }
      }
    });
  }

  it("Hindi: a sentence in Devanagari ends with the danda (।), as the rest of the Hindi text does, never a full stop", () => {
    // Marathi writes the full stop; Hindi the danda. A mix within one screen reads as careless.
    for (const area of AREAS) {
      for (const key of keys(read("hi", area))) {
        const value = String(key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], read("hi", area)));
        expect(value, `hi/${area}.json ${key}`).not.toMatch(/[\u0900-\u097F] *\.(?= |$)/);
      }
    }
  });

  it("take numbers and dates already formatted (lib/format.ts), never ICU's own number or date formats", () => {
    // ICU `#` and `{n, number}` format with the language's defaults: Devanagari digits in Marathi
    // and no lakh grouping. Pass a `countText` made by formatNumber instead.
    for (const locale of routing.locales) {
      for (const area of AREAS) {
        const text = JSON.stringify(read(locale, area));
        expect(text, `${locale}/${area}.json`).not.toMatch(/#|\{\s*\w+\s*,\s*(number|date|time)\b/);
      }
    }
  });

  it("count a thing with an ICU plural, never a bare number before a noun (\"1 members\")", () => {
    // A placeholder that holds a count, followed by a word (not a unit symbol such as "s." or a
    // label's value such as "Left: {count}"), outside a `{name, plural, ...}` of its own number.
    const COUNT_ARGUMENT = /^(count|\w+Count|seconds|minutes|hours|days|max|members|shops|visitors)(Text)?$/;
    const found: string[] = [];
    for (const locale of routing.locales) {
      for (const area of AREAS) {
        const catalog = read(locale, area);
        for (const key of keys(catalog)) {
          const value = String(key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog));
          for (const [, name] of value.matchAll(/\{(\w+)\}(?=\+?\s*[\p{L}\p{M}]{2,})/gu)) {
            if (!COUNT_ARGUMENT.test(name!)) continue;
            const number = name!.replace(/Text$/, "");
            if (!new RegExp(`\\{${number},\\s*plural,`).test(value)) found.push(`${locale}/${area}.json ${key}: {${name}}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("pass the build's completeness check (next.config.ts refuses to build otherwise)", () => {
    expect(catalogProblems(root)).toEqual([]);
  });

  it("the build's check finds a missing key", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "catalogs-"));
    for (const locale of ["en", "mr"]) mkdirSync(path.join(dir, locale));
    writeFileSync(path.join(dir, "en", "x.json"), JSON.stringify({ A: { b: "B", c: "C" } }));
    writeFileSync(path.join(dir, "mr", "x.json"), JSON.stringify({ A: { b: "ब", c: " " } }));
    expect(catalogProblems(dir)).toEqual(["mr/x.json: A.c is empty"]);
    writeFileSync(path.join(dir, "mr", "x.json"), JSON.stringify({ A: { b: "ब" } }));
    expect(catalogProblems(dir)).toEqual(["mr/x.json: missing A.c"]);
  });

  it("never define one namespace in two areas", () => {
    const seen = new Map<string, string>();
    for (const area of AREAS) {
      for (const namespace of Object.keys(read("en", area))) {
        expect(seen.get(namespace), `${namespace} in ${area}`).toBeUndefined();
        seen.set(namespace, area);
      }
    }
  });
});
