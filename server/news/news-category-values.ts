import "server-only";
import { slugFromText } from "@/lib/admin/content-slug";
import type { NewsCategoryInput } from "@/lib/validation/admin-news";
import { AppError } from "@/server/errors";

export const NEWS_SLUG_TAKEN = "Another news category already uses this slug.";

/** The columns a news-category form writes; the slug is made from the name when left blank. */
export function newsCategoryValues(input: NewsCategoryInput) {
  const slug = input.slug || slugFromText(input.name);
  if (!slug) {
    const message = "The name has no Latin letters: please type a slug, e.g. local-news.";
    throw new AppError("validation_failed", { userMessage: message, fieldErrors: { slug: message } });
  }
  return { name: input.name, nameMr: input.nameMr, nameHi: input.nameHi, slug };
}
