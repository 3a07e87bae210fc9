import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { connectTestDb } from "../support/db";
import { createAccount } from "../support/auth-factories";
import { createFundedShop } from "../support/sales-factories";
import { loadReferenceData } from "../../server/reference/load-reference-data";

/**
 * customers/update and franchisee/update through their route handlers: a field the client leaves
 * out keeps its saved value; an empty string still clears an optional one
 * (docs/decisions/107-profile-updates-merge-absent-fields.md).
 */
const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", async () => {
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
const customerUpdate = await import("../../app/api/v1/customers/update/route");
const franchiseeUpdate = await import("../../app/api/v1/franchisee/update/route");

const { db, pool } = connectTestDb();
beforeAll(() => loadReferenceData(db));
afterAll(() => pool.end());
beforeEach(() => {
  request.cookie = "";
});

async function signIn(userId: string) {
  const { headers } = await auth.api.createSessionForUser({ body: { userId }, headers: new Headers(), returnHeaders: true });
  request.cookie = (headers.get("set-cookie") ?? "").split(";")[0]!;
}

const post = (path: string, body: unknown) => new Request(`http://localhost:3000${path}`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });

async function send(handler: (request: Request, context: unknown) => Promise<Response>, path: string, body: unknown) {
  const response = await handler(post(path, body), {});
  return { status: response.status, body: (await response.json()) as { status: string; data: Record<string, unknown> | null; errors: Record<string, unknown> | null } };
}

describe("profile updates keep what the client leaves out", () => {
  it("customers/update: a body naming one field changes that field only; an empty string clears an optional one", async () => {
    const member = await createAccount(db);
    await signIn(member.userId);
    const full = { firstName: "Kiran", middleName: "Anil", lastName: "Joshi", email: `kiran-${member.userId}@example.test`, gender: "Male", state: "MAHARASHTRA", city: "nagpur", pincode: "440012", address: "Ring Road", pan_no: "ABCPJ1234K" };
    expect((await send(customerUpdate.POST, "/api/v1/customers/update", full)).status).toBe(200);

    const changed = await send(customerUpdate.POST, "/api/v1/customers/update", { address: "Civil Lines" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ ...full, address: "Civil Lines" });

    const cleared = await send(customerUpdate.POST, "/api/v1/customers/update", { middleName: "", pan_no: "" });
    expect(cleared.body.data).toMatchObject({ firstName: "Kiran", middleName: "", lastName: "Joshi", pan_no: "", address: "Civil Lines", city: "nagpur" });
  });

  it("franchisee/update: shop details, hours and the map pin survive a body that names only the brands", async () => {
    const { owner, shop } = await createFundedShop(db);
    await signIn(owner.id);
    const full = {
      franchisee_name: "Laxmi General Stores",
      category_id: shop.categoryId,
      email: "laxmi@example.com",
      office_no: "0712-2556677",
      pan_no: "ABCPL1234M",
      franchisee_state: "MAHARASHTRA",
      franchisee_city: "wardha",
      franchisee_pincode: "442001",
      franchisee_address: "Main Road, Bajaj Chowk, Wardha",
      brands: "Tata, Amul",
      opening_hours: [{ day: "mon", open: "09:00", close: "21:00" }],
      details: "<p>Fresh stock every day.</p>",
      features: "<ul><li>Home delivery</li></ul>",
      latitude: 20.74,
      longitude: 78.6,
    };
    const saved = await send(franchiseeUpdate.POST, "/api/v1/franchisee/update", full);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const changed = await send(franchiseeUpdate.POST, "/api/v1/franchisee/update", { brands: "Tata, Amul, Parle" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // The answer is the profile page's data: { categories, data }.
    const profile = (answer: { body: { data: Record<string, unknown> | null } }) => answer.body.data?.data;
    expect(profile(changed)).toMatchObject({ ...full, brands: "Tata, Amul, Parle" });

    const cleared = await send(franchiseeUpdate.POST, "/api/v1/franchisee/update", { features: "", latitude: null, longitude: null });
    expect(profile(cleared)).toMatchObject({ franchisee_name: "Laxmi General Stores", details: "<p>Fresh stock every day.</p>", features: "", latitude: null, longitude: null, opening_hours: full.opening_hours });

    // A required field sent empty is still refused, and nothing is saved.
    const refused = await send(franchiseeUpdate.POST, "/api/v1/franchisee/update", { franchisee_name: "" });
    expect(refused.status).toBe(422);
  });
});
