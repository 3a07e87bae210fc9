import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { idField } from "@/lib/validation/public";
import { isAppError } from "@/server/errors";
import { getArticle } from "./get-article";

/** For pages: the article of a `{id}` path segment, or the 404 page. Deduplicated per render. */
export const loadArticleForPage = cache(async (rawId: string | undefined) => {
  const parsed = idField.safeParse(rawId);
  if (!parsed.success || (typeof rawId === "string" && String(parsed.data) !== rawId.trim())) notFound();
  try {
    return await getArticle({ id: parsed.data });
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  }
});
