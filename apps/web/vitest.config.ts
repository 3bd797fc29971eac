import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { "~": `${root}app` } },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}"],
    restoreMocks: true,
  },
});
