import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole (small) route manifest ships with the first hydrated page, so panel links can
  // preload route modules (app/lib/navigation/preload.ts) without a discovery round trip.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
