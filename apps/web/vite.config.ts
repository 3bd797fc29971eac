import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { pageScripts } from "./page-scripts.vite.ts";

export default defineConfig({
  // /today's map and "Near me" (decision 023): the one script a public page loads.
  plugins: [reactRouter(), pageScripts({ "today-map": "app/scripts/today-map.ts" })],
  resolve: { tsconfigPaths: true },
});
