import "server-only";

/**
 * Whether an error only says that the client went away: the connection was reset or the request
 * aborted while its body was read (Node's "aborted" / ECONNRESET / EPIPE, undici's AbortError or
 * "terminated", a stream that was already closed when the client cancelled a download). Nothing on
 * our side failed, so these are logged as one info line, not as unexpected errors with a stack.
 */
export function isClientAbort(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === "object" && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, name, message } = cause as { code?: unknown; name?: unknown; message?: unknown };
    if (code === "ECONNRESET" || code === "EPIPE" || code === "ECONNABORTED" || code === "ERR_STREAM_PREMATURE_CLOSE" || code === "UND_ERR_ABORTED") return true;
    if (name === "AbortError" || name === "ResponseAborted") return true;
    if (message === "aborted" || message === "terminated" || message === "Request aborted") return true;
  }
  return false;
}

/** The one line a client abort gets: where, and what the connection said. */
export function logClientAbort(where: string, error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  console.info(`[http] client went away during ${where}: ${typeof code === "string" ? code : message}`);
}
