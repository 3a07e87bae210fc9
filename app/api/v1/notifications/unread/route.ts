import { z } from "zod";
import { requireSignedIn } from "@/server/auth/guards";
import { apiRoute, readQuery } from "@/server/http/route-handler";
import { countUnreadNotifications } from "@/server/notifications/list-notifications";
import { rememberLocale } from "@/server/notifications/remember-locale";

const querySchema = z.object({ lang: z.enum(["en", "mr", "hi"]).optional() });

/**
 * GET /api/v1/notifications/unread?lang=mr: `{ unread }`, the bell's number for the signed-in
 * person. `lang`, the page's language, is remembered as theirs (their notifications are written in it).
 */
export const dynamic = "force-dynamic";

export const GET = apiRoute(async (request: Request) => {
  const viewer = await requireSignedIn();
  const { lang } = readQuery(request, querySchema);
  const [unread] = await Promise.all([countUnreadNotifications({ actor: viewer }), lang ? rememberLocale({ actor: viewer, locale: lang }) : undefined]);
  return { unread };
});
