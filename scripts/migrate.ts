/** `npm run db:migrate`: apply the committed migrations to DATABASE_URL (or the embedded server). */
import { prepareDatabase } from "./lib/prepare-database";

process.env.DEMO_DATA ??= "false";
prepareDatabase()
  .then(async (prepared) => {
    console.log(`[db] ${prepared.url.replace(/:[^:@/]+@/, ":***@")} is up to date`);
    await prepared.embedded?.stop();
  })
  .catch((error) => {
    console.error("[db] migration failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
