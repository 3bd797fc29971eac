import http from "node:http";
import type { AddressInfo } from "node:net";
import { POST_TYPES } from "@fooddir/contract";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { ChangeEvent } from "../src/changes/bus.ts";
import {
  createCloudflareDriver,
  createEdgePurger,
  createFastlyDriver,
  createVarnishDriver,
  type EdgePurgeDriver,
} from "../src/changes/edge-purge/index.ts";
import { ConfigError, loadConfig } from "../src/config.ts";
import { createMemoryJobs, type Jobs } from "../src/jobs/index.ts";
import { createMetrics } from "../src/ops/metrics.ts";
import { adminTokenOn, createPost } from "./content-fixtures.ts";
import { ADMIN, call, createTestApp, login } from "./helpers.ts";

// Issue 26 point 2 (decision 028): a write's change event purges its keys at the edge before
// the write answers; Fastly and Cloudflare are local stubs of their purge APIs that record what
// they were sent, Varnish a stub answering PURGE (the real one: apps/web/server).

const quiet = () => {};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Seen = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** When it arrived (epoch ms). */
  at: number;
};

/** An HTTP server on 127.0.0.1 that records every request; `stop` makes it unreachable. */
async function startStub(answer: (seen: Seen) => number = () => 200) {
  const seen: Seen[] = [];
  let port = 0;
  let server: http.Server;
  const start = () =>
    new Promise<void>((resolve) => {
      server = http.createServer((req, res) => {
        let body = "";
        req.setEncoding("utf8");
        req.on("data", (chunk: string) => {
          body += chunk;
        });
        req.on("end", () => {
          const request = {
            method: req.method ?? "",
            url: req.url ?? "",
            headers: req.headers,
            body,
            at: Date.now(),
          };
          seen.push(request);
          res.writeHead(answer(request), { "content-type": "application/json" });
          res.end('{"success":true,"errors":[],"result":{"id":"x"}}');
        });
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  await start();
  afterAll(stop);
  return { seen, url: `http://127.0.0.1:${port}`, start, stop };
}

/** A counter's or histogram count's value in the metrics registry, for the given labels. */
async function metric(
  metrics: ReturnType<typeof createMetrics>,
  name: string,
  labels: Record<string, string>,
) {
  const found = await metrics.registry.getSingleMetric(name)?.get();
  const value = found?.values.find((v) =>
    Object.entries(labels).every(([k, l]) => v.labels[k] === l),
  );
  return value?.value ?? 0;
}

describe("Fastly: writes through the app", async () => {
  const fastly = await startStub();
  const metrics = createMetrics();
  let now = Date.now();
  // The minute job is held (the test runs the scheduler's tick); retries come quickly.
  const minuteJobs: (() => Promise<void>)[] = [];
  const jobs: Jobs = {
    ...createMemoryJobs({ log: quiet, delaySeconds: () => 0.2 }),
    everyMinute: async (_name, handler) => void minuteJobs.push(handler),
  };
  const { app } = await createTestApp(
    {
      LOGIN_MAX_PER_IP: "1000",
      EDGE_PURGE: "fastly",
      FASTLY_API_URL: fastly.url,
      FASTLY_SERVICE_ID: "svc-1",
      FASTLY_API_TOKEN: "fastly-token",
    },
    { jobs, metrics, clock: () => now },
  );
  const admin = (await login(app, ADMIN)).access_token;
  const catering = await adminTokenOn(app, 2);
  /** The Surrogate-Key headers Fastly got while `write` ran (before its answer). */
  const purgedBy = async (write: () => Promise<unknown>) => {
    const before = fastly.seen.length;
    await write();
    return fastly.seen.slice(before).map((s) => s.headers["surrogate-key"]);
  };

  it("purges the domain's key of a post write, with Fastly's batch purge request, before the answer", async () => {
    const before = fastly.seen.length;
    await createPost(app, admin);
    const sent = fastly.seen.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "POST", url: "/service/svc-1/purge" });
    expect(sent[0]!.headers).toMatchObject({
      "fastly-key": "fastly-token",
      "surrogate-key": "fd-d1",
    });
    expect(await purgedBy(() => createPost(app, catering, {}, "catering.localhost"))).toEqual([
      "fd-d2",
    ]);
    expect(await metric(metrics, "fooddir_edge_purges_total", { result: "sent" })).toBe(2);
    expect(await metric(metrics, "fooddir_edge_purge_keys_total", { driver: "fastly" })).toBe(2);
  });

  it("purges only the stops key for a location write, and nothing for a submission", async () => {
    const location = () =>
      call(app, "POST", "/api/locations", {
        token: admin,
        body: { name: "Civic Center Plaza", address: "", lat: 37.7793, lng: -122.4193 },
      });
    expect(await purgedBy(location)).toEqual(["fd-d1-stops"]);
    const submission = async () => {
      const res = await call(app, "POST", "/api/submissions", {
        body: { form: "contact", name: "Visitor", email: "visitor@example.com" },
      });
      expect(res.status).toBe(201);
    };
    expect(await purgedBy(submission)).toEqual([]);
  });

  it("purges when the scheduler publishes a scheduled post", async () => {
    const draft = await createPost(app, admin, {
      post_type_id: POST_TYPES.page,
      post_status_id: 1,
    });
    const saved = await call(app, "PUT", `/api/posts/${draft.id}/data`, {
      token: admin,
      body: {
        url: draft.attributes.url,
        title: draft.attributes.title,
        post_status_id: 1,
        no_index: false,
        no_follow: false,
        show_in_sitemap: true,
        publish_at: new Date(now + 3_600_000).toISOString(),
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    now += 2 * 3_600_000;
    expect(await purgedBy(() => minuteJobs[0]!())).toEqual(["fd-d1"]);
  });

  it("answers the write while Fastly is down, then the job purges once it is back", async () => {
    const failedBefore = await metric(metrics, "fooddir_edge_purges_total", { result: "failed" });
    const sentBefore = await metric(metrics, "fooddir_edge_purges_total", { result: "sent" });
    await fastly.stop();
    const started = Date.now();
    const post = await createPost(app, admin);
    expect(post.id).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(
      await metric(metrics, "fooddir_edge_purges_total", { driver: "fastly", result: "failed" }),
    ).toBeGreaterThan(failedBefore);

    const before = fastly.seen.length;
    await new Promise((r) => setTimeout(r, 300));
    await fastly.start();
    await vi.waitUntil(() => fastly.seen.length > before, { timeout: 5000, interval: 20 });
    expect(fastly.seen.slice(before).map((s) => s.headers["surrogate-key"])).toEqual(["fd-d1"]);
    await vi.waitUntil(
      async () =>
        (await metric(metrics, "fooddir_edge_purges_total", { result: "sent" })) > sentBefore,
    );
    // The lag counts from the event to the purge the edge took, the outage included.
    const lag = await metrics.registry.getSingleMetric("fooddir_edge_purge_lag_seconds")?.get();
    const sum = lag?.values.find(
      (v) => (v as { metricName?: string }).metricName === "fooddir_edge_purge_lag_seconds_sum",
    );
    expect(sum?.value).toBeGreaterThanOrEqual(0.3);
  });
});

describe("Cloudflare: a burst of writes within the rate limit", async () => {
  const cloudflare = await startStub();
  const metrics = createMetrics();
  const { app } = await createTestApp(
    {
      LOGIN_MAX_PER_IP: "1000",
      EDGE_PURGE: "cloudflare",
      CLOUDFLARE_API_URL: `${cloudflare.url}/client/v4`,
      CLOUDFLARE_ZONE_ID: "zone-1",
      CLOUDFLARE_API_TOKEN: "cf-token",
      // One request every 2 s, one at a time: a burst must share them.
      CLOUDFLARE_PURGE_RATE: "30",
      CLOUDFLARE_PURGE_BURST: "1",
    },
    { metrics },
  );
  const admin = (await login(app, ADMIN)).access_token;
  const catering = await adminTokenOn(app, 2);

  it("merges the keys of 10 writes into the requests the bucket allows, every key sent before each answer", async () => {
    const location = () =>
      call(app, "POST", "/api/locations", {
        token: admin,
        body: { name: "Ferry Building", address: "", lat: 37.7955, lng: -122.3937 },
      });
    const kinds: (readonly [string, () => Promise<unknown>])[] = [
      ...Array.from({ length: 4 }, () => ["fd-d1", () => createPost(app, admin)] as const),
      ...Array.from({ length: 3 }, () => ["fd-d1-stops", location] as const),
      ...Array.from(
        { length: 3 },
        () => ["fd-d2", () => createPost(app, catering, {}, "catering.localhost")] as const,
      ),
    ];
    // One write every 40 ms: each is its own purge, but only the first finds a token.
    const writes: Promise<{ key: string; start: number; end: number }>[] = [];
    for (const [key, write] of kinds) {
      const start = Date.now();
      writes.push(write().then(() => ({ key, start, end: Date.now() })));
      await new Promise((r) => setTimeout(r, 40));
    }
    const done = await Promise.all(writes);
    expect(await metric(metrics, "fooddir_edge_purges_total", { result: "sent" })).toBeGreaterThan(
      2,
    );
    expect(cloudflare.seen).toHaveLength(2);
    for (const request of cloudflare.seen) {
      expect(request).toMatchObject({ method: "POST", url: "/client/v4/zones/zone-1/purge_cache" });
      expect(request.headers).toMatchObject({
        authorization: "Bearer cf-token",
        "content-type": "application/json",
      });
    }
    const tagsOf = (s: Seen) => (JSON.parse(s.body) as { tags: string[] }).tags;
    expect(new Set(cloudflare.seen.flatMap(tagsOf))).toEqual(
      new Set(["fd-d1", "fd-d1-stops", "fd-d2"]),
    );
    // Each write answered after a request carrying its key reached Cloudflare.
    for (const write of done) {
      const carried = cloudflare.seen.some(
        (s) => tagsOf(s).includes(write.key) && s.at >= write.start && s.at <= write.end,
      );
      expect(carried, JSON.stringify(write)).toBe(true);
    }
  });
});

describe("drivers", () => {
  const keys = (n: number) => Array.from({ length: n }, (_, i) => `fd-d1-p${i}`);

  it("splits keys past the APIs' limits: 256 per Fastly request, 100 per Cloudflare request", async () => {
    const stub = await startStub();
    await createFastlyDriver({ apiUrl: stub.url, serviceId: "s", token: "t" }).purge(keys(300));
    expect(stub.seen.map((s) => String(s.headers["surrogate-key"]).split(" ").length)).toEqual([
      256, 44,
    ]);
    const cloudflare = createCloudflareDriver({
      apiUrl: stub.url,
      zoneId: "z",
      token: "t",
      perMinute: 60,
      burst: 3,
    });
    await cloudflare.purge(keys(250));
    const bodies = stub.seen.slice(2).map((s) => (JSON.parse(s.body) as { tags: string[] }).tags);
    expect(bodies.map((tags) => tags.length)).toEqual([100, 100, 50]);
    expect(new Set(bodies.flat())).toEqual(new Set(keys(250)));
  });

  it("Cloudflare: keys waiting for a token leave together in one request; a refusal rejects", async () => {
    let clock = 0;
    let status = 200;
    const stub = await startStub(() => status);
    const driver = createCloudflareDriver({
      apiUrl: stub.url,
      zoneId: "z",
      token: "t",
      perMinute: 600,
      burst: 1,
      now: () => clock,
    });
    await driver.purge(["a"]);
    // No token now (the clock stands still): these wait, then leave as one request.
    const waiting = [driver.purge(["b"]), driver.purge(["c", "b"]), driver.purge(["d"])];
    await new Promise((r) => setTimeout(r, 30));
    expect(stub.seen).toHaveLength(1);
    clock += 100;
    await Promise.all(waiting);
    expect(stub.seen.map((s) => JSON.parse(s.body).tags)).toEqual([["a"], ["b", "c", "d"]]);
    status = 429;
    clock += 100;
    await expect(driver.purge(["e"])).rejects.toThrow(/429/);
  });

  it("Varnish: PURGE / with xkey-purge and the secret to every Varnish; one refusing fails the purge, its error without the secret", async () => {
    const one = await startStub();
    let refuse = false;
    const two = await startStub(() => (refuse ? 403 : 200));
    const secret = "s".repeat(40);
    const varnish = createVarnishDriver({ urls: [one.url, `${two.url}/`], secret });
    await varnish.purge(["fd-d1", "fd-d1-stops"]);
    for (const stub of [one, two]) {
      expect(stub.seen).toHaveLength(1);
      expect(stub.seen[0]).toMatchObject({ method: "PURGE", url: "/" });
      expect(stub.seen[0]!.headers["xkey-purge"]).toBe("fd-d1 fd-d1-stops");
      expect(stub.seen[0]!.headers["x-purge-secret"]).toBe(secret);
    }
    refuse = true;
    const failure = await varnish.purge(["fd-d1"]).catch((error: Error) => error.message);
    expect(failure).toMatch(/403/);
    expect(failure).not.toContain(secret);
  });
});

describe("the purger", () => {
  const event = (domain_id: number, topics: ChangeEvent["topics"]): ChangeEvent => ({
    domain_id,
    topics,
    ids: [],
  });

  it("merges events of one moment into one call; a purge not done in time goes to the queue, and its job waits for it instead of sending again", async () => {
    const calls: string[][] = [];
    let finish: (() => void) | undefined;
    const driver: EdgePurgeDriver = {
      name: "varnish",
      purge: async (keys) => {
        calls.push(keys);
        if (keys.includes("fd-d3")) await new Promise<void>((r) => (finish = r));
      },
    };
    const jobs = createMemoryJobs({ log: quiet, delaySeconds: () => 0.01 });
    const enqueue = vi.spyOn(jobs, "enqueue");
    const purger = await createEdgePurger({ driver, jobs, log: quiet, batchMs: 5, waitMs: 100 });

    await Promise.all([
      purger.purgeEvent(event(1, ["posts"])),
      purger.purgeEvent(event(1, ["stops"])),
      purger.purgeEvent(event(2, ["posts", "submissions"])),
      purger.purgeEvent(event(1, ["posts"])),
      purger.purgeEvent(event(1, ["catering"])),
    ]);
    expect(calls).toEqual([["fd-d1", "fd-d1-stops", "fd-d2"]]);
    expect(enqueue).not.toHaveBeenCalled();

    const started = Date.now();
    await purger.purgeEvent(event(3, ["posts"]));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(enqueue).toHaveBeenCalledWith(
      "edge-purge",
      expect.objectContaining({ keys: ["fd-d3"] }),
    );
    await sleep(50);
    finish?.();
    await sleep(50);
    expect(calls).toHaveLength(2);
    await jobs.stop();
  });

  it("sends a lone event at once; events during a running purge leave together after it", async () => {
    const calls: string[][] = [];
    const driver: EdgePurgeDriver = {
      name: "fastly",
      purge: async (keys) => {
        calls.push(keys);
        await sleep(60);
      },
    };
    const jobs = createMemoryJobs({ log: quiet });
    const purger = await createEdgePurger({ driver, jobs, log: quiet });
    const first = purger.purgeEvent(event(1, ["posts"]));
    await sleep(10);
    expect(calls).toEqual([["fd-d1"]]);
    await Promise.all([
      first,
      purger.purgeEvent(event(2, ["posts"])),
      sleep(20).then(() => purger.purgeEvent(event(3, ["stops"]))),
    ]);
    expect(calls).toEqual([["fd-d1"], ["fd-d2", "fd-d3-stops"]]);
    await jobs.stop();
  });
});

describe("configuration", () => {
  const base = { APP_SECRET: "secret", DATA_DIR: "/tmp/fooddir-edge-config" };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env });
      return [];
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return error.problems;
    }
  };

  it("reads the driver and refuses an unknown one or a driver without its settings", () => {
    expect(loadConfig(base).edgePurge).toBeUndefined();
    expect(
      loadConfig({
        ...base,
        EDGE_PURGE: "varnish",
        EDGE_PURGE_URLS: "http://a:6081, http://b:6081",
        EDGE_PURGE_SECRET: "0123456789abcdef0123456789abcdef",
      }).edgePurge,
    ).toEqual({
      driver: "varnish",
      urls: ["http://a:6081", "http://b:6081"],
      secret: "0123456789abcdef0123456789abcdef",
    });
    expect(
      loadConfig({
        ...base,
        EDGE_PURGE: "cloudflare",
        CLOUDFLARE_ZONE_ID: "z",
        CLOUDFLARE_API_TOKEN: "t",
      }).edgePurge,
    ).toMatchObject({ apiUrl: "https://api.cloudflare.com/client/v4", perMinute: 5 });
    expect(problemsOf({ EDGE_PURGE: "akamai" })).toEqual([
      'EDGE_PURGE: expected one of varnish, fastly, cloudflare (got "akamai")',
    ]);
    expect(problemsOf({ EDGE_PURGE: "varnish" })).toEqual([
      "EDGE_PURGE_URLS: required with EDGE_PURGE=varnish",
      "EDGE_PURGE_SECRET: required with EDGE_PURGE=varnish",
    ]);
    // A short or spaced secret is refused whatever the driver: it would be guessable.
    for (const secret of ["short-secret", `${"a".repeat(20)} ${"b".repeat(20)}`]) {
      expect(
        problemsOf({
          EDGE_PURGE: "varnish",
          EDGE_PURGE_URLS: "http://a:6081",
          EDGE_PURGE_SECRET: secret,
        }),
      ).toEqual([
        "EDGE_PURGE_SECRET: expected a secret of at least 32 characters without spaces (a guessable one lets anyone on the edge's network purge it)",
      ]);
    }
    expect(problemsOf({ EDGE_PURGE: "fastly", FASTLY_SERVICE_ID: "s" })).toEqual([
      "FASTLY_API_TOKEN: required with EDGE_PURGE=fastly",
    ]);
    expect(
      problemsOf({
        EDGE_PURGE: "varnish",
        EDGE_PURGE_URLS: "varnish:6081",
        EDGE_PURGE_SECRET: "0123456789abcdef0123456789abcdef",
      }),
    ).toHaveLength(1);
  });
});
