/**
 * `npm run bench:insights [-- --runs 200 --sales-per-day 30 --url http://127.0.0.1:3000 --keep]`
 *
 * A shop's insights (docs/product.md#shop-insights) with two years of daily data, at the scale data
 * (`npm run seed:scale`): gives one generated shop 730 days of visitor figures (shop_daily_stats)
 * and two years of sales (`--sales-per-day`, 30 by default: 21,900 sales, on top of the scale data's
 * 60 lakh), then times getShopInsights for 7, 30 and 90 days (`--runs` each, p50/p95/p99, on one
 * connection) and prints the 90-day statement's plan. With `--url` it also signs in as the shop's
 * owner and times the page itself, `/franchisee-insights?days=90`, over HTTP (`--runs` requests
 * one after the other). The added rows are removed at the end unless `--keep`.
 * Run with `tsx --conditions=react-server` (the npm script does). The target: p95 under 100 ms.
 */
import { parseArgs } from "node:util";
import { loadEnvConfig } from "@next/env";
import { sql } from "drizzle-orm";
import { createDb } from "../server/db/connect";
import { applyMigrations } from "../server/db/migrate";
import { getShopInsights } from "../server/insights/get-shop-insights";
import type { UserActor } from "../server/auth/actor";
import { SCALE_PASSWORD } from "../server/scale/seed-scale";
import { ownerMobile } from "../server/scale/generate-shops";
import { kolkataDate } from "../lib/time";
import { openAppDatabase } from "./lib/app-database";

const MARK = "bench-insights-";

function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

function report(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`[bench] ${label}: p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, p99 ${percentile(sorted, 99)} ms (${times.length} runs)`);
}

