import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import { contactMessages, customers, dataLoads, fraudReports } from "../db/schema";
import { closeDemoMonths } from "./close-demo-months";
import { demoOperatorLogin, demoPasswordHashes } from "./content/people";
import { seededRandom } from "./random";
import { insertLoginUsers } from "./seed-accounts";
import { seedContent } from "./seed-content";
import { seedMembers } from "./seed-members";
import { seedReviews } from "./seed-reviews";
import { seedSales } from "./seed-sales";
import { seedShops } from "./seed-shops";
import { storeDemoShopImages } from "./store-demo-images";

export type DemoLoadResult = {
  loaded: boolean;
  ms: number;
  sales?: number;
  closedMonths?: string[];
  /** Set when the database already has people or shops of its own: nothing was loaded. */
  refused?: "database in use";
};

/** Reports each step of the load and its duration (`npm run bench:demo`). */
export type DemoStepTimer = (label: string, ms: number) => void;

const DATA_SET = "demo";
const VERSION = "1";
const DEMO_LOCK = 727_003;
const HOUR = 3_600_000;

/**
 * The demo data set that makes every screen meaningful: categories, 60+ shops with wallets, news
 * with comments, a customer tree a few levels deep with about six months of purchases and reviews of
 * the shops its members bought at, the older
 * months' commissions closed and partly paid, and logins for a customer, a franchisee and an
 * operator. Every count is the same whatever the date it loads on: things happen at fixed offsets
 * before `now` (docs/decisions/125-demo-data-rules.md). Loads once: later calls find the marker and do
 * nothing, and concurrent calls wait on a lock. Everything is one transaction, so a failure leaves
 * nothing.
 */
export async function loadDemoData(db: Database, { now = new Date(), onStep }: { now?: Date; onStep?: DemoStepTimer } = {}): Promise<DemoLoadResult> {
  const started = performance.now();
  const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const stepStarted = performance.now();
    const value = await work();
    onStep?.(label, performance.now() - stepStarted);
    return value;
  };
  const [marker] = await db.select().from(dataLoads).where(eq(dataLoads.name, DATA_SET));
  if (marker) return { loaded: false, ms: 0 };

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK})`);
    const [again] = await tx.select().from(dataLoads).where(eq(dataLoads.name, DATA_SET));
    if (again) return { loaded: false, ms: 0 };
    // Only into a database nobody uses yet. DEMO_DATA is on by default (a fresh clone shows the
    // product), so a live database that never had the demo, one from before the demo existed or
    // restored from a backup, must not get demo members, shops and money on its next start.
    const inUse = await tx.execute<{ in_use: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM "user") OR EXISTS (SELECT 1 FROM shops) AS in_use`);
    if (inUse.rows[0]?.in_use) return { loaded: false, ms: 0, refused: "database in use" as const };

    const random = seededRandom(20171);
    // Hashed once, not at each load: scrypt is deliberately slow, and the demo logins share a password anyway.
    const { customer: customerHash, operator: operatorHash } = demoPasswordHashes;

    await insertLoginUsers(tx, [
      { name: demoOperatorLogin.name, email: "operations@dlmp.in", mobile: demoOperatorLogin.mobile, role: "operator", passwordHash: operatorHash },
    ]);
    const categoryIds = await step("categories and news", () => seedContent(tx, now));
    const shops = await step("shops", () => seedShops(tx, { now, passwordHash: customerHash, categoryIds, random }));
    await step("shop pictures", () => storeDemoShopImages(tx, shops));
    const members = await step("members", () => seedMembers(tx, { now, passwordHash: customerHash, shops }));
    const { sales } = await step("sales", () => seedSales(tx, { now, shops, members, random }));
    await step("reviews", () => seedReviews(tx, { now }));

    await tx.insert(contactMessages).values([
      { name: "Pooja Meshram", email: "pooja.meshram@example.in", mobile: "9890011223", subject: "Listing my shop", query: "I run a stationery shop in Katol. How can I list it and what does it cost?", createdAt: new Date(now.getTime() - 30 * HOUR) },
      { name: "Anil Kale", email: "anil.kale@example.in", mobile: "9890044556", subject: "Commission not shown", query: "My purchase at a Wardha shop last week is not on my dashboard yet.", status: "acknowledged", acknowledgedAt: new Date(now.getTime() - 50 * HOUR), createdAt: new Date(now.getTime() - 60 * HOUR) },
    ]);
    const [reporter] = await tx.select({ id: customers.id }).from(customers).where(sql`${customers.code} IS NOT NULL`).orderBy(customers.id).offset(3).limit(1);
    if (reporter) {
      await tx.insert(fraudReports).values({ customerId: reporter.id, subject: "Shop asked for cash to record a sale", body: "A shopkeeper asked me to pay Rs 200 extra to record my purchase on the app.", createdAt: new Date(now.getTime() - 20 * HOUR) });
    }

    const { closed } = await step("closed months", () => closeDemoMonths(tx, now, onStep));

    await tx.insert(dataLoads).values({ name: DATA_SET, version: VERSION });
    return { loaded: true, ms: Math.round(performance.now() - started), sales, closedMonths: closed };
  });
}
