import { apiRoute, readJson, readQuery } from "@/server/http/route-handler";
import { readPageParam } from "@/server/http/page-param";
import { newsListQuerySchema } from "@/lib/validation/public";
import { listNews } from "@/server/news/list-news";
import { listNewsCategories } from "@/server/news/list-news-categories";

type Context = { params: Promise<{ page: string }> };

/**
 * docs/product.md#json-api GET news/news/0 and POST news/news/{page}: categories, news (excerpt 250), count.
 * Page 0 is the product's first page; GET takes the category in the query string, POST in the body.
 */
async function answer(context: Context, category: string | undefined) {
  const { page: raw } = await context.params;
  const page = raw === "0" ? 1 : await readPageParam(context);
  const [categories, list] = await Promise.all([listNewsCategories(), listNews({ category, page })]);
  return { categories, ...list };
}

export const GET = apiRoute<Context>(async (request, context) => answer(context, readQuery(request, newsListQuerySchema).category));
export const POST = apiRoute<Context>(async (request, context) => answer(context, (await readJson(request, newsListQuerySchema)).category));
