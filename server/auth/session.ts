import "server-only";
import { cookies, headers } from "next/headers";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/server/db/client";
import { auth, SESSION_COOKIE_PREFIX } from "./auth";
import { authHeaders } from "./client-ip";
import { loadViewer } from "./load-viewer";
import { readSessionViewer } from "./read-session-viewer";

/** The signed-in viewer of this request (server components, route handlers, actions), or null. */
export async function getViewer(): Promise<Viewer | null> {
  const requestHeaders = await headers();
  const quick = await readViewerOfCookie(requestHeaders.get("cookie"));
  if (quick) return quick.viewer;
  const found = await auth.api.getSession({ headers: authHeaders(requestHeaders) });
  if (!found) return null;
  return loadViewer(db, found.user.id);
}

/**
 * The common case in one statement (server/auth/read-session-viewer.ts); undefined when Better
 * Auth must decide: no session cookie, the "don't remember me" or session-data cookies that it
 * handles itself, or a session that is unknown, expired or due for refresh.
 */
async function readViewerOfCookie(cookieHeader: string | null) {
  if (!cookieHeader) return undefined;
  const context = await auth.$context;
  const { sessionToken, dontRememberToken, sessionData } = context.authCookies;
  const jar = parseCookieHeader(cookieHeader);
  if (jar.has(dontRememberToken.name) || [...jar.keys()].some((name) => name.startsWith(sessionData.name))) return undefined;
  const cookieValue = jar.get(sessionToken.name);
  if (!cookieValue) return undefined;
  return readSessionViewer(db, { cookieValue, secret: context.secret, expiresIn: context.sessionConfig.expiresIn, updateAge: context.sessionConfig.updateAge });
}

/** Cookie name to value, the first of a repeated name winning (as in Better Auth's own parser), values URI-decoded. */
function parseCookieHeader(header: string): Map<string, string> {
  const jar = new Map<string, string>();
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (!name || jar.has(name)) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      jar.set(name, decodeURIComponent(value));
    } catch {
      jar.set(name, value);
    }
  }
  return jar;
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
    if (cookie.name.startsWith(`${SESSION_COOKIE_PREFIX}.`) || cookie.name.startsWith(`__Secure-${SESSION_COOKIE_PREFIX}.`)) {
      store.delete(cookie.name);
    }
  }
}
