import type { SQL } from "drizzle-orm";
import type { Database } from "../../server/db/connect";

/**
 * Runs `statement` (a table or advisory lock) in a transaction of its own and keeps it open until
 * the returned function is called: a job's work stops at the statement that needs the lock while
 * everything else goes on.
 */
export async function holdTableLock(db: Database, statement: SQL): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const lockTaken = new Promise<void>((resolve) => (taken = resolve));
  const holder = db.transaction(async (tx) => {
    await tx.execute(statement);
    taken();
    await released;
  });
  await lockTaken;
  return async () => {
    release();
    await holder;
  };
}
