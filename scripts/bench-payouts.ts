/**
 * `npm run bench:payouts [-- --members 1000000 --sales 2000000 --kyc-percent 90 --keep --reuse]`
 *
 * The money's way out at docs/product.md#scale's scale, through the real domain functions, on a scratch
 * database `bench_payouts` (same PostgreSQL as the app: embedded unless DATABASE_URL): members in a
 * breadth-first tree with the month's sales (the shared generator, as bench:commissions), complete KYC
 * for --kyc-percent of them (PAN and an encrypted bank account), then times: the month's run, its
 * close (approve or hold every statement, post the ledger), a payout batch, the bank file export
 * (decrypts every account number), and the bank's response files (at most BANK_RESPONSE_MAX_ROWS rows
 * each, every line paid with its own UTR) until the batch is completed. Checks that the batch ends
 * completed with every line paid and that the members' commission accounts hold what was not paid.
 * Prints each step's time with the load average, and the Node process's peak memory.
 * The scratch database is dropped at the end unless --keep; --reuse starts from a kept one (its
 * month run and closed: only the batch and the payments are timed again). --statements prints where
 * the bank files' time went, by SQL statement.
 */
import os from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { closeMonth } from "../server/commissions/close-month";
import { runMonth } from "../server/commissions/run-month";
import type { Executor } from "../server/db/connect";
import { applyMigrations } from "../server/db/migrate";
import { applyBankResponse } from "../server/payouts/apply-bank-response";
import { createPayoutBatch } from "../server/payouts/create-payout-batch";
import { exportPayoutBatchCsv, parsePayoutReference } from "../server/payouts/export-payout-batch";
import { BANK_RESPONSE_MAX_ROWS } from "../server/payouts/parse-bank-response";
import { loadReferenceData } from "../server/reference/load-reference-data";
import { bulkLoad } from "../server/scale/bulk";
import { generateMembers } from "../server/scale/generate-members";
import { generateSales } from "../server/scale/generate-sales";
import { generateShops } from "../server/scale/generate-shops";
import { encryptField } from "../server/security/field-encryption";
import { openScratchDatabase } from "./lib/scratch-database";
import { SYSTEM_ACTOR } from "../server/auth/actor";

const MONTH = "2026-10-01";
const DATABASE = "bench_payouts";

const load = () => os.loadavg()[0]!.toFixed(1);

async function time<T>(label: string, work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const loadBefore = load();
  const started = performance.now();
  const value = await work();
  const ms = Math.round(performance.now() - started);
  console.log(`[bench] ${label}: ${(ms / 1000).toFixed(1)} s (load ${loadBefore} → ${load()})`);
  return { ms, value };
}

/**
 * Time spent per SQL statement (its text, parameters aside) from here on: pg's Client.query is
 * wrapped, so it counts every statement the domain functions send.
 */
function countStatements() {
  const spent = new Map<string, { ms: number; calls: number }>();
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === "string" ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? "?");
    const key = text.replace(/\s+/g, " ").trim().slice(0, 110);
    const started = performance.now();
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).finally === "function") {
      void (result as Promise<unknown>).finally(() => {
        const entry = spent.get(key) ?? { ms: 0, calls: 0 };
        entry.ms += performance.now() - started;
        entry.calls += 1;
        spent.set(key, entry);
      }).catch(() => {});
    }
    return result;
  } as typeof pg.Client.prototype.query;
  return {
    report(top = 10) {
      pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
      for (const [text, { ms, calls }] of [...spent].sort((a, b) => b[1].ms - a[1].ms).slice(0, top)) {
        console.log(`[bench]     ${(ms / 1000).toFixed(1)} s in ${calls} calls (${(ms / calls).toFixed(2)} ms each): ${text}`);
      }
    },
  };
}

