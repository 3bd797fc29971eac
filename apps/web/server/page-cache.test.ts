// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, matchesEtag, pickEncoding, variantOf } from "./page-cache.ts";

const page = (text: string, domainId = 1) => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: Buffer.from(text),
  domainId,
});

describe("page cache", () => {
  it("keeps at most `max` pages of a bounded class per domain, the oldest stored going first", async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024 });
    const notFound = { group: "not-found", max: 3 };
    await cache.store("localhost/", cache.begin(), page("home"));
    for (let i = 0; i < 10; i++) {
      await cache.store(`localhost/x${i}`, cache.begin(), page(`missing ${i}`), notFound);
    }
    await cache.store("other/x", cache.begin(), page("other's", 2), notFound);
    expect(cache.stats().entries).toBe(5);
    expect(cache.get("localhost/")).toBeDefined();
    expect(cache.get("other/x")).toBeDefined();
    expect(["x6", "x7", "x8", "x9"].map((k) => Boolean(cache.get(`localhost/${k}`)))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    // Stored again, a page is the newest of its class; a dropped domain leaves no count behind.
    await cache.store("localhost/x7", cache.begin(), page("missing 7"), notFound);
    await cache.store("localhost/x10", cache.begin(), page("missing 10"), notFound);
    expect(Boolean(cache.get("localhost/x8"))).toBe(false);
    expect(Boolean(cache.get("localhost/x7"))).toBe(true);
    cache.invalidate(1);
    for (let i = 0; i < 3; i++) {
      await cache.store(`localhost/y${i}`, cache.begin(), page(`missing ${i}`), notFound);
    }
    expect(cache.stats().entries).toBe(4);
  });

  it("stores a page with gzip and brotli variants and a strong validator per variant", async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024 });
    const html = "<html>".padEnd(5000, "x");
    await cache.store("localhost/", cache.begin(), page(html));
    const entry = cache.get("localhost/");
    expect(entry).toBeDefined();
    if (!entry) return;
    expect(gunzipSync(entry.gzip).toString()).toBe(html);
    expect(brotliDecompressSync(entry.br).toString()).toBe(html);
    expect(entry.etag).toMatch(/^"[\w-]+"$/);
    const tags = ["identity", "gzip", "br"].map(
      (e) => variantOf(entry, e as "identity" | "gzip" | "br").etag,
    );
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(matchesEtag(tag, entry)).toBe(true);
    expect(matchesEtag(`W/${tags[1]}`, entry)).toBe(true);
    expect(matchesEtag('"other"', entry)).toBe(false);
    expect(matchesEtag(undefined, entry)).toBe(false);
    // Each variant carries the headers a hit sends, made once when stored.
    const br = variantOf(entry, "br");
    expect(br.headers).toMatchObject({
      "content-encoding": "br",
      "content-length": entry.br.length,
      etag: br.etag,
      vary: "Accept-Encoding",
      "x-page-cache": "hit",
    });
    expect(variantOf(entry, "identity").headers["content-encoding"]).toBeUndefined();
    expect(variantOf(entry, "identity").headers["content-length"]).toBe(entry.body.length);
  });

  it("the validator changes with the body", async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024 });
    const a = await cache.store("a", cache.begin(), page("one"));
    const b = await cache.store("b", cache.begin(), page("two"));
    expect(a?.etag).not.toBe(b?.etag);
  });

  it("keeps memory under its bound by dropping the least recently used pages", async () => {
    const maxBytes = 64 * 1024;
    const cache = createPageCache({ maxBytes });
    // Random-ish bodies so compression cannot shrink them to nothing.
    const body = (n: number) =>
      Array.from({ length: 2000 }, (_, i) => ((i * 7919 + n * 104729) % 9973).toString(36)).join(
        "",
      );
    await cache.store("p0", cache.begin(), page(body(0)));
    for (let i = 1; i < 40; i++) {
      cache.get("p0"); // p0 stays the most recently used
      await cache.store(`p${i}`, cache.begin(), page(body(i)));
      expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.stats().evictions).toBeGreaterThan(0);
    expect(cache.get("p0")).toBeDefined();
    expect(cache.get("p1")).toBeUndefined();
    expect(cache.get("p39")).toBeDefined();
  });

  it("keeps a page asked for now and then while many others come and go", async () => {
    // Room for a few dozen pages: a hit moves its page back only once a quarter of the cache
    // went behind it, which must still keep a page in use from being the one dropped.
    const cache = createPageCache({ maxBytes: 320 * 1024 });
    const body = (n: number) =>
      Array.from({ length: 2000 }, (_, i) => ((i * 7919 + n * 104729) % 9973).toString(36)).join(
        "",
      );
    await cache.store("hot", cache.begin(), page(body(0)));
    for (let i = 1; i <= 150; i++) {
      if (i % 3 === 0) expect(cache.get("hot"), `store ${i}`).toBeDefined();
      await cache.store(`p${i}`, cache.begin(), page(body(i)));
    }
    expect(cache.stats().entries).toBeGreaterThanOrEqual(12);
    expect(cache.stats().evictions).toBeGreaterThan(100);
    expect(cache.get("hot")).toBeDefined();
    expect(cache.get("p1")).toBeUndefined();
    expect(cache.get("p150")).toBeDefined();
  });

  it("never stores a page larger than the whole cache", async () => {
    const cache = createPageCache({ maxBytes: 1000 });
    const stored = await cache.store("big", cache.begin(), page("y".repeat(5000)));
    expect(stored).toBeNull();
    expect(cache.stats().entries).toBe(0);
  });

  it("drops every page of a changed domain and only those", async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024 });
    await cache.store("a/", cache.begin(), page("a home", 1));
    await cache.store("a/members", cache.begin(), page("a members", 1));
    await cache.store("b/", cache.begin(), page("b home", 2));
    cache.invalidate(1);
    expect(cache.get("a/")).toBeUndefined();
    expect(cache.get("a/members")).toBeUndefined();
    expect(cache.get("b/")).toBeDefined();
    cache.invalidate(null);
    expect(cache.get("b/")).toBeUndefined();
    expect(cache.stats().bytes).toBe(0);
  });

  it("does not store a render that began before its domain changed", async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024 });
    const started = cache.begin();
    cache.invalidate(1); // a write lands while the page renders from older data
    expect(await cache.store("a/", started, page("stale", 1))).toBeNull();
    expect(await cache.store("b/", started, page("other domain", 2))).not.toBeNull();
    const afterAll = cache.begin();
    cache.invalidate(null);
    expect(await cache.store("b/x", afterAll, page("stale too", 2))).toBeNull();
  });
});

