import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressDirectory } from "./precompress.ts";

export default {
  ssr: true,
  // The whole (small) route manifest ships with the first hydrated page, so panel links can
  // preload route modules (app/lib/navigation/preload.ts) without a discovery round trip.
  routeDiscovery: { mode: "initial" },
  // Every text asset of the client build also as .br and .gz (issue 40, decision 032), the
  // route manifest included (written during the server build, so after both).
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    const made = await precompressDirectory(client);
    const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
    console.log(
      `precompressed ${made.files} files: ${kb(made.bytes)} -> ${kb(made.brotli)} brotli`,
    );
  },
} satisfies Config;