/** PAN and one bank account for a share of the members: the account number is encrypted once and shared (decrypting it costs the same). */
async function giveKyc(db: Executor, percent: number) {
  const sealed = encryptField("000111222333");
  await db.execute(sql`
    UPDATE customers SET pan = 'ABCDE' || lpad((id % 10000)::text, 4, '0') || 'F'
    WHERE id % 100 < ${percent} AND pan IS NULL`);
  await db.execute(sql`
    INSERT INTO kyc_details (customer_id, account_holder_name, bank_name, branch, ifsc, account_number_encrypted, account_number_last4)
    SELECT id, NULL, 'State Bank of India', 'Nagpur Main', 'SBIN0000432', ${sealed}, '2333'
    FROM customers WHERE pan IS NOT NULL
    ON CONFLICT (customer_id) DO NOTHING`);
}

/** The bank's answer to the exported file: every payment made, each with its own UTR, in files of at most `rowsPerFile` rows. */
function bankResponses(exported: string, rowsPerFile: number): string[] {
  const table = parse(exported, { bom: true, skip_empty_lines: true }) as string[][];
  const reference = table[0]!.indexOf("Reference");
  const rows = table.slice(1).map((cells) => {
    const line = parsePayoutReference(cells[reference]!)!;
    return `${cells[reference]},SUCCESS,SBIN${String(line.lineId).padStart(18, "0")}`;
  });
  const files: string[] = [];
  for (let at = 0; at < rows.length; at += rowsPerFile) files.push(["Reference,Status,UTR", ...rows.slice(at, at + rowsPerFile)].join("\n"));
  return files;
}

