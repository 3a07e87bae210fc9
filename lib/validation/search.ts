import "./zod-setup";
import { z } from "zod";
import { NAME_LANGS } from "./public";

/** The search box asks for suggestions from this many characters typed. */
export const SUGGEST_MIN_CHARS = 2;

/** `GET /api/v1/search/suggest?q=&lang=`: what the visitor has typed so far, and the page's language. */
export const suggestQuerySchema = z.object({
  q: z.string({ error: "q is required." }).trim().max(60, "q should be at most 60 characters."),
  lang: z.enum(NAME_LANGS, { error: "lang should be en, mr or hi." }).default("en"),
});
export type SuggestQuery = z.output<typeof suggestQuerySchema>;

export type ShopSuggestion = { id: number; slug: string; name: string; nameLang?: "en"; town: string | null; category: string };
export type PlaceSuggestion = { slug: string; name: string };

/** Suggestions grouped as the box shows them, each group best match first. */
export type Suggestions = { shops: ShopSuggestion[]; categories: PlaceSuggestion[]; towns: PlaceSuggestion[] };
