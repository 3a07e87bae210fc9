import { afterAll, describe, expect, it } from "vitest";
import { GET } from "../../app/api/health/route";
import { createDb } from "../../server/db/connect";
import { checkHealth } from "../../server/health/check-health";

describe("GET /api/health", () => {
  it("answers 200 when the database is reachable", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
  });

  describe("with the database unreachable", () => {
    // Port 1 on loopback: nothing listens, so the connection is refused at once.
    const unreachable = createDb("postgres://postgres:postgres@127.0.0.1:1/none", { max: 1, connectionTimeoutMillis: 2_000 });
    afterAll(() => unreachable.pool.end());

    it("reports the database down", async () => {
      const report = await checkHealth({ db: unreachable.db });
      expect(report).toMatchObject({ status: "unavailable", database: "down" });
    });
  });
});
