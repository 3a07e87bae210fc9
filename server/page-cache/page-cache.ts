/**
 * The in-process cache of public pages (see docs/decisions/079-in-process-page-cache.md: whole
 * responses kept in memory, least recently used first out when the bytes pass the bound, each for
 * a fixed time, dropped by path when the page's data changes. Not `server-only`: the production
 * server (scripts/serve-app.ts) runs it outside Next.js's bundles, and the unit tests import it.
 */

export type CachedPage = {
  status: number;
  /** Response headers as Node.js keeps them (lower-case names), without the per-connection ones. */
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** The same body gzipped, once it has been compressed (off the request path). */
  gzip?: Buffer;
};

type Entry = CachedPage & { key: string; path: string; expiresAt: number; bytes: number };

export type PageCacheOptions = {
  /** Upper bound on the bytes kept (bodies, compressed bodies, headers, keys). */
  maxBytes: number;
  /** How long an entry is served, in milliseconds. */
  ttlMs: number;
  /** A single page larger than this is never kept (default: an eighth of maxBytes). */
  maxEntryBytes?: number;
  now?: () => number;
};

export type PageCacheStats = { entries: number; bytes: number; hits: number; misses: number; stores: number; evictions: number; invalidations: number };

function headerBytes(headers: CachedPage["headers"]): number {
  let total = 0;
  for (const [name, value] of Object.entries(headers)) total += name.length + (Array.isArray(value) ? value.join("").length : value.length) + 4;
  return total;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byPath = new Map<string, Set<string>>();
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private bytes = 0;
  /** Bumped by every invalidation: a response begun before one may hold the old page, so it is not kept. */
  private epoch = 0;
  private readonly counters = { hits: 0, misses: 0, stores: 0, evictions: 0, invalidations: 0 };

  constructor(options: PageCacheOptions) {
    this.maxBytes = Math.max(0, options.maxBytes);
    this.maxEntryBytes = Math.min(this.maxBytes, options.maxEntryBytes ?? Math.floor(this.maxBytes / 8));
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.maxBytes > 0 && this.ttlMs > 0;
  }

  /** Taken when a request starts; `set` keeps its response only if nothing was invalidated since. */
  currentEpoch(): number {
    return this.epoch;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.counters.misses += 1;
      return undefined;
    }
    if (entry.expiresAt <= this.now()) {
      this.remove(entry);
      this.counters.misses += 1;
      return undefined;
    }
    // Most recently used goes last: eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.counters.hits += 1;
    return entry;
  }

  /** Keeps a page; false when it is too large, the cache is off, or the page changed while it was being made. */
  set(key: string, path: string, page: CachedPage, epoch: number): boolean {
    if (!this.enabled || epoch !== this.epoch) return false;
    const bytes = page.body.length + (page.gzip?.length ?? 0) + headerBytes(page.headers) + key.length * 2 + 64;
    if (bytes > this.maxEntryBytes) return false;
    const existing = this.entries.get(key);
    if (existing) this.remove(existing);
    const entry: Entry = { ...page, key, path, bytes, expiresAt: this.now() + this.ttlMs };
    this.entries.set(key, entry);
    let keys = this.byPath.get(path);
    if (!keys) this.byPath.set(path, (keys = new Set()));
    keys.add(key);
    this.bytes += bytes;
    this.counters.stores += 1;
    this.evict();
    return true;
  }

  /** Adds the compressed body to an entry still holding this very page (compression finishes later). */
  attachGzip(key: string, body: Buffer, gzip: Buffer): void {
    const entry = this.entries.get(key);
    if (!entry || entry.body !== body || entry.gzip) return;
    entry.gzip = gzip;
    entry.bytes += gzip.length;
    this.bytes += gzip.length;
    this.evict();
  }

  /** Drops every variant (query, host, …) of these paths, and stops responses in flight from being kept. */
  invalidatePaths(paths: Iterable<string>): void {
    this.epoch += 1;
    this.counters.invalidations += 1;
    for (const path of paths) {
      for (const key of [...(this.byPath.get(path) ?? [])]) {
        const entry = this.entries.get(key);
        if (entry) this.remove(entry);
      }
    }
  }

  clear(): void {
    this.epoch += 1;
    this.counters.invalidations += 1;
    this.entries.clear();
    this.byPath.clear();
    this.bytes = 0;
  }

  stats(): PageCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, ...this.counters };
  }

  private evict() {
    for (const entry of this.entries.values()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(entry);
      this.counters.evictions += 1;
    }
  }

  private remove(entry: Entry) {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.bytes -= entry.bytes;
    const keys = this.byPath.get(entry.path);
    keys?.delete(entry.key);
    if (keys && keys.size === 0) this.byPath.delete(entry.path);
  }
}
