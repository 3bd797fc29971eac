import { statSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { WebBuild } from "./servers.ts";

/** The built app (`npm run build`): server bundle, client assets and the release id. */
export async function loadProductionBuild(root: string): Promise<WebBuild> {
  const serverEntry = path.join(root, "build/server/index.js");
  let build: ServerBuild;
  try {
    build = (await import(serverEntry)) as ServerBuild;
  } catch (error) {
    console.error(`Cannot load ${serverEntry}. Run "npm run build" first.`);
    throw error;
  }
  const info = { id: build.assets.version, timestamp: Math.floor(statSync(serverEntry).mtimeMs) };
  return {
    mode: "production",
    getBuild: async () => build,
    serverEntry,
    buildInfo: () => info,
    clientDir: path.join(root, "build/client"),
  };
}
