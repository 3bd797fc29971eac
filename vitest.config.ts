import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** One `vitest run` at the root runs every workspace's unit and integration tests. */
export default defineConfig({
  test: {
    projects: ["apps/api", "apps/web", "packages/contract"],
    // Vitest's default is one worker less than the cores: one worker on CI's two cores, which
    // leaves one core mostly idle while a file imports or waits. Two workers there: the whole
    // run took 611 s instead of 1,002 s on this machine (decision 031).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
