import "server-only";
import { hasRole, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";

/** Every operator-console function checks the role itself (a page or action guard is not enough). */
export function assertOperator(actor: Actor): void {
  if (!hasRole(actor, "operator")) throw new AppError("forbidden", { userMessage: "Only operators can do this." });
}
