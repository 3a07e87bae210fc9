import { preferencesSchema } from "@/lib/validation/notifications";
import { requireSignedIn } from "@/server/auth/guards";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { getNotificationPreferences, setNotificationPreferences } from "@/server/notifications/notification-preferences";

/** GET /api/v1/notifications/preferences: each kind with `sms` and whether it can be turned off. */
export const dynamic = "force-dynamic";

export const GET = apiRoute(async () => {
  const viewer = await requireSignedIn();
  return getNotificationPreferences({ actor: viewer });
});

/** POST /api/v1/notifications/preferences: body `{ sms: { sale_recorded: false } }`; answers the whole set. */
export const POST = apiRoute(async (request: Request) => {
  const viewer = await requireSignedIn();
  const input = await readJson(request, preferencesSchema);
  return setNotificationPreferences({ actor: viewer, input });
});
