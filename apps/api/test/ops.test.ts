import http from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLoadLimit } from "../src/http/load-limit.ts";
import { changesCheck, createHealth, databaseCheck } from "../src/ops/health.ts";
import { createMetrics } from "../src/ops/metrics.ts";
import {
  createOpsHandler,
  hitSampler,
  notePageCacheResult,
  requestIdOf,
  trackRequest,
} from "../src/ops/ops-handler.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

const TOKEN = "metrics-token-0123456789";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A listener with the ops endpoints in front of a stand-in site ("site" answers 404). */
async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  const get = (path: string, headers: http.OutgoingHttpHeaders = {}) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, headers }, (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on("error", reject);
    });
  return { get, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("health, readiness and metrics endpoints", () => {
  let failing = false;
  let hanging = false;
  const health = createHealth(
    {
      database: async () => {
        if (failing) throw new Error("connect ECONNREFUSED 10.0.0.5:5432");
        if (hanging) await new Promise((r) => setTimeout(r, 5000));
      },
    },
    () => {},
  );
  const metrics = createMetrics();
  const limit = createLoadLimit(3);
  metrics.watchLoadLimit("render", limit);
  const ops = createOpsHandler({ health, metrics, metricsToken: TOKEN });
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen((req, res) => {
      if (ops(req, res)) return;
      trackRequest(req, res, "site", { metrics });
      notePageCacheResult(res, req.url === "/cached" ? "hit" : "miss");
      res.writeHead(req.url === "/cached" ? 200 : 404).end("site");
    });
  });
  afterAll(() => server.close());

  it("answers /healthz and /readyz on any host, before the site sees the request", async () => {
    const live = await server.get("/healthz", { host: "unknown.example" });
    expect(live.status).toBe(200);
    expect(JSON.parse(live.body)).toEqual({ status: "ok" });
    const ready = await server.get("/readyz?probe=1");
    expect(ready.status).toBe(200);
    expect(ready.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(ready.body)).toEqual({ status: "ready", checks: { database: "ok" } });
  });

  it("is not ready while a check fails or hangs, and never shows the reason", async () => {
    failing = true;
    const down = await server.get("/readyz");
    failing = false;
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toEqual({
      status: "unavailable",
      checks: { database: "failed" },
    });
    expect(down.body).not.toContain("10.0.0.5");

    hanging = true;
    const slow = await server.get("/readyz");
    hanging = false;
    expect(slow.status).toBe(503);
  });

  it("shows the site's requests, page cache outcomes and load limits only to the token", async () => {
    await server.get("/cached");
    await server.get("/cached");
    await server.get("/other");
    expect((await server.get("/metrics")).status).toBe(401);
    expect((await server.get("/metrics", { authorization: "Bearer wrong" })).status).toBe(401);
    const open = await server.get("/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(open.status).toBe(200);
    expect(open.headers["content-type"]).toContain("text/plain");
    expect(open.body).toMatch(
      /fooddir_http_requests_total\{listener="site",method="GET",status="2xx"\} 2/,
    );
    expect(open.body).toMatch(/fooddir_http_requests_total\{[^}]*status="4xx"\} 1/);
    expect(open.body).toMatch(/fooddir_page_cache_requests_total\{result="hit"\} 2/);
    expect(open.body).toMatch(/fooddir_page_cache_requests_total\{result="miss"\} 1/);
    expect(open.body).toMatch(/fooddir_http_request_duration_seconds_count\{listener="site"\} 3/);
    expect(open.body).toMatch(/fooddir_load_active\{limit="render"\} 0/);
    expect(open.body).toContain("process_cpu_seconds_total");
    // Counts made between scrapes add to what the last scrape showed (none lost or counted twice).
    await server.get("/cached");
    await server.get("/cached");
    const again = await server.get("/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(again.body).toMatch(
      /fooddir_http_requests_total\{listener="site",method="GET",status="2xx"\} 4/,
    );
    expect(again.body).toMatch(/fooddir_page_cache_requests_total\{result="hit"\} 4/);
    expect(again.body).toMatch(/fooddir_page_cache_requests_total\{result="miss"\} 1/);
  });

  it("fails readiness from the moment the process starts draining", async () => {
    health.drain();
    const draining = await server.get("/readyz");
    expect(draining.status).toBe(503);
    expect(JSON.parse(draining.body).checks).toEqual({ database: "ok", shutdown: "draining" });
    expect((await server.get("/healthz")).status).toBe(200);
  });

  it("has no /metrics at all without METRICS_TOKEN", async () => {
    const bare = createOpsHandler({ health, metrics });
    const other = await listen((req, res) => {
      if (bare(req, res)) return;
      res.writeHead(404).end("site");
    });
    const answer = await other.get("/metrics", { authorization: "Bearer anything" });
    await other.close();
    expect(answer.status).toBe(404);
    expect(answer.body).toBe("site");
  });
});

