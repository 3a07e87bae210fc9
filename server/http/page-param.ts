import "server-only";
import { z } from "zod";
import { pageNumber } from "@/lib/validation/public";
import { parseInput } from "./validation";

/** The `{page}` path segment of the product's paged calls (…/category_shop/{page}): 1 to MAX_PAGE. */
export async function readPageParam(context: { params: Promise<{ page: string }> }): Promise<number> {
  const { page } = await context.params;
  return parseInput(z.object({ page: pageNumber }), { page }).page;
}

/**
 * The optional `{page}` segment of calls docs/product.md gives both with and without it (franchisee/sales and
 * franchisee/sales/{page}), from an optional catch-all route: 1-based like readPageParam, 1 when absent.
 */
export async function readOptionalPageParam(context: { params: Promise<{ page?: string[] }> }): Promise<number> {
  const { page } = await context.params;
  if (!page || page.length === 0) return 1;
  return parseInput(z.object({ page: z.tuple([pageNumber]) }), { page }).page[0];
}
