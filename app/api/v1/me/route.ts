import type { MeResponse } from "@/lib/auth/viewer";
import { getViewer } from "@/server/auth/session";
import { apiRoute } from "@/server/http/route-handler";

/** GET /api/v1/me: who is signed in (lib/auth/viewer.ts), for the header menus. Never cached. */
export const dynamic = "force-dynamic";

export const GET = apiRoute(async (): Promise<MeResponse> => ({ viewer: await getViewer() }));
