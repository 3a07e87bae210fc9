import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import { cities, dataLoads, pincodes } from "../db/schema";
import townsJson from "../../data/reference/maharashtra-towns.json";
import pincodesJson from "../../data/reference/maharashtra-pincodes.json";
import { townDevanagariNames, townNamesTable } from "./town-names";

/** the product's Popular Locations, in the order the home page shows them. */
export const POPULAR_TOWN_SLUGS = ["nagpur", "wardha", "katol", "saoner", "kalmeshwar"] as const;

type TownRecord = { slug: string; name: string; district: string | null; latitude: number; longitude: number };
type PincodeRecord = { pincode: string; district: string; town: string | null; office: string | null };

const DATA_SET = "reference";
const CHUNK = 500;

function chunks<T>(rows: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Loads the committed Maharashtra towns and pincodes (built from npm data packages by
 * scripts/build-reference-data.ts). Upserts by slug/pincode so ids stay stable, and records a
 * content hash so an unchanged data set costs one query at start.
 */
export async function loadReferenceData(db: Database): Promise<{ loaded: boolean; towns: number; pincodes: number }> {
  const towns = townsJson as TownRecord[];
  const codes = pincodesJson as PincodeRecord[];
  const version = createHash("sha256").update(JSON.stringify([towns, codes, townNamesTable])).digest("hex").slice(0, 16);

  const [current] = await db.select().from(dataLoads).where(sql`${dataLoads.name} = ${DATA_SET}`);
  if (current?.version === version) return { loaded: false, towns: towns.length, pincodes: codes.length };

  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
    for (const batch of chunks(towns)) {
      await tx
        .insert(cities)
        .values(
          batch.map((town) => {
            const popularRank = (POPULAR_TOWN_SLUGS as readonly string[]).indexOf(town.slug);
            const devanagari = townDevanagariNames(town.slug);
            return {
              slug: town.slug,
              name: town.name,
              nameMr: devanagari?.mr ?? null,
              nameHi: devanagari?.hi ?? null,
              district: town.district,
              latitude: town.latitude,
              longitude: town.longitude,
              popular: popularRank >= 0,
              sortOrder: popularRank >= 0 ? popularRank + 1 : 1000,
            };
          }),
        )
        .onConflictDoUpdate({
          target: cities.slug,
          set: {
            name: sql`excluded.name`,
            nameMr: sql`excluded.name_mr`,
            nameHi: sql`excluded.name_hi`,
            district: sql`excluded.district`,
            latitude: sql`excluded.latitude`,
            longitude: sql`excluded.longitude`,
            popular: sql`excluded.popular`,
            sortOrder: sql`excluded.sort_order`,
          },
        });
    }

    const idBySlug = new Map((await tx.select({ id: cities.id, slug: cities.slug }).from(cities)).map((c) => [c.slug, c.id]));
    for (const batch of chunks(codes)) {
      await tx
        .insert(pincodes)
        .values(
          batch.map((code) => ({
            pincode: code.pincode,
            district: code.district,
            cityId: code.town ? (idBySlug.get(code.town) ?? null) : null,
            office: code.office,
          })),
        )
        .onConflictDoUpdate({
          target: pincodes.pincode,
          set: { district: sql`excluded.district`, cityId: sql`excluded.city_id`, office: sql`excluded.office` },
        });
    }

    await tx
      .insert(dataLoads)
      .values({ name: DATA_SET, version })
      .onConflictDoUpdate({ target: dataLoads.name, set: { version, loadedAt: new Date() } });
  });

  return { loaded: true, towns: towns.length, pincodes: codes.length };
}