async function main() {
  loadEnvConfig(process.cwd());
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "200" },
      "sales-per-day": { type: "string", default: "30" },
      url: { type: "string" },
      keep: { type: "boolean", default: false },
    },
  });
  const runs = Number(values.runs);
  const perDay = Number(values["sales-per-day"]);
  const database = await openAppDatabase();
  const { db, pool } = createDb(database.url, { max: 2 });
  let shopIdForCleanup = 0;
  try {
    await applyMigrations(db);
    const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await db.execute<T>(query)).rows[0];
    const marker = await one<{ version: string }>(sql`SELECT version FROM data_loads WHERE name = 'scale'`);
    if (!marker) throw new Error("no scale data in this database: run `npm run seed:scale` first");
    const shop = (await one<{ id: string; user_id: string }>(sql`
      SELECT s.id::text, f.user_id FROM shops s JOIN franchisees f ON f.id = s.franchisee_id
      WHERE f.user_id LIKE 'scale-owner-%' ORDER BY s.id OFFSET 777 LIMIT 1`))!;
    const shopId = Number(shop.id);
    shopIdForCleanup = shopId;
    const actor: UserActor = { userId: shop.user_id, roles: ["franchisee"] };
    const today = kolkataDate(new Date());
    const counts = await one<{ sales: string; customers: string }>(sql`SELECT (SELECT count(*) FROM sales)::text AS sales, (SELECT count(*) FROM customers)::text AS customers`);
    console.log(`[bench] scale data: ${Number(counts!.sales).toLocaleString("en-IN")} sales, ${Number(counts!.customers).toLocaleString("en-IN")} customers; shop ${shopId}`);

    const loadStarted = performance.now();
    await db.transaction(async (tx) => {
      // Generated history, consistent by construction: no row triggers (the sale triggers keep
      // commission and shop totals, which these figures do not read); removed again at the end.
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      // What an interrupted earlier run left.
      await tx.execute(sql`DELETE FROM sales WHERE idempotency_key LIKE ${`${MARK}%`}`);
      await tx.execute(sql`
        INSERT INTO shop_daily_stats (shop_id, day, views, calls, whatsapp, directions, shares, favourites_added, favourites_removed, impressions)
        SELECT ${shopId}, d::date, 20 + (random() * 80)::int, (random() * 12)::int, (random() * 8)::int, (random() * 6)::int, (random() * 4)::int, (random() * 3)::int, (random() * 1)::int, 200 + (random() * 800)::int
        FROM generate_series(${today}::date - 729, ${today}::date, interval '1 day') AS d
        ON CONFLICT (shop_id, day) DO UPDATE SET views = excluded.views, calls = excluded.calls, impressions = excluded.impressions`);
      await tx.execute(sql`
        WITH pool AS (SELECT id, row_number() OVER () AS n FROM (SELECT id FROM customers WHERE user_id LIKE 'scale-member-%' ORDER BY id LIMIT 5000) c)
        INSERT INTO sales (shop_id, customer_id, amount_paise, items, interest_rate_bp, interest_paise, counted_month, idempotency_key, created_at)
        SELECT ${shopId}, pool.id, a.amount, 'Bench groceries', 500, a.amount / 20, date_trunc('month', t AT TIME ZONE 'Asia/Kolkata')::date, ${MARK} || d.i || '-' || s.j, t
        FROM generate_series(0, 729) AS d(i)
        CROSS JOIN generate_series(1, ${perDay}) AS s(j)
        CROSS JOIN LATERAL (SELECT (${today}::date - d.i + time '09:00' + (s.j * interval '17 minutes')) AT TIME ZONE 'Asia/Kolkata' AS t, (50000 + (random() * 500000)::int) AS amount) AS a
        JOIN pool ON pool.n = 1 + ((d.i * 7919 + s.j * 104729) % 5000)`);
    });
    await db.execute(sql`ANALYZE sales`);
    console.log(`[bench] added 730 days of figures and ${(730 * perDay).toLocaleString("en-IN")} sales in ${Math.round(performance.now() - loadStarted)} ms`);

    for (const days of [7, 30, 90] as const) {
      const times: number[] = [];
      await getShopInsights({ actor, input: { days }, db });
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        await getShopInsights({ actor, input: { days }, db });
        times.push(performance.now() - started);
      }
      report(`getShopInsights, ${days} days against the ${days} before`, times);
    }
    const plan = await db.execute<{ "QUERY PLAN": string }>(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
      SELECT count(*), sum(amount_paise) FROM sales WHERE shop_id = ${shopId} AND status = 'recorded' AND created_at >= now() - interval '180 days'`);
    console.log(`[bench] the sales range of a 90-day view:\n${plan.rows.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`);

    if (values.url) {
      const base = values.url.replace(/\/$/, "");
      await db.execute(sql`DELETE FROM rate_limit WHERE key LIKE 'dlmp:loginAttemptsPerIp:%'`);
      const login = await fetch(`${base}/api/v1/franchisee/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mobile: ownerMobile(shopId), password: SCALE_PASSWORD }) });
      const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]!).filter((c) => !c.endsWith("=")).join("; ");
      if (!login.ok || !cookie) throw new Error(`login as the owner of shop ${shopId} failed: HTTP ${login.status}`);
      for (const days of [30, 90]) {
        const times: number[] = [];
        for (let i = 0; i < Math.min(runs, 100) + 3; i += 1) {
          const started = performance.now();
          const response = await fetch(`${base}/franchisee-insights?days=${days}`, { headers: { cookie } });
          await response.text();
          if (response.status !== 200) throw new Error(`/franchisee-insights answered ${response.status}`);
          if (i >= 3) times.push(performance.now() - started);
        }
        report(`GET /franchisee-insights?days=${days} (the whole page over HTTP)`, times);
      }
    }
  } finally {
    if (!values.keep) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.execute(sql`DELETE FROM sales WHERE idempotency_key LIKE ${`${MARK}%`}`);
        await tx.execute(sql`DELETE FROM shop_daily_stats WHERE shop_id = ${shopIdForCleanup}`);
      });
    }
    await pool.end();
    await database.release();
  }
}

main().catch((error: unknown) => {
  console.error("[bench] failed:", error);
  process.exit(1);
});
