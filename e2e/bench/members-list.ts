/**
 * npm run bench:ui - how long /panel/members takes to become interactive with 500 rows.
 * Starts `npm start` on a throwaway data dir, adds members through the API until the domain
 * has 500, then loads /panel/members?limit=500 five times in Chromium and prints the median
 * time from navigation to the last row rendered with its drag handle (also for the default
 * page size of 50, for comparison). Numbers only.
 */
import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../chromium.ts";

const PORT = 3600;
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = path.join(tmpdir(), `fooddir-bench-ui-${process.pid}`);

function api(method: string, url: string, token?: string, body?: unknown) {
  return new Promise<{ status: number; json: any }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        method,
        path: url,
        headers: {
          host: `api.localhost:${PORT}`,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { "content-type": "application/json" } : {}),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

async function waitForServer(server: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error("server exited");
    const ok = await api("GET", "/api/domains/current").then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

const server = spawn("npm", ["start"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    LOGIN_MAX_PER_IP: "1000",
  },
  stdio: "ignore",
  detached: true,
});
try {
  await waitForServer(server);
  const login = await api("POST", "/api/auth/login", undefined, {
    email: "editor@example.com",
    password: "foodtrucks-demo",
  });
  const { access_token, refresh_token } = login.json.data;
  const existing = await api("GET", "/api/posts/by-type?type=2&limit=1", access_token);
  for (let i = existing.json.meta.total; i < 500; i++) {
    const res = await api("POST", "/api/posts", access_token, {
      title: `Bench Truck ${i}`,
      url: `bench-truck-${i}`,
      post_status_id: 2,
      post_type_id: 2,
      description: "A truck added by the UI benchmark.",
    });
    if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.json)}`);
  }

  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(
    Object.entries({ access_token, refresh_token }).map(([name, value]) => ({
      name,
      value,
      domain: "localhost",
      path: "/",
    })),
  );
  const page = await context.newPage();
  for (const limit of [50, 500]) {
    const samples: number[] = [];
    for (let run = 0; run < 6; run++) {
      const started = Date.now();
      await page.goto(`http://localhost:${PORT}/panel/members?limit=${limit}`, {
        waitUntil: "commit",
      });
      await page
        .locator("tbody tr[data-post-id]")
        .nth(limit - 1)
        .getByRole("button", { name: /^Reorder/ })
        .waitFor({ timeout: 60_000 });
      if (run > 0) samples.push(Date.now() - started); // the first run warms caches
    }
    samples.sort((a, b) => a - b);
    console.log(
      `/panel/members?limit=${limit} interactive (${limit} rows with drag handles): median ${samples[Math.floor(samples.length / 2)]} ms, min ${samples[0]} ms, max ${samples[samples.length - 1]} ms over ${samples.length} loads`,
    );
  }
  await browser.close();
} finally {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
}
