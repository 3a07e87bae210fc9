import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";

/**
 * A server-only endpoint that opens a session for a user the app has already authenticated
 * (password checked, or mobile just verified by code) and sets Better Auth's session cookie.
 * SERVER_ONLY: the HTTP router refuses it; only `auth.api.createSessionForUser` reaches it.
 */
export function sessionForUser() {
  return {
    id: "dlmp-session-for-user",
    endpoints: {
      createSessionForUser: createAuthEndpoint(
        "/dlmp/session-for-user",
        { method: "POST", body: z.object({ userId: z.string().min(1) }), metadata: { SERVER_ONLY: true } },
        async (ctx) => {
          const found = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!found) throw new APIError("NOT_FOUND");
          const created = await ctx.context.internalAdapter.createSession(found.id);
          await setSessionCookie(ctx, { session: created, user: found });
          return ctx.json({ sessionId: created.id });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
