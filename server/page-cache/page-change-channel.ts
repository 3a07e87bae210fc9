/**
 * Public-page changes between app instances, over PostgreSQL LISTEN/NOTIFY: the instance that
 * handled an edit publishes it; every other instance drops its cached copies and has Next.js on
 * itself expire the pages (docs/decisions/079-in-process-page-cache.md. One dedicated connection
 * per instance, reconnected after a failure; a notification lost while it was down is covered by
 * the pages' own expiry (the cache's TTL and the 60-second ISR period). Not `server-only` (see
 * page-cache.ts).
 */
import { randomUUID } from "node:crypto";
import { Client } from "pg";
import type { PublicPageChange } from "./public-page-change";

export const PAGE_CHANGE_CHANNEL = "dlmp_public_page_changes";

export type PageChangeMessage = { origin: string; change: PublicPageChange };

export type PageChangeChannel = {
  /** This process's id: a message it published comes back to it too, and is known by this. */
  instanceId: string;
  publish: (change: PublicPageChange) => Promise<void>;
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>;
  close: () => Promise<void>;
};

export function parsePageChangeMessage(payload: string | undefined): PageChangeMessage | null {
  try {
    const message = JSON.parse(payload ?? "") as Partial<PageChangeMessage>;
    if (typeof message.origin !== "string" || !message.change || typeof message.change !== "object") return null;
    const change: PublicPageChange = {};
    const ref = (value: unknown) =>
      value && typeof value === "object" && Number.isInteger((value as { id: unknown }).id) && typeof (value as { slug: unknown }).slug === "string"
        ? { id: (value as { id: number }).id, slug: (value as { slug: string }).slug }
        : undefined;
    const shop = ref(message.change.shop);
    const news = ref(message.change.news);
    if (shop) change.shop = shop;
    if (news) change.news = news;
    if (message.change.categoriesChanged === true) change.categoriesChanged = true;
    if (message.change.newsCategoriesChanged === true) change.newsCategoriesChanged = true;
    return { origin: message.origin, change };
  } catch {
    return null;
  }
}

export function openPageChangeChannel(options: {
  connectionString: string;
  /** Called for every change published by another instance. */
  onChange: (change: PublicPageChange, message: PageChangeMessage) => void;
  log?: (line: string) => void;
  reconnectMs?: number;
}): PageChangeChannel {
  const log = options.log ?? ((line: string) => console.warn(line));
  const instanceId = randomUUID();
  let client: Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const connect = async () => {
    const next = new Client({ connectionString: options.connectionString });
    next.on("notification", (notification) => {
      if (notification.channel !== PAGE_CHANGE_CHANNEL) return;
      const message = parsePageChangeMessage(notification.payload);
      if (message && message.origin !== instanceId) options.onChange(message.change, message);
    });
    let failed = false;
    const retry = (error: unknown) => {
      if (failed) return;
      failed = true;
      if (client === next) client = null;
      next.removeAllListeners("error");
      next.on("error", () => {});
      void next.end().catch(() => {});
      if (closed) return;
      log(`[page-cache] change channel lost (${error instanceof Error ? error.message : String(error)}); reconnecting`);
      clearTimeout(timer);
      timer = setTimeout(() => void connect(), options.reconnectMs ?? 2_000);
    };
    next.on("error", retry);
    next.on("end", () => retry(new Error("connection ended")));
    try {
      await next.connect();
      await next.query(`LISTEN ${PAGE_CHANGE_CHANNEL}`);
      if (closed) return void next.end().catch(() => {});
      client = next;
      markReady();
    } catch (error) {
      retry(error);
    }
  };
  void connect();

  return {
    instanceId,
    ready,
    publish: async (change) => {
      const message: PageChangeMessage = { origin: instanceId, change };
      if (!client) {
        log("[page-cache] change channel down: the other instances see this change when their copies expire");
        return;
      }
      await client.query("SELECT pg_notify($1, $2)", [PAGE_CHANGE_CHANNEL, JSON.stringify(message)]);
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      markReady();
      if (current) {
        current.removeAllListeners("end");
        await current.end().catch(() => {});
      }
    },
  };
}
