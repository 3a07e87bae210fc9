import "server-only";
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { comments, news } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { parseInput } from "@/server/http/validation";
import { consumeRateLimit } from "@/server/public/rate-limit";
import { commentInputSchema } from "@/lib/validation/public";
import { PUBLIC_FORM_MESSAGES } from "@/lib/public/form-messages";

export const COMMENT_RECEIVED = PUBLIC_FORM_MESSAGES.commentReceived;

/**
 * A visitor's (or customer's) comment on a published article (docs/product.md#roles-and-permissions, #json-api news/comments). It is
 * stored as `pending` and shows once an operator approves it (docs/decisions/035-comments-are-moderated.md). Spam defences:
 * a honeypot field (a filled one is answered as success and dropped) and rate limits per address,
 * per email and per article.
 */
export async function postComment(options: { input: unknown; address: string | null; customerId?: number | null; db?: Executor }): Promise<{ msg: string }> {
  const db = options.db ?? appDb;
  const input = parseInput(commentInputSchema, options.input);
  if (input.website && input.website.trim() !== "") return { msg: COMMENT_RECEIVED };

  const [article] = await db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.id, input.news_id), eq(news.status, "published")))
    .limit(1);
  if (!article) throw new AppError("not_found", { userMessage: PUBLIC_FORM_MESSAGES.newsNotFound });

  if (options.address) await consumeRateLimit({ key: `comment:ip:${options.address}`, limit: 5, windowSeconds: 600, db });
  await consumeRateLimit({ key: `comment:email:${input.email.toLowerCase()}`, limit: 3, windowSeconds: 600, db });
  await consumeRateLimit({ key: `comment:news:${input.news_id}`, limit: 30, windowSeconds: 600, db });

  await db.insert(comments).values({
    newsId: input.news_id,
    customerId: options.customerId ?? null,
    name: input.name,
    email: input.email.toLowerCase(),
    body: input.comment,
    status: "pending",
  });
  return { msg: COMMENT_RECEIVED };
}