describe("readiness of the change events", () => {
  it("fails while the events of other instances cannot reach this one", async () => {
    let up = false;
    const check = changesCheck({ listening: () => up });
    await expect(check()).rejects.toThrow(/not listening/);
    up = true;
    await expect(check()).resolves.toBeUndefined();
    // A bus that serves one process only has nothing to miss.
    await expect(changesCheck({})()).resolves.toBeUndefined();
  });
});

describe("request ids", () => {
  it("keeps a plain id from the caller and replaces anything else", () => {
    expect(requestIdOf({ headers: { "x-request-id": "a1b2-c3.d4:e5_f6" } })).toBe(
      "a1b2-c3.d4:e5_f6",
    );
    for (const bad of ["two words", "x".repeat(65), 'q"uote', "line\nbreak"]) {
      const id = requestIdOf({ headers: { "x-request-id": bad } });
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("the site's request log", () => {
  it("writes a line for every miss and other answer, and one per LOG_HIT_SAMPLE hits", async () => {
    const lines: Record<string, unknown>[] = [];
    const log = { info: (fields: Record<string, unknown>) => void lines.push(fields) };
    const metrics = createMetrics();
    const hits = hitSampler(3);
    const server = await listen((req, res) => {
      trackRequest(req, res, "site", { metrics, log, hits });
      if (req.url?.startsWith("/hit")) notePageCacheResult(res, "hit");
      if (req.url === "/miss") notePageCacheResult(res, "miss");
      res.writeHead(req.url === "/gone" ? 404 : 200).end("page");
    });
    try {
      for (const path of ["/hit1", "/miss", "/hit2", "/hit3", "/hit4", "/gone", "/hit5", "/hit6"]) {
        await server.get(path);
      }
    } finally {
      await server.close();
    }
    // Hits 1 and 4 stand for three each; the miss and the 404 are always written.
    expect(lines.map((l) => [l.path, l.status, l.cache, l.sampled])).toEqual([
      ["/hit1", 200, "hit", 3],
      ["/miss", 200, "miss", undefined],
      ["/hit4", 200, "hit", 3],
      ["/gone", 404, undefined, undefined],
    ]);
    // The metrics still count every hit.
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/fooddir_page_cache_requests_total\{result="hit"\} 6/);
  });

  it("takes every hit when LOG_HIT_SAMPLE is 1", () => {
    const every = hitSampler(1);
    expect([every.take(), every.take(), every.take()]).toEqual([true, true, true]);
  });
});

describe("with the API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  it("logs an API call under the id the site sent, and answers with it", async () => {
    const passed = await t.app.inject({
      url: "/api/domains/current",
      headers: { host: "api.localhost", "x-request-id": "render-42" },
    });
    expect(passed.statusCode).toBe(200);
    expect(passed.headers["x-request-id"]).toBe("render-42");
    const fresh = await t.app.inject({
      url: "/api/domains/current",
      headers: { host: "api.localhost", "x-request-id": "not an id" },
    });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("reports the database ready only with every shipped migration applied", async () => {
    const check = databaseCheck(t.database);
    await expect(check()).resolves.toBeUndefined();
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    await expect(check()).rejects.toThrow(/migrations applied/);
  });
});
