/**
 * Which language's words a record shows on a page. One rule for shops, categories, towns and news
 * (docs/decisions/123-localized-names.md): the page's language where the record has it, else English.
 * Marathi and Hindi share the Devanagari script but not the language, so a Hindi page never falls
 * back to the Marathi text. Town names are the exception only in the data: the reference loader
 * fills `cities.name_hi` with the Hindi spelling of each town. Safe for client components.
 */

export type NameRecord = { name: string; nameMr?: string | null; nameHi?: string | null };

function given(text: string | null | undefined): text is string {
  return typeof text === "string" && text.trim() !== "";
}

function translatedName(record: NameRecord, locale: string): string | null {
  if (locale === "mr" && given(record.nameMr)) return record.nameMr;
  if (locale === "hi" && given(record.nameHi)) return record.nameHi;
  return null;
}

/** The name in the page's language where given, else the English name. */
export function localizedName(record: NameRecord, locale: string): string {
  return translatedName(record, locale) ?? record.name;
}

/** `lang="en"` for an English name shown on a Marathi or Hindi page (screen readers, fonts), else nothing. */
export function localizedNameLang(record: NameRecord, locale: string): "en" | undefined {
  return locale !== "en" && translatedName(record, locale) === null ? "en" : undefined;
}

export type ArticleTexts = {
  title: string;
  bodyHtml: string;
  titleMr?: string | null;
  bodyMrHtml?: string | null;
  titleHi?: string | null;
  bodyHiHtml?: string | null;
};

/**
 * An article's title and body in one language: the page's when both its title and its body were
 * written, else the English ones. A translated title over an English body promised a text the
 * reader then could not read, so a lone translated title is not shown.
 */
export function localizedArticle(article: ArticleTexts, locale: string): { title: string; bodyHtml: string; lang: "en" | "mr" | "hi" } {
  if (locale === "mr" && given(article.titleMr) && given(article.bodyMrHtml)) return { title: article.titleMr, bodyHtml: article.bodyMrHtml, lang: "mr" };
  if (locale === "hi" && given(article.titleHi) && given(article.bodyHiHtml)) return { title: article.titleHi, bodyHtml: article.bodyHiHtml, lang: "hi" };
  return { title: article.title, bodyHtml: article.bodyHtml, lang: "en" };
}
