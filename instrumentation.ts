/** Runs once when a server instance starts (Next.js instrumentation hook). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // A client hanging up mid-request is logged as one info line, also where Next.js itself reports it.
  const { installClientAbortLogFilter } = await import("@/lib/http/client-abort");
  installClientAbortLogFilter();
}
