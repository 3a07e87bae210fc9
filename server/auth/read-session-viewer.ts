import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Viewer } from "@/lib/auth/viewer";
import type { Executor } from "@/server/db/connect";
import { preparedQuery } from "@/server/db/prepared";
import { customers, franchisees, session, shops, user } from "@/server/db/schema";
import { VIEWER_COLUMNS, viewerOf } from "./load-viewer";

export type SessionCheck = {
  /** The session cookie's value as the browser sent it: `token.signature` (Better Auth's signed cookie). */
  cookieValue: string;
  /** Better Auth's secret, which signed the cookie. */
  secret: string;
  /** Better Auth's session settings (seconds): a session is refreshed once it is older than updateAge. */
  expiresIn: number;
  updateAge: number;
  now?: Date;
};

/**
 * The viewer of a signed-in request in one statement (session, user and roles), for the common
 * case only: a correctly signed cookie naming a live session that is not yet due for Better
 * Auth's daily refresh. Anything else — no such session, expired, due for refresh — answers
 * `undefined`, and the caller asks Better Auth, which also deletes expired sessions and re-issues
 * cookies. Better Auth's own check is three statements and its endpoint pipeline (about 1.6 ms of
 * the web process's CPU a request against about 0.5 ms for this; docs/benchmarks.md, 2026-11-24).
 * Its cookie cache would skip the database altogether but keep a revoked session (sign-out,
 * password reset, ban) working until the cache expires, so it stays off (docs/decisions/087-session-check-in-one-statement.md).
 */
export async function readSessionViewer(db: Executor, check: SessionCheck): Promise<{ viewer: Viewer | null } | undefined> {
  const token = verifiedToken(check.cookieValue, check.secret);
  if (token === undefined) return undefined;
  // Named and built once: planning this five-table join costs ten times running it (server/db/prepared.ts).
  const [row] = await preparedQuery(db, "auth.session_viewer", (db) =>
    db
      .select({ ...VIEWER_COLUMNS, userId: user.id, expiresAt: session.expiresAt })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(customers, eq(customers.userId, user.id))
      .leftJoin(franchisees, eq(franchisees.userId, user.id))
      .leftJoin(shops, eq(shops.franchiseeId, franchisees.id))
      .where(eq(session.token, sql.placeholder("token"))),
  ).execute({ token });
  if (!row) return undefined;
  const now = (check.now ?? new Date()).getTime();
  const expiresAt = row.expiresAt.getTime();
  if (expiresAt <= now) return undefined;
  // Better Auth's rule (api/routes/session.ts): refresh once expiresAt - expiresIn + updateAge has passed.
  if (expiresAt - check.expiresIn * 1000 + check.updateAge * 1000 <= now) return undefined;
  return { viewer: viewerOf(row.userId, row) };
}

/** The token of a Better Auth signed cookie (`value.base64(HMAC-SHA256(value, secret))`), if the signature holds. */
function verifiedToken(cookieValue: string, secret: string): string | undefined {
  const dot = cookieValue.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = cookieValue.slice(0, dot);
  const signature = cookieValue.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return undefined;
  const given = Buffer.from(signature, "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}
