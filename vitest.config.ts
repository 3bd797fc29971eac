import { defineConfig } from "vitest/config";

/** One `vitest run` at the root runs every workspace's unit and integration tests. */
export default defineConfig({
  test: {
    projects: ["apps/api", "apps/web", "packages/contract"],
  },
});
