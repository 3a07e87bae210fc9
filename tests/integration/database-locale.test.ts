import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

/** ARCHITECTURE.md#stack-and-why's trap: under locale C, pg_trgm sees no letters in Devanagari and cannot index it. */
describe("database text handling", () => {
  it("uses UTF-8", async () => {
    const result = await db.execute<{ encoding: string }>(sql`SELECT pg_encoding_to_char(encoding) AS encoding FROM pg_database WHERE datname = current_database()`);
    expect(result.rows[0]?.encoding).toBe("UTF8");
  });

  it("makes trigrams of Marathi text, so name search works in Devanagari", async () => {
    const result = await db.execute<{ trigrams: string[]; similarity: number }>(
      sql`SELECT show_trgm('श्री गणेश किराणा') AS trigrams, similarity('श्री गणेश किराणा स्टोअर्स', 'गणेश किराणा') AS similarity`,
    );
    expect(result.rows[0]!.trigrams.length).toBeGreaterThan(5);
    expect(result.rows[0]!.similarity).toBeGreaterThan(0.3);
  });
});
