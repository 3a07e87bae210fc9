import { expect, request, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import fc from "fast-check";
import pg from "pg";
import { LOGINS } from "./support/actors";
import { freshPublicFormLimits, latestCode, newMobile, query } from "./support/auth";
import { inventory, routeKey } from "./support/route-inventory";

/**
 * Bad input, at every write endpoint of the running app (route handlers and server actions): random
 * and hostile bodies (wrong types, huge strings, negative and fractional amounts, SQL and HTML
 * fragments, NUL and other odd characters, missing fields, malformed JSON, wrong content types).
 * Each answer must be a 2xx success or a failure envelope with a message a person can act on — never
 * a 500 or the generic "something went wrong" — and a failure must leave every table's row count
 * as it was (no half-written records). fast-check shrinks a failing body to a small one and prints
 * its seed; the run stays within about a minute (FUZZ_RUNS, default 10 bodies per endpoint, plus
 * the fixed transport cases).
 */

const GENERIC = "Something went wrong. Please try again.";
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/**
 * Tables a refused request may still write on purpose: attempt counters of the rate limits; and the
 * shops' day figures, which the app's background flush of earlier accepted taps writes whenever it runs.
 */
const COUNTED_ANYWAY = new Set(["rate_limit", "shop_daily_stats"]);

type Caller = "visitor" | "customer" | "franchisee" | "operator";
type Target = {
  key: string;
  caller: Caller;
  /** A body that the endpoint accepts (or that passes its checks far enough to reach the database). */
  example: (s: Samples) => unknown;
  path?: string | ((s: Samples) => string);
  /** Arguments a page binds to a server action before the form's body (a shop's or sale's id). */
  bound?: (s: Samples) => unknown[];
  /** A multipart upload: the body is a file under this field (random bytes, names and types). */
  upload?: string;
  /** Answers a file (CSV) on success, an envelope only on failure. */
  download?: boolean;
  /**
   * SQL giving the state a refused request must leave exactly as it was, beyond the row counts
   * (a balance, a row's columns): "never a partial write" where an update, not an insert, is at stake.
   */
  state?: (s: Samples) => string;
  /** Work an accepted request leaves going on in the background (a commission job): waited for before counting rows. */
  settle?: () => Promise<void>;
};
type Samples = {
  shopId: number;
  articleId: number;
  customerCode: string;
  customerId: number;
  /** The operator's targets: a draft shop made for this run, with a funded wallet and one sale. */
  adminShopId: number;
  adminOwnerMobile: string;
  saleId: number;
  batchId: number;
  lineId: number;
  grievanceId: number;
};

const text = (n: number) => "x".repeat(n);
const hostileStrings = [
  "' OR '1'='1' --",
  "'; DROP TABLE sales; --",
  "1; SELECT pg_sleep(5)",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\u202eevil",
  "𝕏𝕐ℤ 🙂",
  "मराठी नाव",
  "../../etc/passwd",
  "%00%27",
  "${7*7}{{7*7}}",
  "NaN",
  "Infinity",
  "-1",
  "1e309",
  "0x1F",
  " ",
  "",
  text(5_000),
];
const hostileNumbers = [-1, 0, -0.5, 0.001, 12.345, 1e20, -1e20, 2 ** 53 + 2, 2 ** 63, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...hostileStrings) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...hostileNumbers) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: "binary" }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { $gt: "" }, ["a", "b"]) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

type PathKey = (string | number)[];
function leafPaths(value: unknown, prefix: PathKey = []): PathKey[] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length === 0 ? [prefix] : entries.flatMap(([key, child]) => [[...prefix, key], ...leafPaths(child, [...prefix, key]).filter((p) => p.length > prefix.length + 1)]);
  }
  return [prefix];
}
function setPath(value: unknown, path: PathKey, replacement: unknown, remove = false): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  if (path.length === 0) return replacement;
  let cursor = copy;
  for (const key of path.slice(0, -1)) {
    // An earlier change may have replaced a parent with a scalar: then this change has nothing to change.
    if (!cursor[key] || typeof cursor[key] !== "object") return copy;
    cursor = cursor[key] as Record<string | number, unknown>;
  }
  if (!cursor || typeof cursor !== "object") return copy;
  if (remove) delete cursor[path.at(-1)!];
  else cursor[path.at(-1)!] = replacement;
  return copy;
}

/** 999_999 in an example names a row that must not exist (an update or a move of nothing). */
const ABSENT_ID = 999_999;
const couldNameARow = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(couldNameARow)
    : (typeof value === "number" || (typeof value === "string" && /^\s*\+?\d+(\.0*)?\s*$/.test(value))) && Number(value) >= 1 && Number(value) < ABSENT_ID;
const holdsAbsentId = (example: unknown, path: PathKey): boolean => {
  let cursor: unknown = example;
  for (const key of path) cursor = cursor && typeof cursor === "object" ? (cursor as Record<string | number, unknown>)[key] : undefined;
  return cursor === ABSENT_ID || (Array.isArray(cursor) && cursor.includes(ABSENT_ID));
};
/**
 * A hostile value for a field, except that an id meant to name nothing never becomes a small number:
 * fc.integer() once turned "update category 999999" into "update category 1", and the public home
 * then lost its Grocery & Kirana category for the journeys after the fuzzer.
 */
const valueFor = (example: unknown, path: PathKey, value: unknown): unknown => (holdsAbsentId(example, path) && couldNameARow(value) ? -1 : value);

/** Bodies near the example (one or several fields hostile or missing) and bodies unlike it at all. */
function bodies(example: unknown): fc.Arbitrary<unknown> {
  const paths = leafPaths(example).filter((p) => p.length > 0);
  if (paths.length === 0) return fc.oneof(hostileValue, fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 4 }));
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...paths), hostileValue).map(([path, value]) => setPath(example, path, valueFor(example, path, value))) },
    { weight: 2, arbitrary: fc.constantFrom(...paths).map((path) => setPath(example, path, undefined, true)) },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...paths), hostileValue), { minLength: 2, maxLength: 4 })
        .map((changes) => changes.reduce<unknown>((body, [path, value]) => setPath(body, path, valueFor(example, path, value)), example)),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** What is sent besides JSON objects: malformed text, other content types, oversized and deeply nested bodies. */
