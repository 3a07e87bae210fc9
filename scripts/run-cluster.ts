/**
 * `npm run cluster [-- --ports 3001,3002 --proxy-port 8080 --no-page-cache]`
 *
 * The production shape on one machine: several app processes on different ports against one
 * PostgreSQL (embedded unless DATABASE_URL), behind nginx from Debian's packages (installed with
 * apt-get when missing), and one background worker (scripts/worker.ts). Sessions, rate limits and jobs live in the database and uploads in one
 * shared folder, so any instance answers any request. The nginx config is generated into
 * .data/cluster/. nginx keeps public pages for anonymous visitors for ten seconds, as a CDN would
 * (--no-page-cache: every request reaches an instance). Ports also come from CLUSTER_PORTS and
 * CLUSTER_PROXY_PORT. Ctrl-C stops it all.
 */
import { parseArgs } from "node:util";
import { loadEnvConfig } from "@next/env";
import { printDemoLogins } from "../server/demo/demo-logins";
import { startCluster } from "./lib/cluster";

function ports(value: string): number[] {
  const list = value.split(",").map((p) => Number(p.trim()));
  if (list.length === 0 || list.some((p) => !Number.isInteger(p) || p < 1 || p > 65535)) throw new Error(`bad port list: ${value}`);
  return list;
}

async function main() {
  const { values } = parseArgs({
    options: {
      ports: { type: "string", default: process.env.CLUSTER_PORTS ?? "3001,3002" },
      "proxy-port": { type: "string", default: process.env.CLUSTER_PROXY_PORT ?? "8080" },
      "no-page-cache": { type: "boolean", default: false },
    },
  });
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  const cluster = await startCluster({ ports: ports(values.ports), proxyPort: Number(values["proxy-port"]), pageCache: !values["no-page-cache"] });
  console.log(`[cluster] ${cluster.instances.length} instances: ${cluster.instances.map((i) => `${i.url} (pid ${i.pid})`).join(", ")}`);
  console.log(`[cluster] background worker: pid ${cluster.workerPid} (its lines start with [worker])`);
  console.log(`[cluster] uploads shared in ${cluster.uploadDir}`);
  console.log(`[cluster] open ${cluster.url} (nginx, round robin; the X-Upstream header names the instance that answered)`);
  if (process.env.DEMO_DATA !== "false") printDemoLogins();
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("[cluster] stopping");
    await cluster.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error: unknown) => {
  console.error("[cluster] could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
