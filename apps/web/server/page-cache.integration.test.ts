// @vitest-environment node

import { createHash } from "node:crypto";
import http from "node:http";
import { describe, expect, it, vi } from "vitest";
import {
  aPosterUrl,
  api,
  cached,
  members,
  page,
  port,
  request,
  servePageCacheSite,
  server,
  token,
} from "./testing/page-cache-site.ts";

/**
 * The one-process server on a fresh embedded database with the demo seed and the built web app:
 * public pages come from the page cache, and every kind of write shows on the next request
 * (that part in page-cache-writes.integration.test.ts).
 */

servePageCacheSite("page-cache");

describe("page cache: validators, encodings, bypass", () => {
  it("serves a repeat request from memory with a strong ETag, revalidation and compressed variants", async () => {
    const first = await page("/members");
    expect(first.status).toBe(200);
    const second = await page("/members", { "accept-encoding": "gzip, br" });
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.headers["content-encoding"]).toBe("br");
    // No purge driver (EDGE_PURGE unset): a shared cache revalidates every time too.
    expect(second.headers["cache-control"]).toBe("public, no-cache, stale-if-error=86400");
    expect(second.headers.vary).toBe("Accept-Encoding");
    expect(second.text === first.text).toBe(true);
    const gz = await page("/members", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.text === first.text).toBe(true);
    expect(Number(gz.headers["content-length"])).toBe(gz.raw.length);
    expect(second.headers.etag).toMatch(/^"[^"]+"$/);
  });

  it("answers 304 without a body when the browser's validator matches", async () => {
    const { headers } = await cached("/");
    const revalidated = await page("/", { "if-none-match": headers.etag as string });
    expect(revalidated.status).toBe(304);
    expect(revalidated.raw.length).toBe(0);
    expect(revalidated.headers.etag).toBe(headers.etag);
    const other = await page("/", { "if-none-match": '"something-else"' });
    expect(other.status).toBe(200);
  });

  it("keys pages by host, path and the route's known query parameters only", async () => {
    await cached("/members");
    const tracked = await page("/members?utm_source=mail&ref=x");
    expect(tracked.headers["x-page-cache"]).toBe("hit");
    const filtered = await page("/members?search=taco");
    expect(filtered.headers["x-page-cache"]).toBe("miss");
    const otherHost = await page("/members", {});
    expect(otherHost.headers["x-page-cache"]).toBe("hit");
    const catering = await request("GET", "/members", { host: "catering.localhost" });
    expect(catering.headers["x-page-cache"]).toBe("miss");
    expect(catering.text === tracked.text).toBe(false);
  });

  it("caches the not-found page (404) and never a server error", async () => {
    const first = await page("/no-such-page");
    expect(first.status).toBe(404);
    const second = await page("/no-such-page");
    expect(second.status).toBe(404);
    expect(second.headers["x-page-cache"]).toBe("hit");
  });

  it("bypasses the cache for signed-in visitors, for the panel and for other methods", async () => {
    await cached("/");
    const signedIn = await page("/", { cookie: `access_token=${token}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers["x-page-cache"]).toBeUndefined();
    const panel = await page("/team-login");
    expect(panel.headers["x-page-cache"]).toBeUndefined();
    const post = await request("POST", "/", {});
    expect(post.headers["x-page-cache"]).toBeUndefined();
  });

  it("names each page's cache keys: its domain, the post it shows, the stops it reads", async () => {
    const keysOf = async (target: string) => {
      const reply = await page(target);
      expect(reply.headers.xkey, target).toBe(reply.headers["surrogate-key"]);
      const keys = String(reply.headers["surrogate-key"] ?? "");
      expect(reply.headers["cache-tag"], target).toBe(keys.replaceAll(" ", ","));
      return keys.split(" ");
    };
    const site = await api<{ domain: { id: number } }>("GET", "/api/site");
    const d = site.domain.id;
    // The home page is a page post of its own.
    expect(await keysOf("/")).toEqual([
      "fd-all",
      `fd-d${d}`,
      expect.stringMatching(/^fd-d\d+-p\d+$/),
    ]);
    const [member] = await members();
    const memberKeys = await keysOf(`/${member.attributes.url}`);
    expect(memberKeys).toContain(`fd-d${d}-p${member.id}`);
    expect(memberKeys).toContain(`fd-d${d}`);
    expect(await keysOf("/today")).toContain(`fd-d${d}-stops`);
    expect(await keysOf("/blog")).not.toContain(`fd-d${d}-stops`);
    // Not stored: no keys, and no shared cache keeps it.
    const signedIn = await page("/", { cookie: `access_token=${token}` });
    expect(signedIn.headers["surrogate-key"]).toBeUndefined();
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    const post = await request("POST", "/", {});
    expect(post.headers["surrogate-key"]).toBeUndefined();
    expect(post.headers["cache-control"]).toMatch(/no-store/);
  });

  it("a HEAD is answered from the cache without a body", async () => {
    await cached("/");
    const head = await request("HEAD", "/");
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers["x-page-cache"]).toBe("hit");
  });

  it("answers a stored page without the domain directory, so it stays up while that fails", async () => {
    await cached("/blog");
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const directory = vi
      .spyOn(server.app.deps.domains, "byHost")
      .mockRejectedValue(new Error("connect ECONNREFUSED"));
    try {
      const hit = await page("/blog");
      expect(hit.status).toBe(200);
      expect(hit.headers["x-page-cache"]).toBe("hit");
      expect(hit.headers["x-content-type-options"]).toBe("nosniff");
      expect(hit.headers["content-security-policy"]).toMatch(/script-src 'self'/);
      // A page never stored needs the directory to know the host: the failure shows.
      expect((await page("/faq")).status).toBe(500);
      expect(directory).toHaveBeenCalledTimes(1);
    } finally {
      directory.mockRestore();
      quiet.mockRestore();
    }
  });
});
describe("Content-Security-Policy", () => {
  const policyOf = (reply: { headers: Record<string, unknown> }) =>
    String(reply.headers["content-security-policy"] ?? "");
  // JSON-LD (type="application/ld+json") is data the browser never runs: not a script here.
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1])
      .filter((attrs) => !/\bsrc=/.test(attrs) && !/type="application\/ld\+json"/.test(attrs));

  it("public pages (cached or not) allow only this origin's scripts and carry no inline script", async () => {
    for (const target of ["/", "/members", "/no-such-page"]) {
      for (const reply of [await page(target), await page(target)]) {
        const policy = policyOf(reply);
        expect(policy).toContain("script-src 'self'");
        expect(policy).not.toContain("nonce-");
        expect(policy).toContain("object-src 'none'");
        expect(policy).toContain("base-uri 'none'");
        expect(policy).toContain("frame-ancestors 'self'");
        expect(policy).toContain("connect-src 'self' http://api.localhost https://api.localhost");
        expect(inlineScripts(reply.text)).toEqual([]);
      }
    }
  });

  it("hydrated pages give every inline script the response's own nonce", async () => {
    const first = await page("/team-login", { "x-csp-nonce": "forged" });
    const second = await page("/team-login");
    const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
    const nonce = nonceOf(policyOf(first));
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe("forged");
    expect(nonceOf(policyOf(second))).not.toBe(nonce);
    const scripts = inlineScripts(first.text);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(first.text).not.toContain("forged");
  });

  it("analytics items render at their tag position; their scripts are allowed by hash and origin", async () => {
    const created = [
      await api<{ id: number }>("POST", "/api/analytics", {
        type: "script",
        code: "window.__analytics = 'a</script>b';",
        tag_position: "body-end",
        custom_id: "inline-analytics",
      }),
      await api<{ id: number }>("POST", "/api/analytics", {
        type: "script",
        src: "https://stats.example.org/s.js",
        tag_position: "head",
        async: true,
      }),
      await api<{ id: number }>("POST", "/api/analytics", {
        type: "noscript",
        code: '<img src="/px.gif" alt="">',
        tag_position: "body-start",
      }),
    ];
    const reply = await cached("/");
    const html = reply.text;
    const head = html.slice(0, html.indexOf("</head>"));
    const body = html.slice(html.indexOf("<body"));
    expect(head).toContain('src="https://stats.example.org/s.js"');
    expect(head).toContain('name="demo-analytics"');
    expect(body).toContain('<noscript><img src="/px.gif" alt=""></noscript>');
    expect(body.indexOf('data-analytics="body-start"')).toBeLessThan(body.indexOf("site-header"));
    expect(body.indexOf('data-analytics="body-end"')).toBeGreaterThan(body.indexOf("site-footer"));
    const inline = /<script id="inline-analytics">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(inline).toBe("window.__analytics = 'a<\\/script>b';");
    const policy = policyOf(reply);
    const hash = createHash("sha256")
      .update(inline as string)
      .digest("base64");
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}' https://stats.example.org;`);

    // Removing them takes them off the page and out of the policy at once.
    for (const item of created) await api("DELETE", `/api/analytics/${item.id}`);
    const after = await page("/");
    expect(after.text).not.toContain("stats.example.org");
    expect(policyOf(after)).toContain("script-src 'self';");
  });
});

