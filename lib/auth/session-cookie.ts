/**
 * Better Auth's cookies (a session, or one being made) are named `dlmp.<name>`, or
 * `__Secure-dlmp.<name>` over https. Not `server-only`: the page cache (outside Next.js's bundles)
 * must tell a signed-in request from an anonymous one.
 */
export const SESSION_COOKIE_PREFIX = "dlmp";

export function isSessionCookieName(name: string): boolean {
  return name.startsWith(`${SESSION_COOKIE_PREFIX}.`) || name.startsWith(`__Secure-${SESSION_COOKIE_PREFIX}.`);
}
