import { requireSignedIn } from "@/server/auth/guards";
import { apiRoute } from "@/server/http/route-handler";
import { countUnreadNotifications } from "@/server/notifications/list-notifications";

/** GET /api/v1/notifications/unread: `{ unread }`, the bell's number for the signed-in person. */
export const dynamic = "force-dynamic";

export const GET = apiRoute(async () => {
  const viewer = await requireSignedIn();
  return { unread: await countUnreadNotifications({ actor: viewer }) };
});
