import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { kolkataDate } from "@/lib/time";
import { db as appDb } from "@/server/db/client";
import type { Database, Executor } from "@/server/db/connect";
import { env } from "@/server/env";
import { addShopDayCounts } from "@/server/insights/add-shop-day-counts";
import { isBotUserAgent } from "@/server/insights/is-bot";
import { recordShopVisit } from "./record-shop-visit";

/**
 * What one address can add in an India day: 10 visitors to one shop (a family or an office behind
 * one connection), 300 across all shops. A visitor with the cookie counts once a day wherever they
 * are; without one, or with a forged one, each call is a new visitor, so these caps are all a
 * script can add.
 */
export const SHOP_VISIT_CAPS = { perShopPerIp: 10, perIp: 300 } as const;

/** The visitor id cookie: `<random id>.<HMAC of the id>`, only ever sent to the visit call. */
export const VISITOR_COOKIE = "dlmp_vid";

// A key of its own, derived from the app secret: the signatures and hashes mean nothing elsewhere.
const key = createHmac("sha256", env.BETTER_AUTH_SECRET).update("dlmp:shop-visit:v1").digest();
const mac = (text: string) => createHmac("sha256", key).update(text).digest("base64url");

function signedVisitor(cookie: string | undefined): string | null {
  const [id, signature, extra] = (cookie ?? "").split(".");
  if (!id || !signature || extra !== undefined || !/^[\w-]{16,64}$/.test(id)) return null;
  const expected = Buffer.from(mac(`visitor:${id}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export type ShopVisitCount = {
  counted: boolean;
  /** The shop's visitor count when this call counted. */
  visitors?: number;
  /** A new signed visitor id to set when the call came without a valid one. */
  newCookie?: string;
};

export type CountShopVisitOptions = {
  shopId: number;
  visitorCookie: string | undefined;
  ip: string;
  userAgent: string | null;
  now?: Date;
  db?: Database;
};

/**
 * Counts a visit to a published shop page once per visitor per India day (docs/decisions/
 * 114-shop-visit-counter.md). Stored: keyed hashes of (day, visitor) and (day, address), never the
 * id or the address; the first count of a new day deletes the earlier days. One transaction: an
 * unknown or unpublished shop (not_found) leaves nothing behind. A counted visit adds to the shop's
 * total (shops.visitors) and to the day's views of its insights in that same transaction, so the two
 * never disagree (docs/decisions/135-shop-insights.md). A robot's user agent counts nothing.
 */
export async function countShopVisit(options: CountShopVisitOptions): Promise<ShopVisitCount> {
  const db = options.db ?? appDb;
  if (isBotUserAgent(options.userAgent)) return { counted: false };
  const day = kolkataDate(options.now ?? new Date());
  let visitor = signedVisitor(options.visitorCookie);
  let newCookie: string | undefined;
  if (!visitor) {
    visitor = randomBytes(16).toString("base64url");
    newCookie = `${visitor}.${mac(`visitor:${visitor}`)}`;
  }
  const visitorHash = mac(`day:${day}:visitor:${visitor}`);
  const addressHash = mac(`day:${day}:address:${options.ip}`);

  return db.transaction(async (tx) => {
    await pruneEarlierDays(tx, day);
    const { rows: fresh } = await tx.execute(sql`
      INSERT INTO shop_visit_days (day, shop_id, visitor_hash) VALUES (${day}::date, ${options.shopId}, ${visitorHash})
      ON CONFLICT DO NOTHING RETURNING 1`);
    if (fresh.length === 0) return { counted: false, newCookie };
    // Both counters go up only below their cap; a capped visitor stays remembered (not counted today).
    const { rows: allowed } = await tx.execute(sql`
      WITH shop AS (
        INSERT INTO shop_visit_counters AS c (day, address_hash, shop_id, visits) VALUES (${day}::date, ${addressHash}, ${options.shopId}, 1)
        ON CONFLICT (day, address_hash, shop_id) DO UPDATE SET visits = c.visits + 1 WHERE c.visits < ${SHOP_VISIT_CAPS.perShopPerIp}
        RETURNING 1
      )
      INSERT INTO shop_visit_counters AS c (day, address_hash, shop_id, visits)
      SELECT ${day}::date, ${addressHash}, 0, 1 FROM shop
      ON CONFLICT (day, address_hash, shop_id) DO UPDATE SET visits = c.visits + 1 WHERE c.visits < ${SHOP_VISIT_CAPS.perIp}
      RETURNING 1`);
    if (allowed.length === 0) return { counted: false, newCookie };
    const visitors = await recordShopVisit({ shopId: options.shopId, db: tx });
    await addShopDayCounts(tx, [{ shopId: options.shopId, day, counts: { views: 1 } }]);
    return { counted: true, visitors, newCookie };
  });
}

/**
 * Yesterday's rows are of no use after midnight: the first count of a day deletes them. An index
 * probe when there are none; one caller at a time when there are (the others skip it).
 */
async function pruneEarlierDays(tx: Executor, day: string): Promise<void> {
  const { rows } = await tx.execute<{ stale: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM shop_visit_days WHERE day < ${day}::date) OR EXISTS (SELECT 1 FROM shop_visit_counters WHERE day < ${day}::date) AS stale`);
  if (!rows[0]?.stale) return;
  const { rows: lock } = await tx.execute<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(7207010) AS ok`);
  if (!lock[0]?.ok) return;
  await tx.execute(sql`DELETE FROM shop_visit_days WHERE day < ${day}::date`);
  await tx.execute(sql`DELETE FROM shop_visit_counters WHERE day < ${day}::date`);
}