const TRANSPORT_CASES: { name: string; contentType: string; body: string | Buffer }[] = [
  { name: "empty body", contentType: "application/json", body: "" },
  { name: "malformed JSON", contentType: "application/json", body: '{"a":' },
  { name: "single quotes", contentType: "application/json", body: "{'a': 1}" },
  { name: "JSON null", contentType: "application/json", body: "null" },
  { name: "JSON array", contentType: "application/json", body: "[1,2,3]" },
  { name: "JSON string", contentType: "application/json", body: '"hello"' },
  { name: "JSON number", contentType: "application/json", body: "-1.5e400" },
  { name: "form encoded", contentType: "application/x-www-form-urlencoded", body: "a=1&b=%3Cscript%3E" },
  { name: "plain text", contentType: "text/plain", body: "DROP TABLE sales;" },
  { name: "binary", contentType: "application/octet-stream", body: Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x80]) },
  { name: "70 KB JSON", contentType: "application/json", body: JSON.stringify({ a: text(70_000) }) },
  { name: "deeply nested", contentType: "application/json", body: "[".repeat(30_000) + "]".repeat(30_000) },
  { name: "a React reference that is not there", contentType: "application/json", body: '{"subject":"$@1","reports":"$F0"}' },
  { name: "invalid UTF-8", contentType: "application/json", body: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28, 0xa0, 0xa1]), Buffer.from('"}')]) },
];

const MONTH_PAGE = "/admin/commissions/2026-01";
const CUSTOMER_PAGE = (s: Samples) => `/admin/customers/${s.customerId}`;
const ARTICLE_PAGE = (s: Samples) => `/admin/news/${s.articleId}`;
const BATCH_PAGE = (s: Samples) => `/admin/payouts/${s.batchId}`;
const SHOP_PAGE = (s: Samples) => `/admin/shops/${s.adminShopId}`;

/** A row as text: any column a refused request changed shows. */
const ROW_OF = (table: string, id: number) => `SELECT row_to_json(t)::text AS v FROM ${table} t WHERE t.id = ${id}`;
const WALLET_BALANCE = (s: Samples) => `SELECT coalesce((SELECT balance_paise FROM ledger_accounts WHERE kind = 'franchisee_wallet' AND shop_id = ${s.adminShopId}), -1)::text AS v`;

