// @vitest-environment node

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteServer } from "./testing/site-server.ts";

/**
 * The one-process server's operations endpoints (issue 12): health and readiness on any host
 * before the host is resolved, metrics only with the token, and the request id on every page.
 */
const TOKEN = "ops-integration-token";
let site: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  site = await startSiteServer("ops", { METRICS_TOKEN: TOKEN });
}, 60_000);
afterAll(() => site?.close());

describe("operations endpoints of the one listener", () => {
  it("answer /healthz and /readyz for a host no domain has", async () => {
    const live = await site.request("GET", "/healthz", { host: "10.0.0.7" });
    expect(live.status).toBe(200);
    const ready = await site.request("GET", "/readyz", { host: "nowhere.example" });
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({
      status: "ready",
      checks: { database: "ok", changes: "ok" },
    });
    // The unknown host itself still gets the plain 404 for anything else.
    expect((await site.request("GET", "/", { host: "nowhere.example" })).status).toBe(404);
  });

  it("gives every page a request id, keeping the balancer's", async () => {
    const given = await site.page("/", { headers: { "x-request-id": "lb-1234" } });
    expect(given.status).toBe(200);
    expect(given.headers["x-request-id"]).toBe("lb-1234");
    const own = await site.page("/members");
    expect(own.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    // A stored page's headers go out in one writeHead: the id and the site's own headers too.
    const hit = await site.page("/members", { headers: { "x-request-id": "lb-5678" } });
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(hit.headers["x-request-id"]).toBe("lb-5678");
    expect(hit.headers["x-content-type-options"]).toBe("nosniff");
    expect(hit.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(hit.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const notFound = await site.request("GET", "/", { host: "nowhere.example" });
    expect(notFound.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(notFound.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("counts pages, cache outcomes and API requests in /metrics, for the token only", async () => {
    await site.page("/faq-page-that-does-not-exist");
    await site.page("/taco-loco");
    await site.page("/taco-loco");
    await site.request("GET", "/api/domains/current", { host: "api.localhost" });
    expect((await site.request("GET", "/metrics", { host: "localhost" })).status).toBe(401);
    const metrics = await site.request("GET", "/metrics", {
      host: "localhost",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.status).toBe(200);
    expect(metrics.text).toMatch(
      /fooddir_http_requests_total\{listener="site",method="GET",status="2xx"\} \d+/,
    );
    expect(metrics.text).toMatch(
      /fooddir_http_requests_total\{listener="site",method="GET",status="4xx"\} [1-9]/,
    );
    expect(metrics.text).toMatch(
      /fooddir_http_requests_total\{listener="api",method="GET",status="2xx"\} [1-9]/,
    );
    expect(metrics.text).toMatch(/fooddir_page_cache_requests_total\{result="hit"\} [1-9]/);
    expect(metrics.text).toMatch(/fooddir_page_cache_requests_total\{result="miss"\} [1-9]/);
    expect(metrics.text).toMatch(/fooddir_load_active\{limit="render"\} 0/);
  });
});
