import { defineProject } from "vitest/config";

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
    // Two files at a time on CI's two cores (the default there is one): the whole tree ran
    // 1,002 s -> 611 s. Every project sets the same value (Vitest runs projects with the same
    // group order in one pool and refuses different maxWorkers there).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test" },
  },
});
