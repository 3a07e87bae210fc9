import { apiRoute, readJson } from "@/server/http/route-handler";
import { newsIdSchema } from "@/lib/validation/public";
import { getArticle } from "@/server/news/get-article";
import { listComments } from "@/server/news/list-comments";

/** docs/product.md#json-api news/single: the article with its latest approved comments (comment_data). */
export const POST = apiRoute(async (request) => {
  const { id } = await readJson(request, newsIdSchema);
  const article = await getArticle({ id });
  const { comments } = await listComments({ newsId: id, page: 1 });
  return { ...article, comment_data: comments };
});
