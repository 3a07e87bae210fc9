import { z } from "zod";
import { pageNumber } from "@/lib/validation/public";
import { requireSignedIn } from "@/server/auth/guards";
import { apiRoute, readQuery } from "@/server/http/route-handler";
import { listNotifications } from "@/server/notifications/list-notifications";

const querySchema = z.object({ page: pageNumber.optional(), lang: z.enum(["en", "mr", "hi"]).optional() });

/** GET /api/v1/notifications?page=2&lang=mr: the signed-in person's notifications, newest first, 20 a page, with the unread count (docs/product.md#notifications). */
export const dynamic = "force-dynamic";

export const GET = apiRoute(async (request: Request) => {
  const viewer = await requireSignedIn();
  const query = readQuery(request, querySchema);
  return listNotifications({ actor: viewer, page: query.page ?? 1, locale: query.lang });
});
