/**
 * `npm run worker`: the background worker. Works the PostgreSQL-backed job queue (pg-boss) and
 * runs the commission month on schedule (the 1st of each month, 02:00 Asia/Kolkata).
 * Ctrl-C (SIGINT) or SIGTERM stops it after the job in hand.
 */
import { startCommissionWorker } from "../server/jobs/commission-schedule";
import { openScriptDatabase } from "./lib/script-database";

async function main() {
  const database = await openScriptDatabase();
  const worker = await startCommissionWorker({ connectionString: database.url, db: database.db });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("[worker] stopping");
    await worker.stop();
    await database.release();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error("[worker] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
