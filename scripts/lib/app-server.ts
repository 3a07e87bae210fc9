/**
 * Starting, awaiting and stopping the built app from the scripts (the benchmarks, the cluster,
 * `npm start`): one copy of the spawn, the health-check poll and the stop with a deadline.
 */
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseEnv } from "../../server/env";
import { isBuildNeeded, recordBuildEnv } from "./build-freshness";
import { ensureLocalSiteUrl } from "./local-site-url";

export const nextBin = path.join(process.cwd(), "node_modules", ".bin", "next");

/** Throwaway secrets for a benchmark's server: production mode refuses the development defaults. */
export function throwawaySecrets(): Record<string, string> {
  return { BETTER_AUTH_SECRET: randomBytes(32).toString("hex"), APP_ENCRYPTION_KEY: randomBytes(32).toString("hex") };
}

/**
 * `next build` when there is no build or the sources or public settings changed since the last
 * one, saying `announce` first; throws if the build fails.
 */
export function buildIfNeeded(options: { env: NodeJS.ProcessEnv; announce: string; log?: (line: string) => void }) {
  if (!isBuildNeeded()) return;
  (options.log ?? console.log)(options.announce);
  const startedAt = Date.now();
  const build = spawnSync(nextBin, ["build"], { stdio: "inherit", env: { ...options.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (build.status !== 0) throw new Error("build failed");
  recordBuildEnv(startedAt);
}

export type ProductionServerOptions = {
  port: number;
  /** Added to this process's environment (DATABASE_URL, secrets…); NODE_ENV, PORT and telemetry are set here. */
  env?: Record<string, string | undefined>;
  /** Plain `next start` instead of the production server (scripts/serve-app.ts: Next.js behind the in-process page cache). */
  nextStart?: boolean;
  /** Node.js options before the script (serve-app only), e.g. a preloaded probe. */
  nodeArgs?: string[];
  /** The app's folder, for `next start` of another build (bench:js's empty app). */
  cwd?: string;
  /** Default: standard output dropped, errors shown. */
  stdio?: StdioOptions;
};

/** Node.js options the production server's settings ask for (SERVER_HEAP_MAX_MB, SERVER_SEMI_SPACE_MB). */
export function serverNodeArgs(env: Record<string, string | undefined>): string[] {
  const { SERVER_HEAP_MAX_MB: heapMb, SERVER_SEMI_SPACE_MB: semiMb } = parseEnv({ SERVER_HEAP_MAX_MB: env.SERVER_HEAP_MAX_MB, SERVER_SEMI_SPACE_MB: env.SERVER_SEMI_SPACE_MB });
  return [...(heapMb > 0 ? [`--max-old-space-size=${heapMb}`] : []), ...(semiMb > 0 ? [`--max-semi-space-size=${semiMb}`] : [])];
}

/** The built app on `port`, as `npm start` runs it (or `next start` with `nextStart`). */
export function startProductionServer(options: ProductionServerOptions): ChildProcess {
  const env = { ...process.env, ...options.env, NODE_ENV: "production" as const, NEXT_TELEMETRY_DISABLED: "1", PORT: String(options.port) };
  // A server started on this machine for a measurement or a test: this machine's address (a deployment sets its own).
  ensureLocalSiteUrl(env, options.port);
  const [command, ...args] = options.nextStart
    ? [nextBin, "start", "-p", String(options.port)]
    : [process.execPath, ...serverNodeArgs(env), "--import", "tsx", ...(options.nodeArgs ?? []), path.join("scripts", "serve-app.ts")];
  return spawn(command!, args, {
    cwd: options.cwd,
    env,
    stdio: options.stdio ?? ["ignore", "ignore", "inherit"],
  });
}

const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Polls `url` every half second until it answers 2xx; fails at once if `child` ends first, else
 * after `timeoutMs` (default two minutes: a cold production start at the scale data takes tens of seconds).
 */
export async function waitForServer(url: string, options: { child?: ChildProcess; what?: string; timeoutMs?: number } = {}) {
  const { child, what = "server", timeoutMs = 120_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && ended(child)) throw new Error(`${what} exited with ${child.exitCode !== null ? `code ${child.exitCode}` : child.signalCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() >= deadline) throw new Error(`${what} did not answer ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Sends `signal` and waits for the exit; a process still running ten seconds later is killed. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (ended(child)) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
  clearTimeout(timer);
  if (!ended(child)) {
    child.kill("SIGKILL");
    await exited;
  }
}

/**
 * The background worker (scripts/worker.ts) as a child process beside the app, its output lines
 * prefixed `[worker]` unless they already are. Stop it with stopProcess (SIGTERM: it finishes or
 * interrupts the job in hand within WORKER_STOP_GRACE_SECONDS).
 */
export function startWorkerProcess(options: { env?: Record<string, string | undefined>; log?: (line: string) => void } = {}): ChildProcess {
  const log = options.log ?? ((line: string) => console.log(line));
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", path.join("scripts", "worker.ts")], {
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const relay = (stream: NodeJS.ReadableStream | null) => {
    let partial = "";
    stream?.on("data", (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) log(line.startsWith("[worker]") ? line : `[worker] ${line}`);
    });
    stream?.on("end", () => partial.trim() && log(`[worker] ${partial}`));
  };
  relay(child.stdout);
  relay(child.stderr);
  return child;
}
