import { describe, expect, it, vi } from "vitest";
import type { ChangeEvent } from "../src/changes/bus.ts";
import {
  createCloudflareDriver,
  createEdgePurger,
  createFastlyDriver,
  createVarnishDriver,
  type EdgePurgeDriver,
} from "../src/changes/edge-purge/index.ts";
import { ConfigError, loadConfig } from "../src/config.ts";
import { createMemoryJobs } from "../src/jobs/index.ts";
import { quiet, sleep, startStub } from "./edge-purge-fixtures.ts";

// Edge purge (issue 26 point 2, decision 028; see edge-purge.test.ts): the drivers against
// stubs of their APIs, the purger's merging and queueing, and the configuration.

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
    // The first purge runs until the test lets it end: no race with the machine's load.
    let release = () => {};
    const driver: EdgePurgeDriver = {
      name: "fastly",
      purge: async (keys) => {
        calls.push(keys);
        if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
    };
    const jobs = createMemoryJobs({ log: quiet });
    const purger = await createEdgePurger({ driver, jobs, log: quiet });
    const first = purger.purgeEvent(event(1, ["posts"]));
    await vi.waitFor(() => expect(calls).toEqual([["fd-d1"]]));
    const second = purger.purgeEvent(event(2, ["posts"]));
    await sleep(20);
    const third = purger.purgeEvent(event(3, ["stops"]));
    await sleep(20);
    expect(calls).toEqual([["fd-d1"]]);
    release();
    await Promise.all([first, second, third]);
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
