"use server";

import { moveSchema } from "@/lib/validation/admin-categories";
import { articleBodyPreviewSchema, articleInputSchema, articleUpdateSchema, newsCategoryInputSchema, newsCategoryUpdateSchema } from "@/lib/validation/admin-news";
import { requireOperator } from "@/server/auth/guards";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";
import { createArticle } from "@/server/news/create-article";
import { createNewsCategory } from "@/server/news/create-news-category";
import { moveNewsCategory } from "@/server/news/move-news-category";
import { previewArticleBody } from "@/server/news/preview-article-body";
import { updateArticle } from "@/server/news/update-article";
import { updateNewsCategory } from "@/server/news/update-news-category";

export async function createArticleAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return createArticle({ actor, input: parseInput(articleInputSchema, input) });
  });
}

export async function updateArticleAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return updateArticle({ actor, input: parseInput(articleUpdateSchema, input) });
  });
}

export async function previewArticleBodyAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return previewArticleBody({ actor, bodyHtml: parseInput(articleBodyPreviewSchema, input).bodyHtml });
  });
}

export async function createNewsCategoryAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return createNewsCategory({ actor, input: parseInput(newsCategoryInputSchema, input) });
  });
}

export async function updateNewsCategoryAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return updateNewsCategory({ actor, input: parseInput(newsCategoryUpdateSchema, input) });
  });
}

export async function moveNewsCategoryAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return moveNewsCategory({ actor, input: parseInput(moveSchema, input) });
  });
}