const TARGETS: Target[] = [
  // Customer portal (a customer made for this run).
  { key: "POST /api/v1/customers/favorites", caller: "customer", example: (s) => ({ franchisee_id: s.shopId }) },
  { key: "POST /api/v1/customers/kyc", caller: "customer", example: () => ({ bank_name: "State Bank of India", branch: "Sitabuldi", ifsc: "SBIN0000432", account_no: "123456789012", confirm_account_no: "123456789012" }) },
  { key: "POST /api/v1/customers/update", caller: "customer", example: () => ({ firstName: "Kiran", middleName: "Anil", lastName: "Joshi", email: `fuzz-${Date.now()}@example.test`, gender: "Male", age: "34", state: "MAHARASHTRA", city: "nagpur", pincode: "440012", address: "Ring Road", pan_no: "ABCPJ1234K", aadhar_no: "" }) },
  { key: "POST /api/v1/others/reports", caller: "customer", example: () => ({ subject: "Overcharged", reports: "The shop charged more than the label." }) },
  { key: "POST /api/v1/customers/downline", caller: "customer", example: (s) => ({ from: s.customerId, search: "Kiran" }) },
  { key: "POST /api/v1/customers/commision/[[...page]]", caller: "customer", example: (s) => ({ month: "2026-01", customer: s.customerId }) },
  { key: "POST /api/v1/customers/purchase/[[...page]]", caller: "customer", example: (s) => ({ filter: "month", customer: s.customerId }) },
  { key: "POST /api/v1/shops/favorites/[[...page]]", caller: "customer", example: (s) => ({ customer_id: s.customerId }) },
  { key: "POST /api/v1/customers/dashboard", caller: "customer", example: () => ({}) },
  { key: "POST /api/v1/customers/profile", caller: "customer", example: () => ({}) },
  { key: "action updateKycAction /kyc", caller: "customer", example: () => ({ bank_name: "Bank of Maharashtra", branch: "Wardha", ifsc: "MAHB0000123", account_no: "987654321098", confirm_account_no: "987654321098" }) },
  { key: "action updateCustomerProfileAction /profile", caller: "customer", example: () => ({ firstName: "Kiran", middleName: "", lastName: "Joshi", email: `fuzz-a-${Date.now()}@example.test`, city: "wardha", pincode: "442001" }) },
  // Reviews: this run's customer bought nowhere (a write is refused with the product's message) and the ids name no review.
  { key: "POST /api/v1/customers/reviews", caller: "customer", example: (s) => ({ shop_id: s.shopId, rating: 4, body: "Fresh stock and fair prices." }) },
  { key: "POST /api/v1/customers/reviews/delete", caller: "customer", example: (s) => ({ shop_id: s.shopId }) },
  { key: "POST /api/v1/customers/reviews/helpful", caller: "customer", example: () => ({ review_id: 999_999 }) },
  { key: "POST /api/v1/shops/reviews/report", caller: "customer", example: () => ({ review_id: 999_999, reason: "other", details: "Looks copied from another shop." }) },
  { key: "action reportFraudAction /report-fraud", caller: "customer", example: () => ({ subject: "Fake offer", reports: "An offer that was not honoured." }) },
  // Notifications (the customer's own; an id that names nothing of theirs is a 404).
  { key: "POST /api/v1/notifications/read", caller: "customer", example: () => ({ id: 999_999 }) },
  { key: "POST /api/v1/notifications/preferences", caller: "customer", example: () => ({ sms: { sale_recorded: true, sale_reversed: true } }) },
  // Shop back office (the second demo shop, so the first one's figures stay as other journeys expect).
  { key: "POST /api/v1/franchisee/addSales", caller: "franchisee", example: (s) => ({ sales: { cust_id: s.customerCode, amount: "1.00", items: "Fuzz test item", idempotency_key: `fuzz-${Date.now()}-${Math.random()}` } }) },
  { key: "POST /api/v1/franchisee/reviews/reply", caller: "franchisee", example: () => ({ review_id: 999_999, body: "Thank you for visiting." }) },
  { key: "POST /api/v1/franchisee/checkCustomer", caller: "franchisee", example: (s) => ({ cust_id: s.customerCode }) },
  { key: "POST /api/v1/franchisee/update", caller: "franchisee", example: () => FRANCHISEE_PROFILE },
  { key: "POST /api/v1/franchisee/sales/[[...page]]", caller: "franchisee", example: () => ({ filter: "week" }) },
  { key: "POST /api/v1/franchisee/transactions/[[...page]]", caller: "franchisee", example: () => ({ filter: "week" }) },
  { key: "POST /api/v1/franchisee/dashboard", caller: "franchisee", example: () => ({}) },
  { key: "POST /api/v1/franchisee/insights", caller: "franchisee", example: () => ({ days: 7 }) },
  { key: "POST /api/v1/franchisee/profile", caller: "franchisee", example: () => ({}) },
  { key: "POST /api/v1/franchisee/images", caller: "franchisee", example: () => ({}) },
  { key: "action addSaleAction /franchisee-addsales", caller: "franchisee", example: (s) => ({ cust_id: s.customerCode, amount: "2", items: "Fuzz action item", idempotency_key: `fuzz-a-${Date.now()}-${Math.random()}` }) },
  { key: "action checkCustomerAction /franchisee-addsales", caller: "franchisee", example: (s) => ({ cust_id: s.customerCode }) },
  { key: "action updateProfileAction /franchisee-profile", caller: "franchisee", example: () => FRANCHISEE_PROFILE },
  { key: "action setClosureAction /franchisee-profile", caller: "franchisee", example: () => ({ closed: false, notice: "", until: "" }) },
  { key: "POST /api/v1/franchisee/reviews", caller: "franchisee", example: () => ({}) },
  // Public site.
  { key: "POST /api/v1/news/comments", caller: "visitor", example: (s) => ({ news_id: s.articleId, name: "Asha", email: "asha@example.test", comment: "Useful news." }) },
  { key: "POST /api/v1/others/contacts", caller: "visitor", example: () => ({ name: "Asha", email: "asha@example.test", mobile: "9123456780", subject: "Hello", query: "A question." }) },
  { key: "POST /api/v1/shops/visit", caller: "visitor", example: (s) => ({ id: s.shopId }) },
  { key: "POST /api/v1/shops/events", caller: "visitor", example: (s) => ({ event: "call", shop: s.shopId }) },
  { key: "POST /api/v1/shops/reviews", caller: "visitor", example: (s) => ({ shop_id: s.shopId, sort: "lowest" }) },
  { key: "POST /api/v1/shops/reviews/eligibility", caller: "visitor", example: (s) => ({ shop_id: s.shopId }) },
  { key: "POST /api/v1/shops/single", caller: "visitor", example: (s) => ({ id: s.shopId }) },
  { key: "POST /api/v1/news/single", caller: "visitor", example: (s) => ({ id: s.articleId }) },
  { key: "POST /api/v1/news/commentsall/[page]", caller: "visitor", path: "/api/v1/news/commentsall/1", example: (s) => ({ news_id: s.articleId }) },
  { key: "POST /api/v1/news/news/[page]", caller: "visitor", path: "/api/v1/news/news/1", example: () => ({ category: "events" }) },
  { key: "POST /api/v1/shops/shop", caller: "visitor", example: () => ({ search: "kirana", category: "grocery", city: "nagpur", pincode: "440012", sort: "nearest", lat: 21.1, lng: 79.0 }) },
  { key: "POST /api/v1/shops/category_shop/[page]", caller: "visitor", path: "/api/v1/shops/category_shop/1", example: () => ({ search: "kirana", city: "nagpur", sort: "latest" }) },
  // Account flows.
  { key: "POST /api/v1/customers/signup", caller: "visitor", example: () => ({ firstName: "Fuzz", middleName: "Test", lastName: "Person", mobile: "7000000001", email: "fuzz-signup@example.test", password: "Secret@123", confirm_password: "Secret@123", terms: true }) },
  { key: "POST /api/v1/customers/login", caller: "visitor", example: () => ({ mobile: "7000000002", password: "Wrong@123" }) },
  { key: "POST /api/v1/franchisee/login", caller: "visitor", example: () => ({ mobile: "7000000003", password: "Wrong@123" }) },
  { key: "POST /api/v1/operator/login", caller: "visitor", example: () => ({ mobile: "7000000004", password: "Wrong@123" }) },
  { key: "POST /api/v1/customers/check", caller: "visitor", example: () => ({ otp: "123456", id: "not-a-flow" }) },
  { key: "POST /api/v1/customers/resend", caller: "visitor", example: () => ({ id: "not-a-flow" }) },
  { key: "POST /api/v1/forgot/index", caller: "visitor", example: () => ({ mobile: "7000000005" }) },
  { key: "POST /api/v1/forgot/check", caller: "visitor", example: () => ({ otp: "123456", id: "not-a-flow" }) },
  { key: "POST /api/v1/forgot/resend", caller: "visitor", example: () => ({ id: "not-a-flow" }) },
  { key: "POST /api/v1/forgot/reset", caller: "visitor", example: () => ({ password: "Secret@123", confirm_password: "Secret@123", id: "not-a-flow" }) },
  { key: "POST /api/v1/customers/cancel", caller: "visitor", example: () => ({}) },
  { key: "POST /api/v1/forgot/cancel", caller: "visitor", example: () => ({}) },
  // Operator console (the operator; a draft shop and a customer made for this run, so nobody else's figures move).
  { key: "action createCategoryAction /admin/categories/[id]", caller: "operator", path: "/admin/categories/1", example: () => ({ name: "Grocery", nameMr: "", slug: "grocery", icon: "", popular: false }) },
  { key: "action updateCategoryAction /admin/categories/[id]", caller: "operator", path: "/admin/categories/1", example: () => ({ id: 999_999, name: "Fuzz category", nameMr: "फझ", slug: "fuzz-category", icon: "", popular: false }) },
  { key: "action moveCategoryAction /admin/categories", caller: "operator", example: () => ({ id: 999_999, direction: "up" }) },
  { key: "action moderateCommentsAction /admin/comments", caller: "operator", example: () => ({ ids: [999_999], status: "approved" }) },
  { key: "action hideReviewAction /admin/reviews", caller: "operator", bound: () => [999_999], example: () => ({ reason: "Abusive language" }) },
  { key: "action restoreReviewAction /admin/reviews", caller: "operator", bound: () => [999_999], example: () => ({ reason: "Checked again" }) },
  { key: "action previewMonthAction /admin/commissions/[month]", caller: "operator", path: MONTH_PAGE, example: () => ({ month: "2099-01" }), settle: commissionJobsDone },
  { key: "action runMonthAction /admin/commissions/[month]", caller: "operator", path: MONTH_PAGE, example: () => ({ month: "2099-01" }), settle: commissionJobsDone },
  { key: "action reconcileMonthAction /admin/commissions/[month]", caller: "operator", path: MONTH_PAGE, example: () => ({ month: "2099-01" }), settle: commissionJobsDone },
  { key: "action closeMonthAction /admin/commissions/[month]", caller: "operator", path: MONTH_PAGE, example: () => ({ month: "2099-01" }), settle: commissionJobsDone },
  { key: "action blockCustomerAction /admin/customers/[id]", caller: "operator", path: CUSTOMER_PAGE, example: (s) => ({ customerId: s.customerId, reason: "Fuzz test block" }), state: (s) => ROW_OF("customers", s.customerId) },
  { key: "action unblockCustomerAction /admin/customers/[id]", caller: "operator", path: CUSTOMER_PAGE, example: (s) => ({ customerId: s.customerId, reason: "Fuzz test unblock" }), state: (s) => ROW_OF("customers", s.customerId) },
  { key: "action updateGrievanceAction /admin/grievances/[kind]/[id]", caller: "operator", path: (s) => `/admin/grievances/contact/${s.grievanceId}`, example: (s) => ({ kind: "contact", id: s.grievanceId, action: "note", note: "Called back." }) },
  { key: "action createArticleAction /admin/news/[id]", caller: "operator", path: ARTICLE_PAGE, example: () => ({ title: "Fuzz draft", titleMr: "", categoryId: 1, image: "", bodyHtml: "<p>Draft written by the fuzzer.</p>", quote: "", status: "draft" }) },
  { key: "action updateArticleAction /admin/news/[id]", caller: "operator", path: ARTICLE_PAGE, example: () => ({ id: 999_999, title: "Fuzz draft", titleMr: "", categoryId: 1, image: "", bodyHtml: "<p>Body.</p>", quote: "", status: "draft" }) },
  { key: "action previewArticleBodyAction /admin/news/[id]", caller: "operator", path: ARTICLE_PAGE, example: () => ({ bodyHtml: "<p>Hello <b>world</b></p>" }) },
  { key: "action createNewsCategoryAction /admin/news/categories/[id]", caller: "operator", path: "/admin/news/categories/1", example: () => ({ name: "Events", nameMr: "", slug: "events" }) },
  { key: "action updateNewsCategoryAction /admin/news/categories/[id]", caller: "operator", path: "/admin/news/categories/1", example: () => ({ id: 999_999, name: "Fuzz news", nameMr: "", slug: "fuzz-news" }) },
  { key: "action moveNewsCategoryAction /admin/news/categories", caller: "operator", example: () => ({ id: 999_999, direction: "down" }) },
  { key: "action createPayoutBatchAction /admin/payouts", caller: "operator", example: () => ({}) },
  { key: "action markPaidAction /admin/payouts/[batch]", caller: "operator", path: BATCH_PAGE, example: (s) => ({ lineId: s.lineId, utr: "SBIN326000000001" }) },
  { key: "action markFailedAction /admin/payouts/[batch]", caller: "operator", path: BATCH_PAGE, example: (s) => ({ lineId: s.lineId, reason: "Account closed" }) },
  { key: "action markFailedBulkAction /admin/payouts/[batch]", caller: "operator", path: BATCH_PAGE, example: (s) => ({ batchId: s.batchId, lineIds: [s.lineId], reason: "File rejected" }) },
  { key: "action createPlanDraftAction /admin/plans", caller: "operator", example: () => ({ effectiveMonth: "2099-01", levelShares: "18, 15, 12, 9, 6", qualifyingThreshold: "1000", monthlyCap: "50000", minPayout: "100", tdsRate: "2", tdsRateNoPan: "20", tdsThreshold: "15000", notes: "Fuzz draft" }) },
  { key: "action simulatePlanAction /admin/plans/[version]", caller: "operator", path: "/admin/plans/1", example: () => ({ planId: 999_999, month: "2026-01" }) },
  { key: "action publishPlanAction /admin/plans/[version]", caller: "operator", path: "/admin/plans/1", example: () => ({ planId: 999_999 }) },
  { key: "action reverseSaleAction /admin/sales", caller: "operator", bound: (s) => [s.saleId], example: () => ({ reason: "Recorded twice" }), state: (s) => `${ROW_OF("sales", s.saleId)} UNION ALL SELECT balance_paise::text FROM ledger_accounts WHERE kind = 'franchisee_wallet' AND shop_id = (SELECT shop_id FROM sales WHERE id = ${s.saleId})` },
  { key: "action createFranchiseeShopAction /admin/shops/new", caller: "operator", example: (s) => ({ mobile: s.adminOwnerMobile, owner_name: "Fuzz Owner", credential: "password", password: "Secret@1234", shop_name: "Fuzz Draft Shop", category_id: 1, city: "nagpur", pincode: "440012", address: "Fuzz Road", interest_rate: "5", featured: false, best_deal: false, status: "draft" }) },
  { key: "action updateAdminShopAction /admin/shops/[id]", caller: "operator", path: SHOP_PAGE, bound: (s) => [s.adminShopId], example: () => ({ ...FRANCHISEE_PROFILE, franchisee_name: "Fuzz Draft Shop", owner_name: "Fuzz Owner", interest_rate: "5", featured: false, best_deal: false, status: "draft" }), state: (s) => ROW_OF("shops", s.adminShopId) },
  { key: "action suspendShopAction /admin/shops/[id]", caller: "operator", path: SHOP_PAGE, bound: (s) => [s.adminShopId], example: () => ({ reason: "Fuzz suspension" }), state: (s) => ROW_OF("shops", s.adminShopId) },
  { key: "action restoreShopAction /admin/shops/[id]", caller: "operator", path: SHOP_PAGE, bound: (s) => [s.adminShopId], example: () => ({ reason: "" }), state: (s) => ROW_OF("shops", s.adminShopId) },
  { key: "action sendPasswordCodeAction /admin/shops/[id]", caller: "operator", path: SHOP_PAGE, bound: (s) => [s.adminShopId], example: () => undefined },
  { key: "action topUpWalletAction /admin/shops/[id]", caller: "operator", path: SHOP_PAGE, bound: (s) => [s.adminShopId], example: () => ({ amount: "100", method: "upi", reference: "UPI123456", idempotency_key: `fuzz-topup-${Date.now()}` }), state: (s) => WALLET_BALANCE(s) },
  { key: "action correctWalletAction /admin/shops/[id]", caller: "operator", path: SHOP_PAGE, bound: (s) => [s.adminShopId], example: () => ({ direction: "debit", amount: "99999", reason: "Fuzz correction", corrects_posting_id: "", idempotency_key: `fuzz-correct-${Date.now()}` }), state: (s) => WALLET_BALANCE(s) },
  { key: "POST /api/v1/admin/categories/icon", caller: "operator", upload: "icon", example: () => ({}) },
  { key: "POST /api/v1/admin/news/image", caller: "operator", upload: "image", example: () => ({}) },
  { key: "POST /api/v1/admin/payouts/[batch]/bank-file", caller: "operator", download: true, path: (s) => `/api/v1/admin/payouts/${s.batchId}/bank-file`, example: () => ({}) },
  { key: "POST /api/v1/admin/payouts/[batch]/bank-response", caller: "operator", upload: "file", path: (s) => `/api/v1/admin/payouts/${s.batchId}/bank-response`, example: () => ({}), state: (s) => `SELECT string_agg(status || coalesce(utr, ''), ',' ORDER BY id) FROM payout_lines WHERE batch_id = ${s.batchId}` },
];


