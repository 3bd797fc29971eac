import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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
    setupFiles: ["app/testing/dom-shims.ts"],
  },
});
