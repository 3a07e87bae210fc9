import { describe, expect, it } from "vitest";
import { exportedMethods, inventory, matchesPattern, routeKey } from "../../e2e/support/route-inventory";

describe("route inventory of the authorization matrix", () => {
  it("reads every way a route file exports its methods", () => {
    expect(exportedMethods("export const GET = apiRoute(x);\nexport async function POST(request) {}")).toEqual(["GET", "POST"]);
    expect(exportedMethods("const handler = x; export { handler as GET, handler as HEAD };")).toEqual(["GET", "HEAD"]);
    expect(exportedMethods("export const { GET, POST } = toNextJsHandler(auth);")).toEqual(["GET", "POST"]);
    expect(exportedMethods("export const dynamic = 'force-dynamic'; export function helper() {}")).toEqual([]);
  });

  it("matches patterns segment by segment", () => {
    expect(matchesPattern("page /admin/**", "page /admin")).toBe(true);
    expect(matchesPattern("page /admin/**", "page /admin/shops/[id]")).toBe(true);
    expect(matchesPattern("page /admin/**", "page /administrator")).toBe(false);
    expect(matchesPattern("* /api/v1/admin/**", "DELETE /api/v1/admin/news/[id]")).toBe(true);
    expect(matchesPattern("action * /admin/**", "action approveCommentAction /admin/comments")).toBe(true);
    expect(matchesPattern("page /admin/*", "page /admin/a/b")).toBe(false);
  });

  it("finds the app's pages, handlers and actions without route groups or the locale segment", () => {
    const keys = inventory().map(routeKey);
    expect(keys).toContain("page /");
    expect(keys).toContain("page /kyc");
    expect(keys).toContain("POST /api/v1/customers/kyc");
    expect(keys).toContain("GET /api/v1/customers/kyc");
    expect(keys.some((key) => key.startsWith("action updateKycAction"))).toBe(true);
    expect(keys.every((key) => !key.includes("[locale]") && !key.includes("("))).toBe(true);
  });
});
