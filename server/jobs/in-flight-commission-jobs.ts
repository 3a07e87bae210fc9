/**
 * The console's commission jobs this process is working on, so that the production server
 * (scripts/serve-app.ts, outside Next.js's bundles: hence a global, and not `server-only`) can tell
 * the operator at once when it stops in the middle of one, instead of after the job's heartbeat has
 * been stale for a minute. The job's transaction rolls back when the process exits, so nothing of
 * it was saved.
 */

export const INTERRUPTED_JOB_MESSAGE = "The server doing this was stopped (a restart or a deploy) before it finished. Nothing was saved; start it again.";

const KEY = Symbol.for("dlmp.inFlightCommissionJobs");
type Holder = { [KEY]?: Set<number> };

function jobs(): Set<number> {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= new Set());
}

/** Records a job this process works on until its work settles. */
export function trackCommissionJob(id: number, settled: Promise<void>): void {
  jobs().add(id);
  void settled.finally(() => jobs().delete(id));
}

export function inFlightCommissionJobs(): number[] {
  return [...jobs()];
}

type Query = (text: string, values: unknown[]) => Promise<unknown>;

/**
 * Marks these jobs failed with INTERRUPTED_JOB_MESSAGE if they are still running. A job whose work
 * commits meanwhile still ends "succeeded": the work writes its success inside its own transaction
 * whatever the row says, and a success written first is not running any more.
 */
export async function markCommissionJobsInterrupted(query: Query, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await query(
    "UPDATE commission_jobs SET status = 'failed', error = $1, finished_at = clock_timestamp() WHERE id = ANY($2::bigint[]) AND status = 'running'",
    [INTERRUPTED_JOB_MESSAGE, ids],
  );
}
