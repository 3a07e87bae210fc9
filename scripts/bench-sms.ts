/**
 * `npm run bench:sms [-- --sms 1000 --latency 250 --rate 50 --concurrency 1,20]`
 *
 * The notification SMS sender's throughput (issue 21: 50 a second by default). Builds a scratch
 * database `bench_sms` (embedded PostgreSQL unless DATABASE_URL), writes `--sms` due notification
 * SMS (payout_paid, with a DLT template id set), and sends them with `sendNotificationSms` through
 * the outbox sender behind a simulated provider that answers in `--latency` ms (Twilio's Messages
 * API typically answers in 150-400 ms). For each `--concurrency` it prints the SMS sent, the time,
 * the rate achieved and the most sends that started in any one second (never above `--rate`).
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { Executor } from "../server/db/connect";
import { applyMigrations } from "../server/db/migrate";
import { env } from "../server/env";
import { createNotifications } from "../server/notifications/create-notifications";
import { sendNotificationSms } from "../server/notifications/send-notification-sms";
import { sendSms } from "../server/sms/send-sms";
import { openScratchDatabase } from "./lib/scratch-database";

const DATABASE = "bench_sms";
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;

/** The most sends that started within any one second (a sliding window over the sorted start times). */
function busiestSecond(starts: number[]): number {
  const sorted = [...starts].sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < sorted.length; last += 1) {
    while (sorted[last]! - sorted[first]! >= 1000) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

async function main() {
  const { values } = parseArgs({
    options: {
      sms: { type: "string", default: "1000" },
      latency: { type: "string", default: "250" },
      rate: { type: "string", default: String(env.NOTIFICATION_SMS_PER_SECOND) },
      concurrency: { type: "string", default: `1,${env.NOTIFICATION_SMS_CONCURRENCY}` },
    },
  });
  const count = Number(values.sms);
  const latency = Number(values.latency);
  const rate = Number(values.rate);
  const levels = values.concurrency.split(",").map(Number);
  const scratch = await openScratchDatabase(DATABASE);
  const { db } = scratch;
  try {
    await applyMigrations(db);
    console.log(`[bench] ${count.toLocaleString("en-IN")} due SMS per run, provider answering in ${latency} ms, at most ${rate} a second`);
    console.log(`\n${row(["concurrency", "sent", "seconds", "SMS a second", "most in one second"])}\n|---:|---:|---:|---:|---:|`);
    for (const concurrency of levels) {
      await db.execute(sql`TRUNCATE notifications, notification_deliveries, sms_outbox, "user" CASCADE`);
      await db.execute(sql`
        INSERT INTO "user" (id, name, email, phone_number, phone_number_verified, role)
        SELECT 'bench-' || i, 'Member ' || i, 'member' || i || '@bench.test', (8000000000 + i)::text, true, 'customer'
        FROM generate_series(1, ${count}) AS i`);
      await createNotifications(db, {
        rows: Array.from({ length: count }, (_, i) => ({
          userId: `bench-${i + 1}`,
          kind: "payout_paid" as const,
          eventKey: `bench:${i + 1}`,
          params: { amountPaise: 1_800_00, utr: "UTR123456789", accountLast4: "4321" },
          link: "/commisions",
        })),
      });
      await db.execute(sql`VACUUM ANALYZE notification_deliveries`);
      const starts: number[] = [];
      const provider = async (executor: Executor, message: Parameters<typeof sendSms>[1]) => {
        starts.push(Date.now()); // the sender's own clock
        await new Promise((resolve) => setTimeout(resolve, latency));
        await sendSms(executor, message);
      };
      const started = performance.now();
      let sent = 0;
      const info = console.info;
      console.info = () => {}; // the outbox sender prints each SMS in development
      while (sent < count) {
        const sweep = await sendNotificationSms({
          db,
          send: provider,
          log: () => {},
          settings: { ...env, NOTIFICATION_SMS_PER_SECOND: rate, NOTIFICATION_SMS_CONCURRENCY: concurrency, SMS_DLT_TEMPLATE_PAYOUT_PAID: "1107000000000000001" },
        });
        if (sweep.sent === 0) break;
        sent += sweep.sent;
      }
      console.info = info;
      const seconds = (performance.now() - started) / 1000;
      console.log(row([concurrency, sent.toLocaleString("en-IN"), seconds.toFixed(1), (sent / seconds).toFixed(1), busiestSecond(starts)]));
    }
  } finally {
    await scratch.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
