/**
 * The only Better Auth HTTP endpoints the app exposes at /api/auth/*: reading and closing sessions.
 * Everything else (email sign-up/in, phone-number codes, password resets, admin endpoints, whatever
 * a plugin adds later) answers 404, because those flows would bypass the app's rules (docs/decisions/014-better-auth-sessions-app-account-flows.md).
 */
export const ALLOWED_AUTH_ROUTES: ReadonlySet<string> = new Set([
  "GET /get-session",
  "POST /sign-out",
  "GET /list-sessions",
  "POST /revoke-session",
  "POST /revoke-other-sessions",
]);

export function isAllowedAuthRoute(request: Request): boolean {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "").replace(/\/+$/, "");
  return ALLOWED_AUTH_ROUTES.has(`${request.method.toUpperCase()} ${path}`);
}
