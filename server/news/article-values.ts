import "server-only";
import { eq } from "drizzle-orm";
import { slugFromText } from "@/lib/admin/content-slug";
import type { ArticleInput } from "@/lib/validation/admin-news";
import type { Executor } from "@/server/db/connect";
import { newsCategories } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { plainText, sanitizeRichText } from "@/server/public/sanitize";
import { readMedia } from "@/server/storage/media-storage";

const UPLOADED_IMAGE = /^\/media\/(news\/[a-f0-9]{32}\.webp)$/;
const fieldError = (field: string, message: string) => new AppError("validation_failed", { userMessage: message, fieldErrors: { [field]: message } });

/**
 * The columns an article form writes. The body is sanitized here, on write, with the same
 * allow-list the public pages use on render; a body that is empty once sanitized is refused. The
 * slug follows the title (the article URL redirects an old slug to the new one); a title without
 * Latin letters gets "news".
 */
export async function articleValues(db: Executor, input: ArticleInput) {
  const bodyHtml = sanitizeRichText(input.bodyHtml);
  if (plainText(bodyHtml) === "") throw fieldError("bodyHtml", "Please write the article.");
  // A translation that is empty once sanitized is no translation: the pages then show the English text.
  const translation = (html: string | null) => {
    const clean = html === null ? "" : sanitizeRichText(html);
    return plainText(clean) === "" ? null : clean;
  };
  const [category] = await db.select({ id: newsCategories.id }).from(newsCategories).where(eq(newsCategories.id, input.categoryId));
  if (!category) throw fieldError("categoryId", "Please choose a category.");
  if (input.image !== null) {
    const key = input.image.match(UPLOADED_IMAGE)?.[1];
    if (!key || (await readMedia(key)) === null) throw fieldError("image", "Please upload the image again.");
  }
  return {
    title: input.title,
    titleMr: input.titleMr,
    titleHi: input.titleHi,
    slug: slugFromText(input.title) || "news",
    categoryId: input.categoryId,
    image: input.image,
    bodyHtml,
    bodyMrHtml: translation(input.bodyMrHtml),
    bodyHiHtml: translation(input.bodyHiHtml),
    quote: input.quote,
  };
}
