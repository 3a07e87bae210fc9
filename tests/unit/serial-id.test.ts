import { describe, expect, it } from "vitest";
import { categoryUpdateSchema, moveSchema } from "../../lib/validation/admin-categories";
import { articleInputSchema, newsCategoryUpdateSchema } from "../../lib/validation/admin-news";
import { adminPlanIdSchema, adminSimulateSchema } from "../../lib/validation/admin-plans";
import { createFranchiseeShopSchema } from "../../lib/validation/admin-shops";
import { INTEGER_MAX } from "../../lib/validation/serial-id";

/**
 * Found by the console fuzzer (e2e/fuzz-inputs.spec.ts): an id past PostgreSQL's integer reached a
 * `serial` column and the database's "out of range" error came back as a 500. The schemas refuse it.
 */
describe("ids of serial-keyed tables", () => {
  const tooBig = [INTEGER_MAX + 1, Number.MAX_SAFE_INTEGER];
  const cases: [string, (id: number) => { success: boolean; error?: { issues: { message: string }[] } }][] = [
    ["category update", (id) => categoryUpdateSchema.safeParse({ id, name: "Grocery" })],
    ["category move", (id) => moveSchema.safeParse({ id, direction: "up" })],
    ["news category update", (id) => newsCategoryUpdateSchema.safeParse({ id, name: "Events" })],
    ["article's category", (id) => articleInputSchema.safeParse({ title: "T", categoryId: id, bodyHtml: "<p>x</p>" })],
    ["plan publish", (id) => adminPlanIdSchema.safeParse({ planId: id })],
    ["plan simulate", (id) => adminSimulateSchema.safeParse({ planId: id, month: "2026-01" })],
    [
      "new shop's category",
      (id) =>
        createFranchiseeShopSchema.safeParse({ mobile: "9876500000", owner_name: "A", credential: "sms", shop_name: "S", category_id: id, city: "nagpur", pincode: "440012", address: "R", interest_rate: "5" }),
    ],
  ];
  for (const [name, parse] of cases) {
    it(`${name}: refuses an id past integer with a message, accepts the largest integer`, () => {
      for (const id of tooBig) {
        const result = parse(id);
        expect(result.success).toBe(false);
        expect(result.error!.issues[0]!.message.length).toBeGreaterThan(0);
      }
      expect(parse(INTEGER_MAX).success).toBe(true);
    });
  }
});
