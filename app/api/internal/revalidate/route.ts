import { z } from "zod";
import { AppError } from "@/server/errors";
import { env } from "@/server/env";
import { errorResponse } from "@/server/http/route-handler";
import { INTERNAL_SECRET_HEADER, isInternalSecret } from "@/server/page-cache/internal-secret";
import { expirePublicPageCaches } from "@/server/shops/expire-public-page-caches";

export const dynamic = "force-dynamic";

const reference = z.object({ id: z.number().int().positive(), slug: z.string().min(1).max(200) });
const changeSchema = z.object({ shop: reference.optional(), news: reference.optional(), categoriesChanged: z.boolean().optional(), newsCategoriesChanged: z.boolean().optional() }).strict();

/**
 * Internal: the production server (scripts/serve-app.ts) calls this on its own instance when
 * another instance published a public-page change, so that Next.js here expires its ISR copies
 * too (revalidatePath works only inside a request). Refused without the deployment's internal
 * secret (server/page-cache/internal-secret.ts); never published again from here.
 */
export async function POST(request: Request) {
  try {
    if (!isInternalSecret(request.headers.get(INTERNAL_SECRET_HEADER), env.BETTER_AUTH_SECRET)) throw new AppError("forbidden");
    const parsed = changeSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) throw new AppError("bad_request");
    expirePublicPageCaches(parsed.data);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return errorResponse(error, request);
  }
}
