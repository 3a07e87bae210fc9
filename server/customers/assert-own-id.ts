import "server-only";
import { AppError } from "@/server/errors";

/**
 * docs/product.md#json-api: a request may still carry the product's customer id, but identity comes from the session; a
 * request naming someone else's id is refused rather than silently answered for the session.
 */
export function assertOwnId(ownId: number, ...claimed: (number | undefined)[]): void {
  if (claimed.some((id) => id !== undefined && id !== ownId)) {
    throw new AppError("forbidden", { message: "request named another customer", userMessage: "You can only see and change your own account." });
  }
}
