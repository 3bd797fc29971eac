import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.ts";

export const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Known secret so tests can mint an expired access token; a throwaway data dir per run. */
export const E2E_SECRET = "e2e-secret-not-for-production";

export default defineConfig({
  testDir: "./tests",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The axe scans (half the suite's time) only read: they run first, on the untouched demo, two
  // at a time; the journeys, which change data other journeys read, then run one at a time.
  workers: 2,
  projects: [
    { name: "a11y", testMatch: /a11y\.spec\.ts$/, fullyParallel: true, workers: 2 },
    { name: "journeys", testIgnore: /a11y\.spec\.ts$/, workers: 1, dependencies: ["a11y"] },
  ],
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: "rm -rf ../.tmp/e2e-data && npm start --prefix ..",
    url: `http://localhost:${PORT}/builds/latest.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: ".tmp/e2e-data",
      APP_SECRET: E2E_SECRET,
      LOG_LEVEL: "warn",
      LOGIN_MAX_PER_IP: "1000",
      // The visitor journeys send a form on each demo domain at every width and scheme.
      SUBMISSIONS_MAX_PER_IP: "1000",
      // Chromium shares the two CI cores with the server: a stalled thread must not turn a
      // journey's request into a shed 503 (the load limit has tests of its own).
      SHED_LOOP_LAG_MS: "0",
      RENDER_DEADLINE_MS: "60000",
    },
  },
});
