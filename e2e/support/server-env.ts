/**
 * The settings the end-to-end server runs with (playwright.config.ts's webServer), also used by
 * scripts/test-e2e.ts to make the one build every copy of the app shares: a build made with other
 * public settings would be made again by each copy's start script.
 *
 * E2E_SHARD numbers the copy when several run at once (each in its own network namespace, with
 * the same ports): its database and uploads get folders of their own.
 */
export function e2eServerEnv(shard = process.env.E2E_SHARD ?? ""): Record<string, string> {
  const port = Number(process.env.E2E_PORT ?? 3200);
  const suffix = shard ? `-${shard}` : "";
  return {
    PORT: String(port),
    EMBEDDED_PG_DIR: `.data/e2e-postgres${suffix}`,
    EMBEDDED_PG_PORT: String(process.env.E2E_PG_PORT ?? 54331),
    EMBEDDED_PG_DATABASE: "e2e",
    UPLOAD_DIR: `.data/e2e-uploads${suffix}`,
    NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    NEXT_TELEMETRY_DISABLED: "1",
    // `npm test` has type-checked the project before this build (next.config.ts).
    BUILD_SKIP_TYPECHECK: "1",
    // Copies share the build's folder: pages Next.js regenerates stay in each server's memory
    // instead of being written there for the other copy to read (next.config.ts).
    ISR_FLUSH_TO_DISK: "0",
    // Many journeys from one IP in a few minutes: raise the account limits, shorten the resend wait.
    AUTH_RATE_LIMIT_SCALE: "20",
    AUTH_RESEND_COOLDOWN_SECONDS: "3",
    // Taps reach the shop's insights within a second, so a journey waits on them briefly.
    INSIGHTS_FLUSH_SECONDS: "1",
  };
}
