import { defineProject } from "vitest/config";

// maxWorkers: as in apps/api/vitest.config.ts (the same value in every project).
export default defineProject({
  test: { name: "contract", include: ["src/**/*.test.ts"], maxWorkers: 2 },
});