const FRANCHISEE_PROFILE = {
  franchisee_name: "Lalwani Provision Stores",
  category_id: 1,
  email: "lalwaniprovision@example.com",
  office_no: "0712-2643392",
  aadhar_no: "",
  pan_no: "",
  franchisee_state: "MAHARASHTRA",
  franchisee_city: "nagpur",
  franchisee_pincode: "440014",
  franchisee_address: "Jaripatka Main Road, opposite Dayanand Park, Jaripatka",
  brands: "Fortune, Dhara",
  opening_hours: [{ day: "mon", open: "08:30", close: "22:00" }],
  details: "<p>Well-stocked provision store.</p>",
  features: "<ul><li>Home delivery</li></ul>",
  latitude: 21.17,
  longitude: 79.08,
};

/**
 * Bodies the fuzzer once found answered with a 500, kept so they are tried on every run:
 * U+0000 in text (PostgreSQL refuses it in text and jsonb), half a surrogate pair (jsonb refuses it:
 * the shop profile's audit entry failed), and action payloads Next.js cannot decode.
 */
const REGRESSIONS: { key: string; body: (s: Samples) => unknown }[] = [
  { key: "POST /api/v1/franchisee/addSales", body: (s) => ({ sales: { cust_id: s.customerCode, amount: "1.00", items: "\u0000", idempotency_key: "regression-nul-1" } }) },
  { key: "action addSaleAction /franchisee-addsales", body: (s) => ({ cust_id: s.customerCode, amount: "1", items: "rice\u0000", idempotency_key: "regression-nul-2" }) },
  { key: "action updateProfileAction /franchisee-profile", body: () => ({ ...FRANCHISEE_PROFILE, details: "a\u0000b" }) },
  { key: "POST /api/v1/franchisee/update", body: () => ({ ...FRANCHISEE_PROFILE, opening_hours: [{ day: "mon\u0000", open: "08:30", close: "22:00" }] }) },
  { key: "POST /api/v1/others/contacts", body: () => ({ name: "A\u0000", email: "a@example.test", mobile: "9123456780", subject: "s", query: "q" }) },
  { key: "action reportFraudAction /report-fraud", body: () => ({ subject: "x", reports: "y\u0000" }) },
  { key: "action updateProfileAction /franchisee-profile", body: () => ({ ...FRANCHISEE_PROFILE, brands: "\ud800" }) },
  { key: "POST /api/v1/franchisee/update", body: () => ({ ...FRANCHISEE_PROFILE, brands: "Tata \udc00" }) },
  { key: "POST /api/v1/customers/update", body: () => ({ firstName: "Kiran", email: "k@example.test", address: "\ud83d" }) },
  // Ids beyond PostgreSQL's integer (serial columns: categories, news categories, plans) and bigint.
  ...[2 ** 31, Number.MAX_SAFE_INTEGER].flatMap((big) => [
    { key: "action updateCategoryAction /admin/categories/[id]", body: () => ({ id: big, name: "Fuzz category", slug: "fuzz-category" }) },
    { key: "action moveCategoryAction /admin/categories", body: () => ({ id: big, direction: "up" }) },
    { key: "action updateNewsCategoryAction /admin/news/categories/[id]", body: () => ({ id: big, name: "Fuzz news", slug: "fuzz-news" }) },
    { key: "action moveNewsCategoryAction /admin/news/categories", body: () => ({ id: big, direction: "up" }) },
    { key: "action createArticleAction /admin/news/[id]", body: () => ({ title: "Fuzz draft", categoryId: big, bodyHtml: "<p>x</p>", status: "draft" }) },
    { key: "action updateArticleAction /admin/news/[id]", body: () => ({ id: big, title: "Fuzz draft", categoryId: 1, bodyHtml: "<p>x</p>", status: "draft" }) },
    { key: "action createFranchiseeShopAction /admin/shops/new", body: () => ({ mobile: newMobile(), owner_name: "Fuzz Owner", credential: "sms", shop_name: "Fuzz Shop", category_id: big, city: "nagpur", pincode: "440012", address: "Road", interest_rate: "5", status: "draft" }) },
    { key: "action updateAdminShopAction /admin/shops/[id]", body: () => ({ ...FRANCHISEE_PROFILE, category_id: big, owner_name: "Fuzz Owner", interest_rate: "5", status: "draft" }) },
    { key: "action simulatePlanAction /admin/plans/[version]", body: () => ({ planId: big, month: "2026-01" }) },
    { key: "action publishPlanAction /admin/plans/[version]", body: () => ({ planId: big }) },
    { key: "action moderateCommentsAction /admin/comments", body: () => ({ ids: [big], status: "approved" }) },
    { key: "action updateGrievanceAction /admin/grievances/[kind]/[id]", body: () => ({ kind: "fraud", id: big, action: "acknowledge" }) },
    { key: "action blockCustomerAction /admin/customers/[id]", body: () => ({ customerId: big, reason: "Fuzz test block" }) },
    { key: "action markPaidAction /admin/payouts/[batch]", body: () => ({ lineId: big, utr: "SBIN326000000001" }) },
    { key: "action markFailedBulkAction /admin/payouts/[batch]", body: () => ({ batchId: big, lineIds: [big], reason: "File rejected" }) },
  ]),
];

