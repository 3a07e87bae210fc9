import "server-only";
import { sql } from "drizzle-orm";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";

/**
 * The distinct entity types and actions in the log, for the filter's suggestions. A loose index
 * scan (one index probe per distinct value, not a pass over the log) on the entity and action indexes.
 */
export async function listAuditVocabulary({ actor, db = appDb }: { actor: Actor; db?: Executor }): Promise<{ entityTypes: string[]; actions: string[] }> {
  assertRole(actor, "operator", "Only operators can read the audit log.");
  const distinct = async (column: "entity_type" | "action") => {
    const name = sql.identifier(column);
    const { rows } = await db.execute<{ value: string }>(sql`
      WITH RECURSIVE v(value) AS (
        (SELECT ${name} FROM audit_log ORDER BY ${name} LIMIT 1)
        UNION ALL
        SELECT (SELECT ${name} FROM audit_log WHERE ${name} > v.value ORDER BY ${name} LIMIT 1) FROM v WHERE v.value IS NOT NULL
      )
      SELECT value FROM v WHERE value IS NOT NULL LIMIT 200`);
    return rows.map((row) => row.value);
  };
  const [entityTypes, actions] = await Promise.all([distinct("entity_type"), distinct("action")]);
  return { entityTypes, actions };
}
