import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { clientIp } from "@/server/auth/client-ip";
import { AppError } from "@/server/errors";
import { PUBLIC_FORM_MESSAGES } from "@/lib/public/form-messages";

/**
 * A fixed-window counter in the database (Better Auth's rate_limit table, keys prefixed
 * "public:"), so every app instance shares it. Throws rate_limited once `limit` is passed.
 */
export async function consumeRateLimit(options: { key: string; limit: number; windowSeconds: number; db?: Executor }): Promise<void> {
  const db = options.db ?? appDb;
  const key = `public:${options.key}`;
  const now = Date.now();
  const windowStart = now - options.windowSeconds * 1000;
  const result = await db.execute<{ count: number; last_request: string }>(sql`
    insert into rate_limit (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request < ${windowStart} then ${now} else rate_limit.last_request end
    returning count, last_request`);
  const row = result.rows[0];
  if (row && row.count > options.limit) {
    const retry = Math.max(1, Math.ceil((Number(row.last_request) + options.windowSeconds * 1000 - now) / 1000));
    throw new AppError("rate_limited", { userMessage: PUBLIC_FORM_MESSAGES.tooManyRequests, retryAfterSeconds: retry });
  }
}

/** The client's address for the public forms' limits: the same one the account limits use (clientIp). */
export function clientAddress(request: Request): string | null {
  const address = clientIp(request.headers);
  return address === "unknown" ? null : address;
}
