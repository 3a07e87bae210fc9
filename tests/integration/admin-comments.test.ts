import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { moderateCommentsSchema } from "../../lib/validation/admin-comments";
import { comments } from "../../server/db/schema";
import { parseInput } from "../../server/http/validation";
import { getArticle } from "../../server/news/get-article";
import { listComments } from "../../server/news/list-comments";
import { listCommentsForOperator } from "../../server/news/list-comments-for-operator";
import { moderateComments } from "../../server/news/moderate-comments";
import { auditOf, createOperatorActor, GHOST_OPERATOR, NOT_OPERATORS } from "../support/admin-factories";
import { connectTestDb } from "../support/db";
import { createArticle, createComment } from "../support/public-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe("operator console: comment moderation", () => {
  it("lists one article's queue pending first (oldest first), then the rest newest first", async () => {
    const operator = await createOperatorActor(db);
    const article = await createArticle(db);
    const oldPending = await createComment(db, { newsId: article.id, status: "pending", createdAt: minutesAgo(30) });
    const newPending = await createComment(db, { newsId: article.id, status: "pending", createdAt: minutesAgo(5) });
    const approved = await createComment(db, { newsId: article.id, status: "approved", createdAt: minutesAgo(1) });
    const hidden = await createComment(db, { newsId: article.id, status: "hidden", createdAt: minutesAgo(60) });
    const all = await listCommentsForOperator({ actor: operator, status: "all", newsId: article.id, db });
    expect(all.rows.map((r) => r.id)).toEqual([oldPending.id, newPending.id, approved.id, hidden.id]);
    expect(all).toMatchObject({ total: 4, pending: 2 });
    expect((await listCommentsForOperator({ actor: operator, status: "pending", newsId: article.id, db })).rows.map((r) => r.id)).toEqual([oldPending.id, newPending.id]);
    expect((await listCommentsForOperator({ actor: operator, status: "hidden", newsId: article.id, db })).rows.map((r) => r.id)).toEqual([hidden.id]);
    for (const actor of NOT_OPERATORS) await expect(listCommentsForOperator({ actor, status: "pending", db })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("approves a selection so the article shows it, hides one again and approves it back; one audit entry per change", async () => {
    const operator = await createOperatorActor(db);
    const article = await createArticle(db);
    const [a, b] = [await createComment(db, { newsId: article.id, status: "pending", body: "Great news!" }), await createComment(db, { newsId: article.id, status: "pending", body: "Thanks" })];
    expect((await listComments({ newsId: article.id, db })).count).toBe(0);
    expect(await moderateComments({ actor: operator, input: parseInput(moderateCommentsSchema, { ids: [a.id, b.id], status: "approved" }), db })).toEqual({ changed: 2 });
    expect((await listComments({ newsId: article.id, db })).comments.map((c) => c.comment).sort()).toEqual(["Great news!", "Thanks"]);
    expect((await getArticle({ id: article.id, db })).comments).toBe(2);
    const [row] = await db.select().from(comments).where(eq(comments.id, a.id));
    expect(row).toMatchObject({ status: "approved", moderatedBy: operator.userId });

    await moderateComments({ actor: operator, input: { ids: [a.id], status: "hidden" }, db });
    expect((await listComments({ newsId: article.id, db })).comments.map((c) => c.id)).toEqual([b.id]);
    await moderateComments({ actor: operator, input: { ids: [a.id], status: "approved" }, db });
    expect((await listComments({ newsId: article.id, db })).count).toBe(2);
    expect((await auditOf(db, "comment", a.id)).map((e) => [e.action, (e.before as { status: string }).status])).toEqual([["comment.approve", "hidden"], ["comment.hide", "approved"], ["comment.approve", "pending"]]);
    // Already in the asked state: nothing changes, nothing is recorded.
    expect(await moderateComments({ actor: operator, input: { ids: [a.id, b.id], status: "approved" }, db })).toEqual({ changed: 0 });
    expect(await auditOf(db, "comment", b.id)).toHaveLength(1);
  });

  it("refuses non-operators, unknown comments, an empty selection; writes nothing without its audit entries", async () => {
    const operator = await createOperatorActor(db);
    const article = await createArticle(db);
    const c = await createComment(db, { newsId: article.id, status: "pending" });
    expect(() => parseInput(moderateCommentsSchema, { ids: [], status: "approved" })).toThrow(expect.objectContaining({ fieldErrors: { ids: "Select at least one comment." } }));
    for (const actor of NOT_OPERATORS) await expect(moderateComments({ actor, input: { ids: [c.id], status: "approved" }, db })).rejects.toMatchObject({ code: "forbidden" });
    await expect(moderateComments({ actor: operator, input: { ids: [c.id, 99_999_999], status: "approved" }, db })).rejects.toMatchObject({ code: "not_found" });
    await expect(moderateComments({ actor: GHOST_OPERATOR, input: { ids: [c.id], status: "approved" }, db })).rejects.toThrow();
    expect((await db.select({ status: comments.status }).from(comments).where(inArray(comments.id, [c.id])))[0]!.status).toBe("pending");
    expect(await auditOf(db, "comment", c.id)).toHaveLength(0);
  });
});
