import path from "node:path";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.ts";

/**
 * One demo server per worker, each with its own data dir: a journey changes only its own
 * server's data, so the journeys run two at a time (they ran one at a time on one shared server).
 * Playwright numbers its workers 0..workers-1 in TEST_PARALLEL_INDEX, set before a worker loads
 * this file (a worker started again after a failure keeps its number); the runner uses server 0.
 */
const SERVERS = 2;
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const server = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % SERVERS;
/** The data dir of a server, from the repository's root (where `npm start` runs). */
const dataDirOf = (index: number) => `.tmp/e2e-data-${index}`;

/** This worker's server. */
export const PORT = BASE_PORT + server;
/** This worker's server's data dir (its outbox holds the mails the server sent). */
export const DATA_DIR = path.resolve(import.meta.dirname, "..", dataDirOf(server));
/** Known secret so tests can mint an expired access token; a throwaway data dir per run. */
export const E2E_SECRET = "e2e-secret-not-for-production";

type WebServer = Extract<PlaywrightTestConfig["webServer"], unknown[]>[number];

/** The demo server of worker `index`, started fresh (its data dir removed first). */
const webServer = (index: number): WebServer => ({
  command: `rm -rf ../${dataDirOf(index)} && npm start --prefix ..`,
  url: `http://localhost:${BASE_PORT + index}/builds/latest.json`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: "ignore",
  stderr: "pipe",
  env: {
    PORT: String(BASE_PORT + index),
    DATA_DIR: dataDirOf(index),
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
});

export default defineConfig({
  testDir: "./tests",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The axe scans (half the suite's time) only read: they run first, on the untouched demo, two
  // at a time; the journeys, which change data, then run two at a time, each worker on its own
  // server (a file's journeys stay in order in one worker).
  workers: SERVERS,
  projects: [
    { name: "a11y", testMatch: /a11y\.spec\.ts$/, fullyParallel: true, workers: SERVERS },
    { name: "journeys", testIgnore: /a11y\.spec\.ts$/, workers: SERVERS, dependencies: ["a11y"] },
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
  webServer: Array.from({ length: SERVERS }, (_, index) => webServer(index)),
});