const HOSTILE_IDS: unknown[] = [-1, 0, 1.5, "1; DROP TABLE shops", null, {}, [], 2 ** 63, "999999999999999999999"];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Files for the console's uploads: random bytes, a PNG signature with garbage after it, and bank-response CSVs with hostile cells. */
function uploads(s: Samples): fc.Arbitrary<{ name: string; mimeType: string; buffer: Buffer }> {
  const cell = fc.oneof(fc.constantFrom(...hostileStrings.map((v) => v.slice(0, 200)), `DLMP${s.batchId}L${s.lineId}`, `DLMP${s.batchId + 1}L1`, "Paid", "Failed", "SBIN326000000002", "Account closed"), fc.string({ maxLength: 30 }));
  const csv = fc
    .array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 0, maxLength: 6 })
    .map((rows) => Buffer.from(["Reference,UTR,Status,Reason", ...rows.map((row) => row.map((v) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(","))].join("\r\n")));
  const content = fc.oneof(
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
    fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.concat([PNG_SIGNATURE, Buffer.from(bytes)])),
    csv,
  );
  const name = fc.constantFrom("icon.png", "photo.jpg", "bank.csv", "../../etc/passwd", "a\u0000b.png", "मराठी.csv", "", "x".repeat(300));
  const mimeType = fc.constantFrom("image/png", "image/jpeg", "image/svg+xml", "text/csv", "application/octet-stream", "text/html");
  return fc.record({ name, mimeType, buffer: content });
}

