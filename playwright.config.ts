import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3200);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests drive Debian's Chromium (no browser download) against the built app, served by
 * the same start script users run, on its own embedded database that is made fresh for each run.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // Recording a trace costs every test CPU (snapshots of each step); in CI only a retried test
    // records one, which is the test whose failure needs reading. Locally a failure keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic"],
        },
      },
    },
  ],
  webServer: {
    command: "npx tsx --conditions=react-server scripts/run-app.ts start --fresh-database",
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      EMBEDDED_PG_DIR: ".data/e2e-postgres",
      EMBEDDED_PG_PORT: String(process.env.E2E_PG_PORT ?? 54331),
      EMBEDDED_PG_DATABASE: "e2e",
      NEXT_PUBLIC_SITE_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: "1",
      // `npm test` has type-checked the project before this build (next.config.ts).
      BUILD_SKIP_TYPECHECK: "1",
      // Many journeys from one IP in a few minutes: raise the account limits, shorten the resend wait.
      AUTH_RATE_LIMIT_SCALE: "20",
      AUTH_RESEND_COOLDOWN_SECONDS: "3",
    },
  },
});
