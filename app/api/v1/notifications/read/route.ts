import { markReadSchema } from "@/lib/validation/notifications";
import { requireSignedIn } from "@/server/auth/guards";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { markNotificationsRead } from "@/server/notifications/mark-notifications-read";

/** POST /api/v1/notifications/read: body `{ id }` or `{ all: true }`; answers `{ unread }`. */
export const POST = apiRoute(async (request: Request) => {
  const viewer = await requireSignedIn();
  const input = await readJson(request, markReadSchema);
  return markNotificationsRead({ actor: viewer, input });
});
