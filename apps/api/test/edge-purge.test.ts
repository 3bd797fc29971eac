import { POST_TYPES } from "@fooddir/contract";
import { describe, expect, it, vi } from "vitest";
import { createMemoryJobs, type Jobs } from "../src/jobs/index.ts";
import { createMetrics } from "../src/ops/metrics.ts";
import { adminTokenOn, createPost } from "./content-fixtures.ts";
import { metric, quiet, type Seen, startStub } from "./edge-purge-fixtures.ts";
import { ADMIN, call, createTestApp, login } from "./helpers.ts";

// Issue 26 point 2 (decision 028): a write's change event purges its keys at the edge before
// the write answers; Fastly and Cloudflare are local stubs of their purge APIs that record what
// they were sent, Varnish a stub answering PURGE (the real one: apps/web/server).
// Writes through the app here; the drivers, the purger and the configuration are in
// edge-purge-drivers.test.ts.

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