/** Writes that are not JSON handlers or actions, checked on their own below. */
// The internal revalidation route refuses every body without the deployment's secret (authorization matrix; tests/unit/page-cache.test.ts).
const NOT_FUZZED_HERE = new Set(["POST /api/v1/franchisee/upload", "POST /api/v1/logout", "POST /api/auth/[...all]", "POST /api/internal/revalidate"]);

/** One connection for the before/after counts (a connection per query would double the run time). */
const database = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? 54331}/e2e` });
let tableCountSql = "";
async function tableCounts(): Promise<Record<string, number>> {
  if (!tableCountSql) {
    const tables = await database.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r','p') AND NOT c.relispartition ORDER BY 1`,
    );
    // One row per table, gathered by json_object_agg: json_build_object takes at most 100 arguments (50 tables).
    tableCountSql = `SELECT json_object_agg(name, n) AS counts FROM (${tables.rows.map((t) => `SELECT '${t.name}' AS name, (SELECT count(*) FROM public."${t.name}") AS n`).join(" UNION ALL ")}) AS t`;
  }
  return (await database.query<{ counts: Record<string, number> }>(tableCountSql)).rows[0]!.counts;
}

/** A run or close the console started goes on after the answer: wait until none is running. */
async function commissionJobsDone(): Promise<void> {
  await expect
    .poll(async () => (await database.query<{ n: number }>("SELECT count(*)::int AS n FROM commission_jobs WHERE status = 'running'")).rows[0]!.n, { timeout: 60_000, intervals: [50, 100, 250] })
    .toBe(0);
}

/** What React's client sends for a plain value: strings that start with "$" are escaped as "$$". */
function reactEncoded(value: unknown): unknown {
  if (typeof value === "string") return value.startsWith("$") ? `$${value}` : value;
  if (Array.isArray(value)) return value.map(reactEncoded);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, reactEncoded(child)]));
  return value;
}

function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table] && !COUNTED_ANYWAY.has(table));
}

type Payload = {
  contentType: string;
  body: string | Buffer;
  bound?: unknown[];
  file?: { name: string; mimeType: string; buffer: Buffer };
};
type Answer = { status: number; envelope: { status?: string; data?: unknown; errors?: Record<string, unknown> | null } | null; raw: string };

const BOUNDARY = "----fuzz-boundary-7d2f";
/** Written by hand, not by Playwright's multipart option, so names a browser would send (empty, quoted, non-ASCII) go as they are. */
function multipartBody(field: string, file: { name: string; mimeType: string; buffer: Buffer }): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name.replace(/"/g, "%22")}"\r\nContent-Type: ${file.mimeType}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), file.buffer, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

/**
 * The rows of a server action's answer (React's flight format): `id:json\n`, or `id:T<hex length>,`
 * followed by that many bytes of text with no line end, which is how long strings are sent.
 */
function flightRows(bytes: Buffer): Map<string, string> {
  const rows = new Map<string, string>();
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) break;
    const id = bytes.subarray(at, colon).toString("latin1");
    if (bytes[colon + 1] === 0x54) {
      const comma = bytes.indexOf(0x2c, colon);
      const length = parseInt(bytes.subarray(colon + 2, comma).toString("latin1"), 16);
      rows.set(id, bytes.subarray(comma + 1, comma + 1 + length).toString("utf8"));
      at = comma + 1 + length;
    } else {
      const end = bytes.indexOf(0x0a, colon);
      rows.set(id, bytes.subarray(colon + 1, end < 0 ? bytes.length : end).toString("utf8"));
      at = end < 0 ? bytes.length : end + 1;
    }
  }
  return rows;
}

