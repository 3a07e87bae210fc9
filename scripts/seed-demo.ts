/** `npm run seed:demo`: migrate and load the demo data set (once; safe to run again). */
import { prepareDatabase } from "./lib/prepare-database";
import { printDemoLogins } from "../server/demo/demo-logins";

process.env.DEMO_DATA = "true";
prepareDatabase()
  .then(async (prepared) => {
    console.log(prepared.demo?.loaded ? `[demo] loaded in ${prepared.demo.ms} ms` : "[demo] already loaded: nothing to do");
    printDemoLogins();
    await prepared.embedded?.stop();
  })
  .catch((error) => {
    console.error("[demo] failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
