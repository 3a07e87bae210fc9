import "server-only";
import { cookies, headers } from "next/headers";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/server/db/client";
import { isSessionCookieName } from "@/lib/auth/session-cookie";
import { auth } from "./auth";
import { authHeaders } from "./client-ip";
import { loadViewer } from "./load-viewer";
import { readSessionViewer } from "./read-session-viewer";

/** The signed-in viewer of this request (server components, route handlers, actions), or null. */
export async function getViewer(): Promise<Viewer | null> {
  const jar = await cookies();
  // Better Auth finds a session only through its cookies: without any, the answer is "nobody",
  // and asking its endpoint pipeline would cost a signed-out render (/login) about 1 ms of CPU.
  if (!jar.getAll().some((cookie) => isSessionCookieName(cookie.name))) return null;
  const quick = await readViewerOfCookie();
  if (quick) return quick.viewer;
  const found = await auth.api.getSession({ headers: authHeaders(await headers()) });
  if (!found) return null;
  return loadViewer(db, found.user.id);
}

/**
 * The common case in one statement (server/auth/read-session-viewer.ts); undefined when Better
 * Auth must decide: no session cookie, the "don't remember me" or session-data cookies that it
 * handles itself, or a session that is unknown, expired or due for refresh.
 */
async function readViewerOfCookie() {
  const jar = await cookies();
  const context = await auth.$context;
  const { sessionToken, dontRememberToken, sessionData } = context.authCookies;
  if (jar.has(dontRememberToken.name) || jar.getAll().some((cookie) => cookie.name.startsWith(sessionData.name))) return undefined;
  const cookieValue = jar.get(sessionToken.name)?.value;
  if (!cookieValue) return undefined;
  return readSessionViewer(db, { cookieValue, secret: context.secret, expiresIn: context.sessionConfig.expiresIn, updateAge: context.sessionConfig.updateAge });
}

/**
 * The viewer of a user the app has just authenticated; with `startSession` a Better Auth session
 * is opened first and its cookie goes out with the response.
 */
export async function getViewerOf(userId: string, options: { startSession: boolean }): Promise<Viewer | null> {
  if (options.startSession) {
    await auth.api.createSessionForUser({ body: { userId }, headers: authHeaders(await headers()) });
  }
  return loadViewer(db, userId);
}

/** Revokes this request's session (if any) and clears Better Auth's cookies. */
export async function endSession(): Promise<void> {
  const requestHeaders = authHeaders(await headers());
  const found = await auth.api.getSession({ headers: requestHeaders });
  if (found) await auth.api.signOut({ headers: requestHeaders });
  const store = await cookies();
  for (const cookie of store.getAll()) {
    if (isSessionCookieName(cookie.name)) store.delete(cookie.name);
  }
}