function pathOf(target: Target, samples: Samples): string {
  if (typeof target.path === "function") return target.path(samples);
  return target.path ?? target.key.split(" ")[target.key.startsWith("action ") ? 2 : 1]!.replace(/\/\[\[\.\.\.page\]\]$/, "");
}

async function send(context: APIRequestContext, target: Target, samples: Samples, actionIds: Map<string, string>, payload: Payload): Promise<Answer> {
  let response: APIResponse;
  if (target.key.startsWith("action ")) {
    // Bound arguments come first, as React sends them; `payload.bound` replaces them when they are what is fuzzed.
    const bound = (payload.bound ?? target.bound?.(samples) ?? []).map((value) => JSON.stringify(reactEncoded(value)) ?? "null");
    response = await context.post(pathOf(target, samples), {
      headers: { "Next-Action": actionIds.get(target.key)!, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
      data: payload.contentType === "application/json" && typeof payload.body === "string" ? `[${[...bound, payload.body || "null"].join(",")}]` : payload.body,
      maxRedirects: 0,
    });
    const bytes = await response.body();
    const rows = flightRows(bytes);
    let envelope: Answer["envelope"] = null;
    try {
      envelope = rows.has("1") ? JSON.parse(rows.get("1")!) : null;
      // A long string in the answer travels as a text row of its own ("$2" → row 2).
      if (envelope && typeof envelope.data === "string" && /^\$[0-9a-f]+$/.test(envelope.data)) envelope.data = rows.get(envelope.data.slice(1)) ?? envelope.data;
    } catch {
      envelope = null;
    }
    return { status: response.status(), envelope, raw: bytes.toString("utf8") };
  }
  const path = pathOf(target, samples);
  response = payload.file
    ? await context.post(path, { headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` }, data: multipartBody(target.upload!, payload.file), maxRedirects: 0 })
    : await context.post(path, { headers: { "Content-Type": payload.contentType }, data: payload.body, maxRedirects: 0 });
  const raw = await response.text();
  let envelope: Answer["envelope"] = null;
  try {
    envelope = JSON.parse(raw);
  } catch {
    envelope = null;
  }
  // A download that succeeded is its file, not an envelope.
  if (target.download && response.status() === 200 && /^text\/csv/.test(response.headers()["content-type"] ?? "")) envelope = { status: "success", data: raw.slice(0, 100) };
  return { status: response.status(), envelope, raw };
}

/** The problems with one answer, empty when it is acceptable. */
function problemsWith(answer: Answer, changed: string[], isAction: boolean): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`HTTP ${answer.status}`);
  const envelope = answer.envelope;
  if (!envelope || (envelope.status !== "success" && envelope.status !== "failure")) {
    // Next.js itself refuses a server-action request it cannot decode (no envelope is reached).
    if (!(isAction && answer.status >= 400 && answer.status < 500)) problems.push(`no envelope: ${answer.raw.slice(0, 200)}`);
    return problems;
  }
  if (envelope.status === "failure") {
    if (!isAction && answer.status < 400) problems.push(`failure envelope with HTTP ${answer.status}`);
    if (envelope.data !== null) problems.push("failure with data");
    const messages = Object.values(envelope.errors ?? {}).filter((value): value is string => typeof value === "string" && value.trim().length > 0);
    if (messages.length === 0) problems.push(`failure without a message: ${JSON.stringify(envelope.errors)}`);
    if (messages.includes(GENERIC)) problems.push("the generic 'something went wrong' (an unexpected error)");
    if (changed.length > 0) problems.push(`refused, yet rows changed in ${changed.join(", ")}`);
  } else if (!isAction && (answer.status < 200 || answer.status >= 300)) {
    problems.push(`success envelope with HTTP ${answer.status}`);
  }
  return problems;
}

test.describe("bad input", () => {
  test.describe.configure({ timeout: 180_000 });
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3200}`;
  const callers = {} as Record<Caller, APIRequestContext>;
  let samples: Samples;
  const actionIds = new Map<string, string>();
  /** The second shop's profile as it was: put back afterwards (through the API, so its pages are regenerated). */
  let shopProfile: unknown;

  test.beforeAll(async () => {
    await database.connect();
    for (const route of inventory()) if (route.kind === "action" && route.id) actionIds.set(routeKey(route), route.id);
    callers.visitor = await request.newContext({ baseURL });
    // A customer of its own, so the profile and KYC bodies that pass change nobody else's account.
    callers.customer = await request.newContext({ baseURL });
    const mobile = newMobile();
    const signup = await callers.customer.post("/api/v1/customers/signup", {
      data: { firstName: "Fuzz", middleName: "Input", lastName: "Tester", mobile, email: `fuzz-${mobile}@example.test`, password: "Secret@123", confirm_password: "Secret@123", terms: true },
    });
    expect(signup.status(), await signup.text()).toBe(200);
    const check = await callers.customer.post("/api/v1/customers/check", { data: { otp: await latestCode(mobile) } });
    expect(check.status(), await check.text()).toBe(200);
    callers.franchisee = await request.newContext({ baseURL });
    const login = await callers.franchisee.post(LOGINS.otherFranchisee.api, { data: { mobile: LOGINS.otherFranchisee.mobile, password: LOGINS.otherFranchisee.password } });
    expect(login.status()).toBe(200);
    shopProfile = (await (await callers.franchisee.post("/api/v1/franchisee/profile", { data: {} })).json()).data.data;
    const [customer] = await query<{ id: number; code: string }>(`SELECT c.id::int, c.code FROM customers c JOIN "user" u ON u.id = c.user_id WHERE u.phone_number = $1`, [mobile]);
    const [shop] = await query<{ id: number }>("SELECT id::int FROM shops WHERE status = 'published' ORDER BY id LIMIT 1");
    const [article] = await query<{ id: number }>("SELECT id::int FROM news WHERE status = 'published' ORDER BY id LIMIT 1");
    samples = { shopId: shop!.id, articleId: article!.id, customerCode: customer!.code, customerId: customer!.id, adminShopId: 0, adminOwnerMobile: newMobile(), saleId: 0, batchId: 999_999, lineId: 999_999, grievanceId: 999_999 };

    // The operator's own fixtures: a draft shop (never public) with ₹1,000 in its wallet, a sale to reverse, the latest payout line.
    callers.operator = await request.newContext({ baseURL });
    const operatorLogin = await callers.operator.post(LOGINS.operator.api, { data: { mobile: LOGINS.operator.mobile, password: LOGINS.operator.password } });
    expect(operatorLogin.status()).toBe(200);
    const operatorAction = async (key: string, args: unknown[]) => {
      const target = TARGETS.find((t) => t.key === key)!;
      const answer = await send(callers.operator, { ...target, bound: () => args.slice(0, -1) }, samples, actionIds, { contentType: "application/json", body: JSON.stringify(args.at(-1)) });
      expect(answer.envelope?.status, `${key}: ${answer.raw.slice(0, 300)}`).toBe("success");
      return answer.envelope!.data as Record<string, unknown>;
    };
    const created = TARGETS.find((t) => t.key === "action createFranchiseeShopAction /admin/shops/new")!.example(samples);
    await operatorAction("action createFranchiseeShopAction /admin/shops/new", [created]);
    const [adminShop] = await query<{ id: number }>(`SELECT s.id::int FROM shops s JOIN franchisees f ON f.id = s.franchisee_id JOIN "user" u ON u.id = f.user_id WHERE u.phone_number = $1`, [samples.adminOwnerMobile]);
    samples.adminShopId = adminShop!.id;
    await operatorAction("action topUpWalletAction /admin/shops/[id]", [samples.adminShopId, { amount: "1000", method: "cash", reference: "", idempotency_key: `fuzz-setup-${Date.now()}` }]);
    const sale = await callers.franchisee.post("/api/v1/franchisee/addSales", { data: { sales: { cust_id: samples.customerCode, amount: "1.00", items: "Fuzz sale to reverse", idempotency_key: `fuzz-setup-${Date.now()}` } } });
    expect(sale.status(), await sale.text()).toBe(200);
    const [saleRow] = await query<{ id: number }>("SELECT id::int FROM sales WHERE customer_id = $1 ORDER BY id DESC LIMIT 1", [samples.customerId]);
    samples.saleId = saleRow!.id;
    const [line] = await query<{ id: number; batch_id: number }>("SELECT id::int, batch_id::int FROM payout_lines ORDER BY id DESC LIMIT 1");
    if (line) Object.assign(samples, { batchId: line.batch_id, lineId: line.id });
    const [grievance] = await query<{ id: number }>("SELECT id::int FROM contact_messages ORDER BY id LIMIT 1");
    if (grievance) samples.grievanceId = grievance.id;
  });

  test.afterAll(async () => {
    // The hostile bodies used up the public forms' limits for this address: leave them as found.
    await freshPublicFormLimits();
    if (shopProfile) expect((await callers.franchisee.post("/api/v1/franchisee/update", { data: shopProfile })).status()).toBe(200);
    await database.end();
    for (const context of Object.values(callers)) await context?.dispose();
  });

  test("every JSON write endpoint and server action is fuzzed here", () => {
    const writes = inventory()
      .filter((route) => route.kind === "action" || (route.kind === "handler" && route.method !== "GET" && route.route.startsWith("/api/")))
      .map(routeKey)
      .filter((key) => !NOT_FUZZED_HERE.has(key));
    const fuzzed = new Set(TARGETS.map((target) => target.key));
    expect(writes.filter((key) => !fuzzed.has(key)), "add these to TARGETS in e2e/fuzz-inputs.spec.ts").toEqual([]);
  });

  for (const target of TARGETS) {
    test(`${target.key}: random and hostile bodies`, async () => {
      const context = callers[target.caller];
      const isAction = target.key.startsWith("action ");
      const failures: string[] = [];
      const stateSql = target.state?.(samples);
      const stateNow = async () => (stateSql ? JSON.stringify((await database.query(stateSql)).rows) : "");
      const check = async (payload: Payload) => {
        await target.settle?.();
        const before = await tableCounts();
        const stateBefore = await stateNow();
        const answer = await send(context, target, samples, actionIds, payload);
        await target.settle?.();
        const changed = changedTables(before, await tableCounts());
        const stateAfter = await stateNow();
        if (stateAfter !== stateBefore) changed.push(`its state (${stateBefore.slice(0, 300)} → ${stateAfter.slice(0, 300)})`);
        return problemsWith(answer, changed, isAction);
      };

      for (const regression of REGRESSIONS.filter((r) => r.key === target.key)) {
        const problems = await check({ contentType: "application/json", body: JSON.stringify(regression.body(samples)) });
        if (problems.length > 0) failures.push(`regression ${JSON.stringify(regression.body(samples)).slice(0, 200)}: ${problems.join("; ")}`);
      }
      for (const transport of TRANSPORT_CASES) {
        const problems = await check(transport);
        if (problems.length > 0) failures.push(`${transport.name}: ${problems.join("; ")}`);
      }

      const example = target.example(samples);
      // A bound id is the client's to send as well: hostile ones in its place.
      if (target.bound) {
        for (const value of HOSTILE_IDS) {
          const problems = await check({ contentType: "application/json", body: JSON.stringify(reactEncoded(example)) ?? "null", bound: [value] });
          if (problems.length > 0) failures.push(`bound ${JSON.stringify(value)}: ${problems.join("; ")}`);
        }
      }
      const property = target.upload
        ? fc.asyncProperty(uploads(samples), async (file) => {
            const problems = await check({ contentType: "multipart/form-data", body: "", file });
            if (problems.length > 0) throw new Error(`${file.name} ${file.mimeType} ${file.buffer.toString("latin1").slice(0, 120)}: ${problems.join("; ")}`);
          })
        : fc.asyncProperty(bodies(example), async (body) => {
            const sent = isAction ? reactEncoded(body) : body;
            const problems = await check({ contentType: "application/json", body: JSON.stringify(sent) ?? "null" });
            if (problems.length > 0) throw new Error(problems.join("; "));
          });
      await fc
        .assert(property, { numRuns: RUNS, endOnFailure: true, interruptAfterTimeLimit: 20_000 })
        .catch((error: Error) => failures.push(`${error.message.split("\n").filter((line) => line.trim() && !line.startsWith("Hint:")).slice(0, 6).join(" | ")} | ${String(error.cause ?? "")}`.slice(-1500)));

      expect(failures).toEqual([]);
    });
  }
});
