import "./zod-setup";
import { z } from "zod";
import { serialId } from "./serial-id";
import { optionalSlug } from "./admin-categories";

export const NEWS_STATUS_FILTERS = ["all", "draft", "published"] as const;
export type NewsStatusFilter = (typeof NEWS_STATUS_FILTERS)[number];

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === "" ? null : value))
    .nullish()
    .transform((value) => value ?? null);

export const NEWS_BODY_MAX = 100_000;

/**
 * An article as the operator writes it. `status` is what the pressed button asks for: save as a
 * draft or publish (published_at is set on the first publication and kept after).
 */
export const articleInputSchema = z.object({
  title: z.string({ error: "Please enter the title." }).trim().min(1, "Please enter the title.").max(200, "The title should be at most 200 characters."),
  titleMr: optionalText(200, "The Marathi title should be at most 200 characters."),
  titleHi: optionalText(200, "The Hindi title should be at most 200 characters."),
  categoryId: serialId("Please choose a category."),
  /** An image uploaded through the console (/media/news/…), or blank for the default picture. */
  image: optionalText(200, "Please upload the image again."),
  bodyHtml: z.string({ error: "Please write the article." }).trim().min(1, "Please write the article.").max(NEWS_BODY_MAX, "The article is too long."),
  /** The Marathi and Hindi texts; a translated title shows on its pages only with its text (lib/localized.ts). */
  bodyMrHtml: optionalText(NEWS_BODY_MAX, "The Marathi text is too long."),
  bodyHiHtml: optionalText(NEWS_BODY_MAX, "The Hindi text is too long."),
  quote: optionalText(500, "The quote should be at most 500 characters."),
  status: z.enum(["draft", "published"]).default("draft"),
});
export type ArticleInput = z.output<typeof articleInputSchema>;
export type ArticleForm = z.input<typeof articleInputSchema>;

export const articleUpdateSchema = articleInputSchema.extend({ id: z.coerce.number().int().positive() });
export type ArticleUpdateInput = z.output<typeof articleUpdateSchema>;

export const articleBodyPreviewSchema = z.object({ bodyHtml: z.string().max(NEWS_BODY_MAX, "The article is too long.") });

export const newsCategoryInputSchema = z.object({
  name: z.string({ error: "Please enter the category's name." }).trim().min(1, "Please enter the category's name.").max(60, "The name should be at most 60 characters."),
  nameMr: optionalText(60, "The Marathi name should be at most 60 characters."),
  nameHi: optionalText(60, "The Hindi name should be at most 60 characters."),
  slug: optionalSlug,
});
export type NewsCategoryInput = z.output<typeof newsCategoryInputSchema>;
export type NewsCategoryForm = z.input<typeof newsCategoryInputSchema>;
export const newsCategoryUpdateSchema = newsCategoryInputSchema.extend({ id: serialId("That category does not exist.") });
export type NewsCategoryUpdateInput = z.output<typeof newsCategoryUpdateSchema>;
