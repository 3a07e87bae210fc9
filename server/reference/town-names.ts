/**
 * Devanagari names of the Maharashtra towns (data/reference/maharashtra-town-names.json, a
 * committed table: no npm data package has Marathi town names; see
 * docs/decisions/123-localized-names.md). No `server-only` import: the loader script and tests use it.
 */
import namesJson from "@/data/reference/maharashtra-town-names.json";

type TownNameEntry = { mr: string; hi?: string };
const names: Readonly<Record<string, TownNameEntry>> = namesJson;

/**
 * Hindi writes Maharashtra's place names in the Marathi spelling with three regular differences:
 * the final "-पूर" is "-पुर" (नागपूर → नागपुर), the Marathi letter ळ is ल (कळमेश्वर → कलमेश्वर)
 * and a final "-गाव" is "-गाँव" (मालेगाव → मालेगाँव). The table overrides the rest (वांद्रे → बांद्रा).
 */
export function hindiPlaceName(marathi: string): string {
  return marathi
    .replace(/ळ/g, "ल")
    .replace(/पूर(?=$|[\s(),-])/g, "पुर")
    .replace(/गाव(?=$|[\s(),-])/g, "गाँव");
}

/** The town's Marathi and Hindi names, or null when the table has none (the pages then show the English name). */
export function townDevanagariNames(slug: string): { mr: string; hi: string } | null {
  const entry = names[slug];
  return entry ? { mr: entry.mr, hi: entry.hi ?? hindiPlaceName(entry.mr) } : null;
}

export const townNamesTable = names;
