import { defineProject } from "vitest/config";
import { MAX_WORKERS } from "../../vitest.workers.ts";

export default defineProject({
  test: {
    name: "api",
    environment: "node",
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    // Files share one module graph per worker: each file still gets its own database clone,
    // app and data dir (createTestApp), and importing the app per file had been two thirds of
    // the suite's time (469 s -> 294 s on two cores).
    isolate: false,
    maxWorkers: MAX_WORKERS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test" },
  },
});
