import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { connectTestDb } from "../support/db";
import { createAccount } from "../support/auth-factories";

// The guards read the request through next/headers; here the "request" is a cookie header we set.
const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", async () => {
  // Next.js's own cookie jar over the same request headers, as next/headers gives it.
  const { RequestCookies } = await import("next/dist/server/web/spec-extension/cookies");
  const requestHeaders = () => new Headers(request.cookie ? { cookie: request.cookie } : {});
  return { headers: async () => requestHeaders(), cookies: async () => new RequestCookies(requestHeaders()) };
});
vi.mock("next-intl/server", () => ({ getLocale: async () => "en" }));
vi.mock("@/i18n/navigation", async () => {
  const { redirect } = await import("next/navigation.js");
  return { redirect: ({ href }: { href: string }) => redirect(href), Link: () => null, useRouter: () => ({}) };
});

const { auth } = await import("../../server/auth/auth");
const commissionActions = await import("../../app/[locale]/(admin)/admin/commissions/actions");
const payoutActions = await import("../../app/[locale]/(admin)/admin/payouts/actions");
const planActions = await import("../../app/[locale]/(admin)/admin/plans/actions");
const statementsCsv = await import("../../app/api/v1/admin/commissions/[month]/statements/route");
const bankFile = await import("../../app/api/v1/admin/payouts/[batch]/bank-file/route");
const bankResponse = await import("../../app/api/v1/admin/payouts/[batch]/bank-response/route");
const payoutLinesCsv = await import("../../app/api/v1/admin/payouts/lines/route");
const pages = {
  commissions: (await import("../../app/[locale]/(admin)/admin/commissions/page")).default,
  month: (await import("../../app/[locale]/(admin)/admin/commissions/[month]/page")).default,
  statement: (await import("../../app/[locale]/(admin)/admin/commissions/[month]/[code]/page")).default,
  payouts: (await import("../../app/[locale]/(admin)/admin/payouts/page")).default,
  batch: (await import("../../app/[locale]/(admin)/admin/payouts/[batch]/page")).default,
  plans: (await import("../../app/[locale]/(admin)/admin/plans/page")).default,
  plan: (await import("../../app/[locale]/(admin)/admin/plans/[version]/page")).default,
};

const { db, pool } = connectTestDb();
afterAll(() => pool.end());
beforeEach(() => {
  request.cookie = "";
});

async function signIn(userId: string) {
  const { headers } = await auth.api.createSessionForUser({ body: { userId }, headers: new Headers(), returnHeaders: true });
  request.cookie = (headers.get("set-cookie") ?? "").split(";")[0]!;
}

const site = "http://localhost:3000";
const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const search = { searchParams: Promise.resolve({}) };

/** Every console endpoint of the commission, payout and plan sections, as status codes (actions: their failure message). */
async function attempts() {
  const form = new FormData();
  form.set("file", new File(["Reference,Status\n"], "r.csv"));
  const routes = [
    await statementsCsv.GET(new Request(`${site}/api/v1/admin/commissions/2027-01/statements`), params({ month: "2027-01" })),
    await bankFile.POST(new Request(`${site}/api/v1/admin/payouts/1/bank-file`, { method: "POST" }), params({ batch: "1" })),
    await bankResponse.POST(new Request(`${site}/api/v1/admin/payouts/1/bank-response`, { method: "POST", body: form }), params({ batch: "1" })),
    await payoutLinesCsv.GET(new Request(`${site}/api/v1/admin/payouts/lines`)),
  ].map((r) => r.status);
  const actions = await Promise.all([
    commissionActions.previewMonthAction({ month: "2027-01" }),
    commissionActions.runMonthAction({ month: "2027-01" }),
    commissionActions.reconcileMonthAction({ month: "2027-01" }),
    commissionActions.closeMonthAction({ month: "2027-01" }),
    payoutActions.createPayoutBatchAction(),
    payoutActions.markPaidAction({ lineId: 1, utr: "SBIN326123456789" }),
    payoutActions.markFailedAction({ lineId: 1, reason: "x" }),
    payoutActions.markFailedBulkAction({ batchId: 1, lineIds: [1], reason: "x" }),
    planActions.createPlanDraftAction({}),
    planActions.simulatePlanAction({ planId: 1, month: "2027-01" }),
    planActions.publishPlanAction({ planId: 1 }),
  ]);
  return { routes, actions: [...new Set(actions.map((a) => (a.status === "failure" ? a.errors.msg : "success")))] };
}

async function pageOutcomes() {
  const results = [];
  for (const [name, page] of Object.entries(pages)) {
    try {
      await (page as (props: unknown) => Promise<unknown>)({ ...search, ...params({ month: "2027-01", code: "DLMP000002", batch: "1", version: "1" }) });
      results.push(`${name}: rendered`);
    } catch (error) {
      const digest = (error as { digest?: string }).digest ?? "";
      results.push(`${name}: ${digest.startsWith("NEXT_REDIRECT") ? digest.split(";")[2] : String(error)}`);
    }
  }
  return results;
}

describe("the commission, payout and plan console sections are for operators only", () => {
  it("a visitor gets 401 from every route and action, and every page sends them to /admin/login", async () => {
    expect(await attempts()).toEqual({ routes: [401, 401, 401, 401], actions: ["Please login to continue."] });
    expect(new Set((await pageOutcomes()).map((o) => o.split(": ")[1]))).toEqual(new Set(["/admin/login"]));
  });

  it("customers and franchisees get 403 from every route and action, and every page sends them to /admin/login", async () => {
    for (const options of [{}, { franchisee: true, roles: "customer,franchisee" }]) {
      const account = await createAccount(db, options);
      await signIn(account.userId);
      const { routes, actions } = await attempts();
      expect(routes).toEqual([403, 403, 403, 403]);
      expect(actions).toHaveLength(1);
      expect(actions[0]).not.toBe("success");
      expect(new Set((await pageOutcomes()).map((o) => o.split(": ")[1]))).toEqual(new Set(["/admin/login"]));
    }
  });

  it("an operator reaches them; a cross-site form post of the bank file is refused even for an operator", async () => {
    const account = await createAccount(db, { customer: null, roles: "operator" });
    await signIn(account.userId);
    const csv = await statementsCsv.GET(new Request(`${site}/api/v1/admin/commissions/2027-01/statements`), params({ month: "2027-01" }));
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([csv.status, csv.headers.get("content-type"), bytes.subarray(0, 3).toString("hex"), bytes.toString("utf8", 3).split("\r\n")[0]]).toEqual([
      200, "text/csv; charset=utf-8", "efbbbf", "Month,Customer code,Name,Lines,Gross,TDS,Net,Carried in,Payable,Status,Hold reason",
    ]);
    expect((await bankFile.POST(new Request(`${site}/api/v1/admin/payouts/999/bank-file`, { method: "POST" }), params({ batch: "999" }))).status).toBe(404);
    const crossSite = new Request(`${site}/api/v1/admin/payouts/999/bank-file`, { method: "POST", headers: { origin: "https://evil.example" } });
    expect((await bankFile.POST(crossSite, params({ batch: "999" }))).status).toBe(403);
    expect((await payoutLinesCsv.GET(new Request(`${site}/api/v1/admin/payouts/lines`))).status).toBe(200);
    const answer = await commissionActions.reconcileMonthAction({ month: "2027-13" });
    expect(answer).toMatchObject({ status: "failure", errors: { month: "Enter the month as YYYY-MM." } });
  });
});
