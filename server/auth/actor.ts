import "server-only";
import type { Role } from "@/lib/auth/viewer";
import { AppError } from "@/server/errors";

/**
 * Who a domain function acts for. Every domain function takes one and checks it itself with
 * `assertRole` (a page, route or action guard in front is never enough).
 * - A person: the signed-in user, as the outer layer took it from the session (never from a body).
 * - The system: the command line (`npm run commissions`, `npm run create-operator`) and the
 *   background worker's scheduled jobs. It has no user id (the audit log shows no person) and acts
 *   with the operator's rights only.
 */
export type UserActor = { userId: string; roles: readonly Role[] };
export type SystemActor = { userId: null; roles: readonly ["operator"] };
export type Actor = UserActor | SystemActor;

export const SYSTEM_ACTOR: SystemActor = { userId: null, roles: ["operator"] };

export function hasRole(actor: Actor | undefined, role: Role): boolean {
  return (actor?.roles as readonly Role[] | undefined)?.includes(role) ?? false;
}

const REFUSED: Record<Role, string> = {
  operator: "Only operators can do this.",
  customer: "Please log in as a customer.",
  franchisee: "Please log in as a shop owner.",
};

/**
 * The one role check: refuses (403, with `userMessage` or the role's default) anyone without
 * `role`. Customers and shop owners are always people, so checking for either narrows the actor to
 * a signed-in user with an id.
 */
export function assertRole<R extends Role>(actor: Actor | undefined, role: R, userMessage: string = REFUSED[role]): asserts actor is R extends "operator" ? Actor : UserActor {
  if (!hasRole(actor, role)) throw new AppError("forbidden", { message: `${role} role required`, userMessage });
}
