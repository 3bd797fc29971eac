// @vitest-environment node

import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NOT_FOUND_PAGES_PER_DOMAIN,
  ODD_ADDRESS_PAGES_PER_DOMAIN,
  SEARCH_PAGES_PER_DOMAIN,
} from "./page-bounds.ts";
import type { HostRequestOptions } from "./testing/host-request.ts";
import { startSiteServer } from "./testing/site-server.ts";

/**
 * Issue 37 point 12: the page cache keeps what the site is, not what visitors make up. A
 * thousand unknown cuisines, a thousand missing pages, page numbers past the last, searches,
 * Host ports and capitals each render, but the cache's entry count stays the real pages' plus a
 * small constant, and the real pages are still answered from it.
 */
let site: Awaited<ReturnType<typeof startSiteServer>>;

// The server's clock stands still: /today's page expires at its stops' starts and ends (06:30 in
// Los Angeles is one), and a run of this test across one saw /today rightly re-rendered, not the
// bound it checks.
const NOW = Date.now();

beforeAll(async () => {
  site = await startSiteServer("page-cache-bounds", {}, { clock: () => NOW });
}, 120_000);
afterAll(() => site?.close());

const random = () => randomBytes(6).toString("hex");
const entries = () => site.server.pageCache?.stats().entries ?? -1;

/** Asks for every target, eight at a time; returns the statuses seen. */
async function askAll(targets: string[], options: HostRequestOptions = {}) {
  const statuses = new Set<number>();
  for (let i = 0; i < targets.length; i += 8) {
    const replies = await Promise.all(targets.slice(i, i + 8).map((t) => site.page(t, options)));
    for (const reply of replies) statuses.add(reply.status);
  }
  return statuses;
}

const REAL_PAGES = ["/", "/members", "/about", "/blog", "/today"];

describe("page cache bounds", () => {
  it("keeps a bounded number of pages whatever values visitors make up, and the real pages", async () => {
    for (const path of REAL_PAGES) expect((await site.page(path)).status, path).toBe(200);
    const real = entries();
    expect(real).toBe(REAL_PAGES.length);

    // Unknown cuisines: sent to the list itself, never stored.
    const cuisines = Array.from({ length: 1000 }, () => `/members?cuisine=${random()}`);
    expect([...(await askAll(cuisines))]).toEqual([302]);
    const sent = await site.page("/members?cuisine=NO-SUCH&utm_source=x");
    expect(sent.headers.location).toBe("/members");
    const today = await site.page(`/today?cuisine=${random()}`);
    expect([today.status, today.headers.location]).toEqual([302, "/today"]);
    expect(entries()).toBe(real);

    // Missing pages and page numbers past the last: the 404, a few kept per domain.
    const missing = Array.from({ length: 1000 }, () => `/no-such-${random()}`);
    const pages = Array.from({ length: 100 }, (_, i) => `/members?page=${1000 + i * 997}`);
    const blogPages = Array.from({ length: 100 }, (_, i) => `/blog?page=${5000 + i}`);
    expect([...(await askAll([...missing, ...pages, ...blogPages]))]).toEqual([404]);
    expect(entries()).toBe(real + NOT_FOUND_PAGES_PER_DOMAIN);

    // Searches are pages of their own, a few dozen kept.
    const searches = Array.from({ length: 100 }, () => `/members?search=${random()}`);
    expect([...(await askAll(searches))]).toEqual([200]);
    expect(entries()).toBe(real + NOT_FOUND_PAGES_PER_DOMAIN + SEARCH_PAGES_PER_DOMAIN);

    // The same page under another Host port or in capitals: a few kept.
    const ports = Array.from({ length: 40 }, (_, i) => `localhost:${20_000 + i}`);
    for (const host of ports) expect((await site.page("/about", { host })).status).toBe(200);
    const capitals = Array.from({ length: 40 }, (_, i) =>
      [..."about"].map((c, n) => ((i >> n) & 1 ? c.toUpperCase() : c)).join(""),
    );
    await askAll(capitals.slice(1).map((path) => `/${path}`));
    const bound =
      NOT_FOUND_PAGES_PER_DOMAIN + SEARCH_PAGES_PER_DOMAIN + ODD_ADDRESS_PAGES_PER_DOMAIN;
    expect(entries()).toBeLessThanOrEqual(real + bound);

    for (const path of REAL_PAGES) {
      const again = await site.page(path);
      expect([path, again.status, again.headers["x-page-cache"]]).toEqual([path, 200, "hit"]);
    }
  }, 300_000);
});
