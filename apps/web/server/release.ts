import type { ServerResponse } from "node:http";

export type BuildInfo = { id: string; timestamp: number };

/**
 * Release detection (contract.md): GET /builds/latest.json names the build this server runs;
 * clients compare it with the build they loaded. /builds/meta/{id}.json describes that build.
 */
export function sendBuildFile(pathname: string, res: ServerResponse, build: BuildInfo): boolean {
  if (pathname === "/builds/latest.json") {
    sendJson(res, 200, build);
    return true;
  }
  const meta = /^\/builds\/meta\/([A-Za-z0-9_-]+)\.json$/.exec(pathname);
  if (meta) {
    if (meta[1] !== build.id) sendJson(res, 404, { message: "Not found." });
    // Route rules and prerendered routes: every page here is rendered on request.
    else
      sendJson(res, 200, {
        id: build.id,
        timestamp: build.timestamp,
        routeRules: {},
        prerendered: [],
      });
    return true;
  }
  return false;
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });
  res.end(JSON.stringify(body));
}
