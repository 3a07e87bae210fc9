import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every page, route handler method and server action of the app, read from the file system (and,
 * for server actions, from the build's manifest, which gives each its id). The authorization matrix
 * needs an entry for each, so a route added without one fails the test.
 */

export type PageRoute = { kind: "page"; route: string; file: string };
export type HandlerRoute = { kind: "handler"; route: string; method: string; file: string };
export type ActionRoute = { kind: "action"; route: string; name: string; file: string; id: string | null };
export type AppRoute = PageRoute | HandlerRoute | ActionRoute;

const APP_DIR = path.resolve("app");
const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** `app/[locale]/(customer)/kyc/page.tsx` -> `/kyc`: no locale segment, no route groups, no parallel slots. */
export function routeOf(file: string): string {
  const segments = path
    .relative(APP_DIR, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment !== "" && segment !== "[locale]" && !/^\(.*\)$/.test(segment) && !segment.startsWith("@"));
  return `/${segments.join("/")}`;
}

function relative(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join("/");
}

/** Exported HTTP method names: `export const GET =`, `export async function POST(`, `export { GET, POST }`. */
export function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:const|let|var|async\s+function|function)\s+([A-Z]+)\b/g)) found.add(match[1]!);
  for (const match of source.matchAll(/export\s+(?:const|let)\s*\{([^}]*)\}\s*=/g)) for (const name of match[1]!.split(",")) found.add(name.split(":")[0]!.trim());
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1]!.split(",")) {
      const name = part.split(/\s+as\s+/).pop()!.trim();
      found.add(name);
    }
  }
  return [...found].filter((name) => HTTP_METHODS.includes(name)).sort();
}

function exportedFunctions(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:async\s+)?function\s+(\w+)/g)) names.add(match[1]!);
  for (const match of source.matchAll(/export\s+const\s+(\w+)\s*=/g)) names.add(match[1]!);
  return [...names].sort();
}

type ActionManifest = { node: Record<string, { workers: Record<string, unknown>; exportedName?: string; filename?: string }> };

function actionIds(): Map<string, { id: string; worker: string }> {
  const file = path.resolve(".next", "server", "server-reference-manifest.json");
  const ids = new Map<string, { id: string; worker: string }>();
  if (!existsSync(file)) return ids;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as ActionManifest;
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.filename && entry.exportedName) ids.set(`${entry.filename}#${entry.exportedName}`, { id, worker: Object.keys(entry.workers)[0] ?? "" });
  }
  return ids;
}

export function inventory(): AppRoute[] {
  const files = walk(APP_DIR);
  const routes: AppRoute[] = [];
  for (const file of files.filter((f) => /\/page\.(t|j)sx?$/.test(f))) routes.push({ kind: "page", route: routeOf(file), file: relative(file) });
  for (const file of files.filter((f) => /\/route\.(t|j)s$/.test(f))) {
    const methods = exportedMethods(readFileSync(file, "utf8"));
    if (methods.length === 0) throw new Error(`${relative(file)} exports no HTTP method the inventory can read`);
    for (const method of methods) routes.push({ kind: "handler", route: routeOf(file), method, file: relative(file) });
  }
  const ids = actionIds();
  for (const file of files.filter((f) => /\.(t|j)sx?$/.test(f))) {
    const source = readFileSync(file, "utf8");
    if (!/^\s*(\/\*[\s\S]*?\*\/\s*|\/\/.*\n\s*)*["']use server["']/.test(source)) continue;
    for (const name of exportedFunctions(source)) {
      const known = ids.get(`${relative(file)}#${name}`);
      // The action runs under the page that imports it; its URL is that page's.
      const route = known?.worker ? routeOf(path.resolve(known.worker)) : routeOf(file);
      routes.push({ kind: "action", route, name, file: relative(file), id: known?.id ?? null });
    }
  }
  return routes;
}

export function routeKey(route: AppRoute): string {
  if (route.kind === "page") return `page ${route.route}`;
  if (route.kind === "handler") return `${route.method} ${route.route}`;
  return `action ${route.name} ${route.route}`;
}

/** `*` is one path segment, `/**` any number of segments (none included). */
export function matchesPattern(pattern: string, key: string): boolean {
  const regex = pattern
    .split(/(\/\*\*|\*)/)
    .map((part) => (part === "/**" ? "(?:/.*)?" : part === "*" ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${regex}$`).test(key);
}
