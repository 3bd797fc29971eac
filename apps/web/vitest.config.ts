import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { MAX_WORKERS } from "../../vitest.workers.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { "~": `${root}app` } },
  test: {
    name: "web",
    environment: "jsdom",
    // server/ tests run in Node (each says so with a @vitest-environment comment).
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    restoreMocks: true,
    // One jsdom per worker, modules evaluated per file in a VM context: isolation as with
    // forks, without a new process and jsdom per file (the web suite ran 270 s -> 175 s). In
    // child processes, not worker threads: V8 crashed the whole run twice in CI with worker
    // threads ("Check failed: jit_page.has_value()", a segfault), see docs/decisions/031.
    pool: "vmForks",
    maxWorkers: MAX_WORKERS,
    setupFiles: ["app/testing/dom-shims.ts"],
    // One migrated and seeded demo database for the server tests to copy (site-template.ts).
    globalSetup: ["server/testing/site-template.ts"],
  },
});
