import { defineConfig, devices } from "@playwright/test";
import { e2eServerEnv } from "./e2e/support/server-env";

/** Set by scripts/test-e2e.ts when copies of the app run at once: each keeps its own results. */
const shard = process.env.E2E_SHARD ?? "";

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
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: shard ? `playwright-report/copy-${shard}` : "playwright-report" }]],
  outputDir: shard ? `test-results/copy-${shard}` : "test-results",
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
    env: e2eServerEnv(),
  },
});
