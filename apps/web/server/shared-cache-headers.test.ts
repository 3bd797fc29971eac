import { describe, expect, it } from "vitest";
import { cacheKeyHeaders, sharedCacheHeaders } from "./shared-cache-headers.ts";

const now = Date.UTC(2026, 10, 26, 11, 0, 0);

describe("what a stored page tells shared caches (decision 028)", () => {
  it("keeps a page the edge TTL, revalidating browsers, stale on error", () => {
    expect(sharedCacheHeaders({ expiresAt: null }, 86_400, now)).toEqual({
      "cache-control":
        "public, max-age=0, s-maxage=86400, stale-while-revalidate=30, stale-if-error=86400",
      "surrogate-control": "max-age=86400, stale-while-revalidate=30, stale-if-error=86400",
    });
  });

  it("keeps a page that time changes until then, with no stale copy past it", () => {
    // /today changes at 11:30 (a stop starts): kept 30 minutes, not a day.
    const headers = sharedCacheHeaders({ expiresAt: now + 30 * 60_000 + 999 }, 86_400, now);
    expect(headers["cache-control"]).toBe("public, max-age=0, s-maxage=1800, stale-if-error=86400");
    expect(headers["surrogate-control"]).toBe("max-age=1800, stale-if-error=86400");
    // The edge TTL still bounds it.
    expect(sharedCacheHeaders({ expiresAt: now + 3_600_000 }, 60, now)["cache-control"]).toContain(
      "s-maxage=60,",
    );
  });

  it("makes a shared cache revalidate without a purge driver, or at the expiry itself", () => {
    const expected = { "cache-control": "public, no-cache, stale-if-error=86400" };
    expect(sharedCacheHeaders({ expiresAt: null }, 0, now)).toEqual(expected);
    expect(sharedCacheHeaders({ expiresAt: now + 400 }, 86_400, now)).toEqual(expected);
    expect(sharedCacheHeaders({ expiresAt: now - 1 }, 86_400, now)).toEqual(expected);
  });

  it("names the keys for Fastly, Varnish and Cloudflare", () => {
    expect(cacheKeyHeaders(["fd-all", "fd-d3", "fd-d3-p5"])).toEqual({
      "surrogate-key": "fd-all fd-d3 fd-d3-p5",
      xkey: "fd-all fd-d3 fd-d3-p5",
      "cache-tag": "fd-all,fd-d3,fd-d3-p5",
    });
  });
});
