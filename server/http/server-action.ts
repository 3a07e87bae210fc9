import "server-only";
import { failure, success, type ApiResponse } from "@/lib/api/envelope";
import { GENERIC_USER_MESSAGE, isAppError } from "@/server/errors";
import { isClientAbort, logClientAbort } from "@/lib/http/client-abort";

/**
 * Runs a server action's body and answers the product's envelope, so forms handle actions and API calls
 * alike: field errors under inputs, `msg` as a toast. Unexpected errors are logged, never shown.
 * Redirects thrown by next/navigation pass through untouched.
 */
export async function runAction<T>(work: () => Promise<T>): Promise<ApiResponse<T>> {
  try {
    return success(await work());
  } catch (error) {
    if (isAppError(error)) return failure(error.toErrors());
    if (isNavigationSignal(error)) throw error;
    if (isClientAbort(error)) logClientAbort("a server action", error);
    else console.error("[action] unexpected error:", error);
    return failure({ msg: GENERIC_USER_MESSAGE });
  }
}

function isNavigationSignal(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === "string" && (digest.startsWith("NEXT_REDIRECT") || digest.startsWith("NEXT_HTTP_ERROR_FALLBACK"));
}
