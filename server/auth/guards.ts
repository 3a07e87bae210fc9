import "server-only";
import { getLocale } from "next-intl/server";
import type { Role, Viewer } from "@/lib/auth/viewer";
import { redirect } from "@/i18n/navigation";
import { AppError } from "@/server/errors";
import { AUTH_SERVER_MESSAGES } from "./messages";
import { getViewer } from "./session";

export type CustomerViewer = Viewer & { customer: NonNullable<Viewer["customer"]> };
export type FranchiseeViewer = Viewer & { franchisee: NonNullable<Viewer["franchisee"]> };
export type OperatorViewer = Viewer & { operator: NonNullable<Viewer["operator"]> };

/** Where each role's pages send a visitor without that login (docs/product.md#roles-and-permissions). */
export const LOGIN_PAGE: Record<Role, string> = { customer: "/login", franchisee: "/franchisee-login", operator: "/admin/login" };
/** Where each role's login page sends someone already signed in with it. */
export const HOME_PAGE: Record<Role, string> = { customer: "/dashboard", franchisee: "/franchisee-dashboard", operator: "/admin" };

async function requireRole(role: Role): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) throw new AppError("unauthenticated", { userMessage: AUTH_SERVER_MESSAGES.signInRequired });
  if (!viewer.roles.includes(role)) throw new AppError("forbidden", { userMessage: AUTH_SERVER_MESSAGES.forbidden });
  return viewer;
}

async function requireRolePage(role: Role): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer?.roles.includes(role)) redirect({ href: LOGIN_PAGE[role], locale: await getLocale() });
  return viewer!;
}

/** Route handlers and server actions: the signed-in customer, else AppError unauthenticated / forbidden. */
export const requireCustomer = () => requireRole("customer") as Promise<CustomerViewer>;
export const requireFranchisee = () => requireRole("franchisee") as Promise<FranchiseeViewer>;
export const requireOperator = () => requireRole("operator") as Promise<OperatorViewer>;

/** Route handlers: anyone signed in, whatever their role (their own notifications), else AppError unauthenticated. */
export async function requireSignedIn(): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) throw new AppError("unauthenticated", { userMessage: AUTH_SERVER_MESSAGES.signInRequired });
  return viewer;
}

/** Pages: the signed-in customer, else a redirect to /login (franchisee: /franchisee-login; operator: /admin/login). */
export const requireCustomerPage = () => requireRolePage("customer") as Promise<CustomerViewer>;
export const requireFranchiseePage = () => requireRolePage("franchisee") as Promise<FranchiseeViewer>;
export const requireOperatorPage = () => requireRolePage("operator") as Promise<OperatorViewer>;

/** Pages for anyone signed in whatever their role (their notifications), else a redirect to /login. */
export async function requireSignedInPage(): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) redirect({ href: LOGIN_PAGE.customer, locale: await getLocale() });
  return viewer!;
}

/** Login/register/forgot pages: someone signed in with the role goes to that role's home (docs/product.md#screens-and-routes, #roles-and-permissions). */
export async function redirectIfSignedIn(role: Role): Promise<void> {
  const viewer = await getViewer();
  if (viewer?.roles.includes(role)) redirect({ href: HOME_PAGE[role], locale: await getLocale() });
}
