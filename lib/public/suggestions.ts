/**
 * The search box's constants and answer shape, without zod: the box is on every page, and its
 * browser code must not pull the validation library in (lib/validation/search.ts has the schema).
 */

/** The search box asks for suggestions from this many characters typed. */
export const SUGGEST_MIN_CHARS = 2;

export type ShopSuggestion = { id: number; slug: string; name: string; nameLang?: "en"; town: string | null; category: string };
export type PlaceSuggestion = { slug: string; name: string };

/** Suggestions grouped as the box shows them, each group best match first. */
export type Suggestions = { shops: ShopSuggestion[]; categories: PlaceSuggestion[]; towns: PlaceSuggestion[] };
