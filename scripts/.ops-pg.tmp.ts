import { startEmbeddedPostgres } from "../server/db/embedded";
void (async () => {
  const server = await startEmbeddedPostgres({ dataDir: ".data/postgres", port: 54362 });
  console.log("up", server.url("postgres"));
  process.on("SIGTERM", () => void server.stop().then(() => process.exit(0)));
  setInterval(() => {}, 1 << 30);
})();