describe("hosts and static files", () => {
  it("an unknown host gets 404 for everything, static files included", async () => {
    const home = await page("/");
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(home.text)?.[1];
    expect(asset).toBeTruthy();
    expect((await page(asset as string)).status).toBe(200);
    const poster = await aPosterUrl();
    for (const target of ["/", "/members", "/builds/latest.json", asset as string, poster]) {
      const reply = await request("GET", target, { host: "unknown.example" });
      expect(reply.status, target).toBe(404);
    }
  });

  it("a domain's media are served on its own host and its API host only", async () => {
    const poster = await aPosterUrl();
    expect((await request("GET", poster)).status).toBe(200);
    expect((await request("GET", poster, { host: "api.localhost" })).status).toBe(200);
    expect((await request("GET", poster, { host: "catering.localhost" })).status).toBe(404);
    expect((await request("GET", poster, { host: "api.catering.localhost" })).status).toBe(404);
  });
});

describe("overload", () => {
  /** Takes every free slot of a limit; returns the releases. */
  const fill = (limit: { tryAcquire: () => (() => void) | null }) => {
    const held: (() => void)[] = [];
    for (let release = limit.tryAcquire(); release; release = limit.tryAcquire())
      held.push(release);
    return held;
  };

  it("refuses new renders with 503 and Retry-After when every render slot is taken; cache hits still answer", async () => {
    await cached("/");
    const held = fill(server.renderLimit);
    try {
      expect(held.length).toBe(16);
      const busy = await page("/members?search=overload-check");
      expect(busy.status).toBe(503);
      expect(busy.headers["retry-after"]).toBe("1");
      expect(busy.headers["cache-control"]).toBe("no-store");
      expect(busy.text).toContain("The site is busy");
      const signedIn = await page("/panel", { cookie: "access_token=x" });
      expect(signedIn.status).toBe(503);
      expect((await page("/")).headers["x-page-cache"]).toBe("hit");
    } finally {
      for (const release of held) release();
    }
    expect((await page("/members?search=overload-check")).status).toBe(200);
    expect(server.renderLimit.active).toBe(0);
  });

  it("frees the render slots of visitors who left while waiting for one", async () => {
    const held = fill(server.renderLimit);
    const leavers = Array.from({ length: 4 }, (_, i) => {
      const req = http.get({
        host: "127.0.0.1",
        port,
        path: `/members?search=gone-${i}`,
        // Signed in: rendered on the uncached path.
        headers: { host: "localhost", cookie: "access_token=x" },
      });
      req.on("error", () => {});
      return req;
    });
    await vi.waitUntil(() => server.renderLimit.waiting === 4, { timeout: 2000, interval: 10 });
    expect(server.renderLimit.waiting).toBe(4);
    for (const req of leavers) req.destroy();
    await new Promise((r) => setTimeout(r, 50));
    // The slots pass to the four who left; each must come back when their render ends.
    for (const release of held) release();
    await vi.waitUntil(() => server.renderLimit.active === 0, { timeout: 4000, interval: 20 });
    expect(server.renderLimit.active).toBe(0);
    expect((await page("/members?search=after-the-leavers")).status).toBe(200);
  });

  it("refuses API requests with 503 Server error. and Retry-After when every API slot is taken", async () => {
    const held = fill(server.apiLimit);
    try {
      const busy = await request("GET", "/api/site", { host: "api.localhost" });
      expect(busy.status).toBe(503);
      expect(busy.headers["retry-after"]).toBe("1");
      expect(JSON.parse(busy.text)).toEqual({ message: "Server error." });
    } finally {
      for (const release of held) release();
    }
    expect((await request("GET", "/api/site", { host: "api.localhost" })).status).toBe(200);
    expect(server.apiLimit.active).toBe(0);
  });
});
