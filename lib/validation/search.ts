import "./zod-setup";
import { z } from "zod";
import { NAME_LANGS } from "./public";

import { SUGGEST_MIN_CHARS } from "@/lib/public/suggestions";

export { SUGGEST_MIN_CHARS };
export type { ShopSuggestion, PlaceSuggestion, Suggestions } from "@/lib/public/suggestions";

/** `GET /api/v1/search/suggest?q=&lang=`: what the visitor has typed so far, and the page's language. */
export const suggestQuerySchema = z.object({
  q: z.string({ error: "q is required." }).trim().max(60, "q should be at most 60 characters."),
  lang: z.enum(NAME_LANGS, { error: "lang should be en, mr or hi." }).default("en"),
});
export type SuggestQuery = z.output<typeof suggestQuerySchema>;
