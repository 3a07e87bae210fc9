import { z } from "zod";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { readPageParam } from "@/server/http/page-param";
import { idField } from "@/lib/validation/public";
import { getArticle } from "@/server/news/get-article";
import { listComments } from "@/server/news/list-comments";

type Context = { params: Promise<{ page: string }> };

/** docs/product.md#json-api news/commentsall/{page}: { news_id } -> comments, news, count. Unknown article: 404. */
export const POST = apiRoute<Context>(async (request, context) => {
  const page = await readPageParam(context);
  const { news_id } = await readJson(request, z.object({ news_id: idField }));
  const news = await getArticle({ id: news_id });
  const list = await listComments({ newsId: news_id, page });
  return { news, ...list };
});
