import "server-only";
import { slugFromText } from "@/lib/admin/content-slug";
import type { CategoryInput } from "@/lib/validation/admin-categories";
import { AppError } from "@/server/errors";
import { isAllowedCategoryIcon } from "./category-icons";

const fieldError = (field: string, message: string) => new AppError("validation_failed", { userMessage: message, fieldErrors: { [field]: message } });

/** The columns a category form writes: slug made from the name when left blank, icon checked. */
export async function categoryValues(input: CategoryInput) {
  const slug = input.slug || slugFromText(input.name);
  if (!slug) throw fieldError("slug", "The name has no Latin letters: please type a slug, e.g. mobile-shops.");
  if (input.icon !== null && !(await isAllowedCategoryIcon(input.icon))) throw fieldError("icon", "Please choose one of the icons or upload one again.");
  return { name: input.name, nameMr: input.nameMr, nameHi: input.nameHi, slug, icon: input.icon, popular: input.popular };
}

export const SLUG_TAKEN = "Another category already uses this slug.";
