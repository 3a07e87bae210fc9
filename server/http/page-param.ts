import "server-only";
import { z } from "zod";
import { pageNumber } from "@/lib/validation/public";
import { parseInput } from "./validation";

/** The `{page}` path segment of SPEC's paged calls (…/category_shop/{page}): 1 to MAX_PAGE. */
export async function readPageParam(context: { params: Promise<{ page: string }> }): Promise<number> {
  const { page } = await context.params;
  return parseInput(z.object({ page: pageNumber }), { page }).page;
}
