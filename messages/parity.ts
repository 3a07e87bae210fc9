import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Catalog problems: a key English has that another language lacks (or the reverse), an empty
 * text, or an area file missing. `next build` fails on any (next.config.ts), and so does
 * tests/unit/messages.test.ts. Reads the files directly so next.config.ts can run it.
 */
export function catalogProblems(root: string = path.join(process.cwd(), "messages")): string[] {
  const locales = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  const areas = readdirSync(path.join(root, "en")).filter((f) => f.endsWith(".json")).sort();
  const problems: string[] = [];
  const flatten = (value: unknown, prefix = ""): [string, unknown][] =>
    typeof value === "object" && value !== null ? Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)) : [[prefix, value]];
  for (const area of areas) {
    const english = new Map(flatten(JSON.parse(readFileSync(path.join(root, "en", area), "utf8"))));
    for (const locale of locales) {
      const file = path.join(root, locale, area);
      let entries: Map<string, unknown>;
      try {
        entries = new Map(flatten(JSON.parse(readFileSync(file, "utf8"))));
      } catch {
        problems.push(`${locale}/${area}: missing or not JSON`);
        continue;
      }
      for (const key of english.keys()) if (!entries.has(key)) problems.push(`${locale}/${area}: missing ${key}`);
      for (const [key, value] of entries) {
        if (!english.has(key)) problems.push(`${locale}/${area}: ${key} is not in English`);
        else if (typeof value !== "string" || value.trim() === "") problems.push(`${locale}/${area}: ${key} is empty`);
      }
    }
  }
  return problems;
}
