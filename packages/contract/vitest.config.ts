import { defineProject } from "vitest/config";
import { MAX_WORKERS } from "../../vitest.workers.ts";

export default defineProject({
  test: { name: "contract", include: ["src/**/*.test.ts"], maxWorkers: MAX_WORKERS },
});
