import type { Role } from "@/lib/auth/viewer";

/** The signed-in user a domain function acts for, as the outer layer took it from the session. */
export type Actor = { userId: string; roles: readonly Role[] };

export function hasRole(actor: Actor, role: Role): boolean {
  return actor.roles.includes(role);
}