async function main() {
  const { values } = parseArgs({
    options: {
      members: { type: "string", default: "1000000" },
      sales: { type: "string", default: "2000000" },
      "kyc-percent": { type: "string", default: "90" },
      keep: { type: "boolean", default: false },
      reuse: { type: "boolean", default: false },
      statements: { type: "boolean", default: false },
    },
  });
  const members = Number(values.members);
  const salesCount = Number(values.sales);
  const kycPercent = Math.min(100, Math.max(0, Number(values["kyc-percent"])));
  const scratch = await openScratchDatabase(DATABASE, { reuse: values.reuse, poolMax: 2 });
  const { db } = scratch;
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const figures: Record<string, number | string> = {};
  try {
    await applyMigrations(db);
    if (scratch.fresh) {
      await loadReferenceData(db);
      await time(`generate ${members.toLocaleString("en-IN")} members and ${salesCount.toLocaleString("en-IN")} sales in ${MONTH.slice(0, 7)}`, () =>
        bulkLoad(db, ["user", "customers", "tree_nodes", "franchisees", "shops", "sales"], async (tx) => {
          const tree = await generateMembers(tx, { count: members - 1, passwordHash: null, joinedBefore: new Date(`${MONTH}T00:00:00+05:30`) });
          const shops = await generateShops(tx, { count: 1, passwordHash: null, openedBefore: new Date(`${MONTH}T00:00:00+05:30`) });
          await tx.execute(sql`UPDATE shops SET interest_rate_bp = 500 WHERE id = ${shops.firstId}`);
          await generateSales(tx, { month: MONTH, count: salesCount, shops, members: tree });
        }),
      );
      await time(`KYC complete for ${kycPercent} % of the members`, () => giveKyc(db, kycPercent));
      await db.execute(sql`ANALYZE`);
      figures.runMs = (await time("commission run", () => runMonth({ actor: SYSTEM_ACTOR, input: { month: MONTH, trigger: "cli" }, db }))).ms;
      const closed = await time("close the month (run again, reconcile, approve or hold, post the ledger, check)", () =>
        closeMonth({ actor: SYSTEM_ACTOR, input: { month: MONTH }, db }),
      );
      figures.closeMs = closed.ms;
      // In production every sale adds a ledger posting, so the ledger's statistics are long known;
      // here the close adds the first ones. Without fresh statistics the foreign-key checks of the
      // payments' entries read ledger_postings whole for each entry (5.9 s instead of 1.4 s for
      // 9,650 lines): what autovacuum would have done by the time a bank answers.
      await db.execute(sql`ANALYZE ledger_postings`);
      await db.execute(sql`ANALYZE ledger_accounts`);
    }
    const batch = await time("create the payout batch", () => createPayoutBatch({ actor: SYSTEM_ACTOR, db }));
    figures.batchMs = batch.ms;
    figures.lines = batch.value.lineCount;
    console.log(`[bench]   ${batch.value.lineCount.toLocaleString("en-IN")} lines, ₹${(batch.value.totalPaise / 100).toLocaleString("en-IN")}`);
    const exported = await time("export the bank file (decrypts every account number)", () => exportPayoutBatchCsv({ actor: SYSTEM_ACTOR, input: { batchId: batch.value.batchId }, db }));
    figures.exportMs = exported.ms;
    figures.exportMb = Number((Buffer.byteLength(exported.value) / 1024 / 1024).toFixed(1));
    const files = bankResponses(exported.value, BANK_RESPONSE_MAX_ROWS);
    const fileTimes: number[] = [];
    const statements = values.statements ? countStatements() : null;
    const all = await time(`apply the bank's response: ${files.length} file(s) of at most ${BANK_RESPONSE_MAX_ROWS.toLocaleString("en-IN")} rows`, async () => {
      for (const [index, csv] of files.entries()) {
        const started = performance.now();
        const result = await applyBankResponse({ actor: SYSTEM_ACTOR, input: { batchId: batch.value.batchId, csv }, db });
        const ms = Math.round(performance.now() - started);
        fileTimes.push(ms);
        if (index < 3 || index === files.length - 1) console.log(`[bench]   file ${index + 1}: ${result.paid} paid in ${(ms / 1000).toFixed(1)} s (load ${load()})`);
      }
    });
    statements?.report();
    figures.responsesMs = all.ms;
    figures.perFileMs = `${Math.min(...fileTimes)}–${Math.max(...fileTimes)}`;
    const { rows: check } = await db.execute<{ status: string; unpaid: string; paid: string; owed: string }>(sql`
      SELECT b.status,
        (SELECT count(*) FROM payout_lines WHERE batch_id = b.id AND status <> 'paid')::text AS unpaid,
        (SELECT coalesce(sum(amount_paise), 0) FROM payout_lines WHERE batch_id = b.id AND status = 'paid')::text AS paid,
        (SELECT coalesce(sum(balance_paise), 0) FROM ledger_accounts WHERE kind = 'member_commission')::text AS owed
      FROM payout_batches b WHERE b.id = ${batch.value.batchId}`);
    const { rows: heldRows } = await db.execute<{ held: string }>(sql`
      SELECT coalesce(sum(payable_paise), 0)::text AS held FROM commission_statements WHERE status = 'held'`);
    const ok = check[0]?.status === "completed" && check[0].unpaid === "0" && Number(check[0].paid) === batch.value.totalPaise && check[0].owed === heldRows[0]!.held;
    console.log(`[bench] batch ${check[0]?.status}, ${check[0]?.unpaid} lines unpaid; members' commission accounts hold ₹${(Number(check[0]?.owed) / 100).toLocaleString("en-IN")} = held statements ₹${(Number(heldRows[0]!.held) / 100).toLocaleString("en-IN")}: ${ok ? "consistent" : "INCONSISTENT"}`);
    clearInterval(sampler);
    figures.peakRssMb = Math.round(Math.max(peakRss, process.resourceUsage().maxRSS * 1024) / 1024 / 1024);
    console.log(JSON.stringify({ members, sales: salesCount, kycPercent, ...figures, consistent: ok, loadAverage: os.loadavg().map((n) => n.toFixed(1)).join(" ") }, null, 2));
    if (!ok) process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    await scratch.close({ keep: values.keep });
  }
}

main().catch((error: unknown) => {
  console.error("[bench] failed:", error);
  process.exit(1);
});
