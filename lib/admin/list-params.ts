/** Rows per page in every operator-console list (the console is read on desktops; 20 fits a screen). */
export const ADMIN_PAGE_SIZE = 20;

type SearchParams = Record<string, string | string[] | undefined>;

/** ?page= is 1-based in the URL; anything unexpected is the first page. Returns the 0-based page. */
export function readAdminPage(searchParams: SearchParams): number {
  const raw = typeof searchParams.page === "string" ? Number(searchParams.page) : 1;
  return Number.isInteger(raw) && raw >= 1 && raw <= 1_000_000 ? raw - 1 : 0;
}

/** A trimmed text filter from the query string, cut to a sane length; "" when absent. */
export function readAdminText(searchParams: SearchParams, key: string, max = 100): string {
  const value = searchParams[key];
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

/** A filter that must be one of a fixed set of values; anything else is the fallback. */
export function readAdminChoice<T extends string>(searchParams: SearchParams, key: string, choices: readonly T[], fallback: T): T {
  const value = searchParams[key];
  return typeof value === "string" && (choices as readonly string[]).includes(value) ? (value as T) : fallback;
}
