/**
 * `npm run seed:scale [-- --customers N --shops N --sales-per-month N --months N --news N --reviews N --busy-shop-reviews N --force --fresh]`
 *
 * Loads issue 9's scale data set (server/scale/seed-scale.ts; default: 10,00,000 customers,
 * 1,00,000 shops, 20,00,000 sales a month for three months, 2,000 articles, 20,00,000 reviews with one
 * shop holding 10,000) into the app's
 * database: DATABASE_URL, else the embedded server at EMBEDDED_PG_DIR / EMBEDDED_PG_PORT (used if
 * `npm start` already runs it, started otherwise). Migrations, reference data and (unless
 * DEMO_DATA=false) the demo data are loaded first. Refuses a database with real customers or shops
 * unless --force; --fresh (embedded only) empties the database first. Prints each step's time,
 * the total, and logins for a few generated accounts.
 */
import { parseArgs } from "node:util";
import { loadEnvConfig } from "@next/env";
import { createDb } from "../server/db/connect";
import { applyMigrations } from "../server/db/migrate";
import { loadDemoData } from "../server/demo/load-demo-data";
import { parseEnv } from "../server/env";
import { loadReferenceData } from "../server/reference/load-reference-data";
import { FULL_SCALE, ScaleSeedRefused, seedScale } from "../server/scale/seed-scale";
import { openAppDatabase } from "./lib/app-database";
import { ensureLocalSecrets } from "./lib/local-secrets";

function whole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/[_,]/g, ""));
  if (!Number.isSafeInteger(n) || n < 0) throw new ScaleSeedRefused(`--${name} must be a whole number, got ${value}`);
  return n;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      customers: { type: "string" },
      shops: { type: "string" },
      "sales-per-month": { type: "string" },
      months: { type: "string" },
      news: { type: "string" },
      reviews: { type: "string" },
      "busy-shop-reviews": { type: "string" },
      force: { type: "boolean", default: false },
      fresh: { type: "boolean", default: false },
    },
  });
  const sizes = {
    customers: whole("customers", values.customers, FULL_SCALE.customers),
    shops: whole("shops", values.shops, FULL_SCALE.shops),
    salesPerMonth: whole("sales-per-month", values["sales-per-month"], FULL_SCALE.salesPerMonth),
    months: whole("months", values.months, FULL_SCALE.months),
    news: whole("news", values.news, FULL_SCALE.news),
    reviews: whole("reviews", values.reviews, FULL_SCALE.reviews ?? 0),
    busyShopReviews: whole("busy-shop-reviews", values["busy-shop-reviews"], FULL_SCALE.busyShopReviews ?? 0),
  };
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  ensureLocalSecrets();
  const settings = parseEnv();

  if (values.fresh && settings.DATABASE_URL) throw new ScaleSeedRefused("--fresh empties only the embedded database; with DATABASE_URL, empty it yourself");
  const database = await openAppDatabase({ fresh: values.fresh });
  const { url } = database;
  const { db, pool } = createDb(url, { max: 2 });
  try {
    console.log(`[scale] database ${url.replace(/:[^:@/]+@/, ":***@")}`);
    await applyMigrations(db);
    await loadReferenceData(db);
    if (settings.DEMO_DATA) await loadDemoData(db);
    console.log(
      `[scale] loading ${sizes.customers.toLocaleString("en-IN")} customers, ${sizes.shops.toLocaleString("en-IN")} shops, ` +
        `${sizes.salesPerMonth.toLocaleString("en-IN")} sales a month for ${sizes.months} months, ${sizes.news.toLocaleString("en-IN")} articles, ` +
        `about ${sizes.reviews.toLocaleString("en-IN")} reviews (${sizes.busyShopReviews.toLocaleString("en-IN")} at one shop)`,
    );
    const result = await seedScale({ db, sizes, force: values.force, log: console.log });
    console.log(`[scale] total ${(result.totalMs / 1000).toFixed(1)} s (triggers off by ${result.triggers === "replica" ? "session_replication_role" : "ALTER TABLE … DISABLE TRIGGER"})`);
    console.log("\n| step | seconds |\n|---|---:|");
    for (const step of result.steps) console.log(`| ${step.label} | ${(step.ms / 1000).toFixed(1)} |`);
    console.log(`| total | ${(result.totalMs / 1000).toFixed(1)} |\n`);
    console.log("[scale] logins (mobile / password):");
    for (const login of result.logins) {
      console.log(`[scale]   ${login.role.padEnd(10)} ${login.mobile} / ${login.password}   ${login.note}`);
    }
    return 0;
  } finally {
    await pool.end();
    await database.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Drizzle wraps a database error: its cause carries PostgreSQL's message.
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
    console.error(`[scale] ${error instanceof ScaleSeedRefused ? "refused: " : "failed: "}${error instanceof Error ? error.message.split("\n")[0] : String(error)}${cause}`);
    process.exit(error instanceof ScaleSeedRefused ? 2 : 1);
  },
);
