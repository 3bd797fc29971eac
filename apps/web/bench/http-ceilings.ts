/**
 * The ceilings `npm run bench:http` holds the app to: the recorded bytes of each page served
 * from memory by a bare node:http server (ceiling-server.ts), and by nginx when installed.
 */
import { spawnSync } from "node:child_process";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { RecordedPage } from "./ceiling-server.ts";
import { SITE_HOST } from "./http-app.ts";
import { log } from "./http-report.ts";
import { freePort, request, runNginx, startChild, waitFor } from "./lib.ts";

/** The node:http ceiling server on a port of its own, serving `pages` (written to `tmp`). */
export async function startCeilingServer(tmp: string, webDir: string, pages: RecordedPage[]) {
  const file = path.join(tmp, "ceiling-pages.json");
  await writeFile(file, JSON.stringify(pages));
  const child = startChild(
    "node:http ceiling server",
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "ceiling-server.ts"), file],
    { cwd: webDir, env: process.env, ipc: true },
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`ceiling server: no port\n${child.output()}`)),
      30_000,
    );
    child.process.once("message", (message: { port: number }) => {
      clearTimeout(timer);
      resolve(message.port);
    });
    void child.exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`ceiling server exited:\n${child.output()}`));
    });
  });
  child.process.disconnect?.();
  return { port, child };
}

export function hasNginx() {
  return spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).status === 0;
}

/** nginx serving `pages` as static files from `tmp`. */
export async function startNginx(tmp: string, pages: RecordedPage[]) {
  const dir = path.join(tmp, "nginx");
  const www = path.join(dir, "www");
  await mkdir(www, { recursive: true });
  for (const page of pages) {
    const file = page.path === "/" ? "index.html" : page.path.replace(/^\/+/, "");
    await mkdir(path.dirname(path.join(www, file)), { recursive: true });
    await writeFile(path.join(www, file), Buffer.from(page.bodyBase64, "base64"));
  }
  // Workers of a root master run as an unprivileged user; let them read the files.
  for (const d of [tmp, dir, www]) await chmod(d, 0o755);
  const port = await freePort();
  const child = await runNginx(
    dir,
    `  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    location / { root ${www}; default_type text/html; }
  }`,
  );
  await waitFor(child, async () => {
    const res = await request({ port, host: SITE_HOST, path: "/" });
    return res.status === 200;
  });
  log(`nginx answers on port ${port}`);
  return { port, child };
}
