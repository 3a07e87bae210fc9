import { expect, request, type APIRequestContext } from "@playwright/test";
import { DEMO } from "./auth";

/**
 * The six callers of the authorization matrix, each its own cookie jar signed in through the real
 * login APIs: a visitor, the demo customer and another customer (a member of the demo customer's
 * downline), the demo shop owner and another shop owner, and the operator.
 */
export const ACTORS = ["visitor", "customer", "otherCustomer", "franchisee", "otherFranchisee", "operator"] as const;
export type Actor = (typeof ACTORS)[number];

export const LOGINS: Record<Exclude<Actor, "visitor">, { mobile: string; password: string; api: string }> = {
  customer: { ...DEMO.customer, api: "/api/v1/customers/login" },
  // Priya Kulkarni, whom the demo customer referred: every demo customer logs in with Demo@12345.
  otherCustomer: { mobile: "9850010002", password: "Demo@12345", api: "/api/v1/customers/login" },
  franchisee: { ...DEMO.franchisee, api: "/api/v1/franchisee/login" },
  // The owner of the second demo shop.
  otherFranchisee: { mobile: "9822000002", password: "Demo@12345", api: "/api/v1/franchisee/login" },
  operator: { ...DEMO.operator, api: "/api/v1/operator/login" },
};

export async function signedInContexts(baseURL: string): Promise<Record<Actor, APIRequestContext>> {
  const contexts = {} as Record<Actor, APIRequestContext>;
  for (const actor of ACTORS) {
    const context = await request.newContext({ baseURL });
    if (actor !== "visitor") {
      const login = LOGINS[actor];
      const response = await context.post(login.api, { data: { mobile: login.mobile, password: login.password } });
      expect(response.status(), `${actor} logs in`).toBe(200);
    }
    contexts[actor] = context;
  }
  return contexts;
}
