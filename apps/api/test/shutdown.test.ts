import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The API process on SIGTERM: the request in flight still gets its answer, the process exits 0,
 * and the embedded database closed cleanly (it reopens with the data written before).
 */
const apiDir = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "fooddir-shutdown-"));
const port = 3900 + Math.floor(Math.random() * 90);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startApi(): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      METRICS_TOKEN: "shutdown-test-metrics",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const req = http.get(
        {
          host: "127.0.0.1",
          port,
          path: "/api/domains/current",
          headers: { host: "api.localhost" },
        },
        (res) => {
          res.resume();
          resolve({ child, output: () => output });
        },
      );
      req.on("error", () => {
        // A first start migrates and seeds the demo (its images too): on two loaded cores that
        // took over 30 s once (two Vitest workers and a build beside it).
        if (Date.now() - started > 90_000) reject(new Error(`API did not start: ${output}`));
        else setTimeout(poll, 200);
      });
    };
    poll();
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on("exit", (code) => resolve(code)));
}

function get(path: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers }, (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on("error", reject);
  });
}

async function readyWithin(ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const ready = await get("/readyz", { host: "10.1.2.3" });
    if (ready.status === 200 || Date.now() > deadline) return ready;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("graceful shutdown", () => {
  it("answers the request in flight, exits 0 and leaves the database reopenable", async () => {
    const first = await startApi();

    // The operations endpoints of the API process, on any host.
    expect((await get("/healthz")).status).toBe(200);
    // Readiness counts a check slower than 2 s as failed: just after the first start (the demo's
    // images still being made) a loaded CI machine can answer 503 for a moment, as a balancer
    // would see it. It must turn ready.
    const ready = await readyWithin(30_000);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text).checks).toEqual({ database: "ok", changes: "ok" });
    expect((await get("/metrics")).status).toBe(401);
    const metrics = await get("/metrics", { authorization: "Bearer shutdown-test-metrics" });
    expect(metrics.text).toMatch(/fooddir_http_requests_total\{listener="api"/);

    // A login whose body is still arriving when SIGTERM comes.
    const body = JSON.stringify({ email: "admin@example.com", password: "foodtrucks-demo" });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/auth/login",
          headers: {
            host: "api.localhost",
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = "";
          res.on("data", (d) => (text += d));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        first.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 300);
    });
    const response = await answer;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text).data.access_token).toBeTruthy();
    expect(await exited(first.child)).toBe(0);
    expect(first.output()).toContain("SIGTERM: draining requests and closing the database");

    // Reopens the same data directory (no re-seed, the demo account still signs in).
    const second = await startApi();
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/auth/login",
          headers: { host: "api.localhost", "content-type": "application/json" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.end(body);
    });
    expect(status).toBe(200);
    expect(second.output()).not.toContain("seeded the demo");
    second.child.kill("SIGTERM");
    expect(await exited(second.child)).toBe(0);
  }, 180_000);
});

describe("npm run db:migrate", () => {
  it("brings a new embedded database up to date, and a second run finds nothing to do", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fooddir-migrate-"));
    const run = () =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ["--import", "tsx", "src/cli/migrate.ts"], {
          cwd: apiDir,
          env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "", APP_SECRET: "m" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stdout?.on("data", (d) => (output += d));
        child.stderr?.on("data", (d) => (output += d));
        child.on("exit", (code) => resolve({ code, output }));
      });
    try {
      const first = await run();
      expect(first.code, first.output).toBe(0);
      expect(first.output).toMatch(/\[db:migrate\] pglite database up to date/);
      const second = await run();
      expect(second.code, second.output).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
