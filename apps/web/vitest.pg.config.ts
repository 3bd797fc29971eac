import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * Tests that need a PostgreSQL server (TEST_DATABASE_URL): run by `npm run test:pg`, which CI
 * runs through scripts/with-postgres.sh. They fail, never skip, without the server.
 */
export default defineConfig({
  root,
  test: {
    name: "web-pg",
    environment: "node",
    include: ["server/**/*.pg-test.ts"],
    // One file at a time: a fault test restarts the shared server.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