describe("pages that time changes", () => {
  it("keeps a page until its expiry and drops it at that instant, counting the expiry", async () => {
    let now = Date.parse("2027-03-16T18:59:00Z");
    const cache = createPageCache({ maxBytes: 1024 * 1024, now: () => now });
    const boundary = Date.parse("2027-03-16T19:00:00Z"); // a stop opens at 12:00 PDT
    await cache.store("a/today", cache.begin(), { ...page("before noon"), expiresAt: boundary });
    await cache.store("a/about", cache.begin(), page("no expiry"));
    expect(cache.get("a/today")?.expiresAt).toBe(boundary);
    now = boundary - 1;
    expect(cache.get("a/today")).toBeDefined();
    now = boundary; // the clock reaches the boundary: the page must render again
    expect(cache.get("a/today")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 1, expired: 1 });
    // A page without an expiry stays until a write drops it, however late it is.
    now = boundary + 365 * 86_400_000;
    expect(cache.get("a/about")).toBeDefined();
    // The page rendered after the boundary is kept until its own next boundary.
    const next = now + 3_600_000;
    await cache.store("a/today", cache.begin(), { ...page("after noon"), expiresAt: next });
    expect(cache.get("a/today")?.body.toString()).toBe("after noon");
  });

  it("does not store a page whose expiry has already passed", async () => {
    const now = Date.parse("2027-03-16T19:00:00Z");
    const cache = createPageCache({ maxBytes: 1024 * 1024, now: () => now });
    expect(
      await cache.store("a/today", cache.begin(), { ...page("late"), expiresAt: now }),
    ).toBeNull();
    expect(cache.stats().entries).toBe(0);
  });

  it("a write still drops a page before its expiry", async () => {
    const now = Date.parse("2027-03-16T18:00:00Z");
    const cache = createPageCache({ maxBytes: 1024 * 1024, now: () => now });
    await cache.store("a/today", cache.begin(), { ...page("stops"), expiresAt: now + 60_000 });
    cache.invalidate(1);
    expect(cache.get("a/today")).toBeUndefined();
  });
});

describe("content negotiation", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("identity")).toBe("identity");
  });
});
