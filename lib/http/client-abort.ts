/**
 * Whether an error only says that the client went away: the connection was reset or the request
 * aborted while its body was read (Node's "aborted" / ECONNRESET / EPIPE, undici's "terminated",
 * Next.js's ResponseAborted, a stream that was already closed when the client cancelled a download). Nothing on
 * our side failed, so these are logged as one info line, not as unexpected errors with a stack.
 */
export function isClientAbort(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === "object" && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, name, message } = cause as { code?: unknown; name?: unknown; message?: unknown };
    if (code === "ECONNRESET" || code === "EPIPE" || code === "ECONNABORTED" || code === "ERR_STREAM_PREMATURE_CLOSE" || code === "UND_ERR_ABORTED") return true;
    // Next.js's own name for a response the client stopped reading (an AbortError of ours, e.g. a timed-out fetch, is not one).
    if (name === "ResponseAborted") return true;
    if (message === "aborted" || message === "terminated" || message === "Request aborted") return true;
  }
  return false;
}

/** The one line a client abort gets: where, and what the connection said. (No "server-only": instrumentation.ts loads it too.) */
export function logClientAbort(where: string, error: unknown, target: Console = console): void {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  target.info(`[http] client went away during ${where}: ${typeof code === "string" ? code : message}`);
}

const INSTALLED = Symbol.for("dlmp.clientAbortLogFilter");

/**
 * Next.js reads a server action's body and pipes responses itself, and when the client hangs up
 * there it prints the reset with console.error (and as an "uncaughtException" from its own
 * handler) before any code of ours runs. This filter, installed once per process from
 * instrumentation.ts, turns any console.error whose arguments hold a client abort into the same
 * info line; every other error passes through untouched.
 */
export function installClientAbortLogFilter(target: Console = console): void {
  const marked = target as Console & { [INSTALLED]?: true };
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  const original = target.error.bind(target);
  // Next.js prints the same error twice (where it happens, then from its uncaughtException handler): one line.
  const seen = new WeakSet<object>();
  target.error = (...args: unknown[]) => {
    const abort = args.find((arg): arg is Error => arg instanceof Error && isClientAbort(arg));
    if (!abort) return original(...args);
    if (seen.has(abort)) return;
    seen.add(abort);
    logClientAbort("a request Next.js was reading or answering", abort, target);
  };
}
