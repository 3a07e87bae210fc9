import "server-only";
import { type Actor, type UserActor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";

/** Notifications belong to a signed-in person of any role; the system actor has none. */
export function assertPerson(actor: Actor | undefined): asserts actor is UserActor {
  if (!actor || actor.userId === null) throw new AppError("forbidden", { message: "a signed-in person required", userMessage: "Please log in." });
}
