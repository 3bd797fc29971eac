// @vitest-environment node

import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HostReply, hostRequest } from "./testing/host-request.ts";
import { renameMember } from "./testing/rename-member.ts";
import { escapedHtml, startSiteServer } from "./testing/site-server.ts";
import { freePort, PURGE_SECRET, startVarnish, type Varnish } from "./testing/varnish.ts";

/**
 * Varnish with the shipped VCL (deploy/varnish/default.vcl) in front of the one-process server,
 * which purges it by key on every write (EDGE_PURGE=varnish, decision 028): public pages are
 * kept and never leak their keys, private ones pass, a write shows at the edge on the next
 * request (its domain only, stops only where stops are read), a PURGE needs the shared secret
 * besides a purger's address (a proxy in front makes every visitor such an address), and the
 * edge answers from its stale copies while the app is gone, purged ones included.
 */

/**
 * Seconds Varnish keeps a page (EDGE_TTL): short, so copies go stale within the test, and long
 * enough that a page kept before a write is still a hit after it (an expired copy is fetched
 * anew while the app is up).
 */
const TTL_SECONDS = 5;
const SITE = "localhost";
const OTHER = "catering.localhost";

let site: Awaited<ReturnType<typeof startSiteServer>>;
let varnish: Varnish;
/** A plain HTTP proxy in front of Varnish, as a TLS terminator or load balancer would be. */
let front: http.Server;
let frontPort = 0;
let domainId = 0;
let token = "";

const edge = (target: string, options: { host?: string; headers?: Record<string, string> } = {}) =>
  hostRequest(varnish.port, "GET", target, { host: SITE, ...options });
const xCache = (reply: HostReply) => reply.headers["x-cache"];
const shows = (reply: HostReply, text: string) => reply.text.includes(escapedHtml(text));

/** Fetches a page through the edge until it is kept there; returns the hit. */
async function hit(target: string, host = SITE) {
  const first = await edge(target, { host });
  expect(first.status, target).toBe(200);
  const again = await edge(target, { host });
  expect(xCache(again), target).toBe("HIT");
  return again;
}

beforeAll(async () => {
  const varnishPort = await freePort();
  site = await startSiteServer("edge-cache", {
    EDGE_PURGE: "varnish",
    EDGE_PURGE_URLS: `http://127.0.0.1:${varnishPort}`,
    EDGE_TTL: String(TTL_SECONDS),
    EDGE_PURGE_SECRET: PURGE_SECRET,
  });
  varnish = await startVarnish({ port: site.port }, varnishPort);
  front = await startFrontProxy(varnish.port);
  frontPort = (front.address() as net.AddressInfo).port;
  token = await site.signIn();
  domainId = (await site.api<{ domain: { id: number } }>("GET", "/api/site")).domain.id;
}, 60_000);

afterAll(async () => {
  front?.closeAllConnections();
  await new Promise((resolve) => (front ? front.close(resolve) : resolve(undefined)));
  await varnish?.stop();
  await site?.close();
});

describe("what the edge keeps", () => {
  it("keeps a public page (a miss, then a hit) and never shows its keys to the visitor", async () => {
    const origin = await site.page("/members");
    expect(origin.headers.xkey).toContain(`fd-d${domainId}`);
    const first = await edge("/members?edge=1");
    expect(first.status).toBe(200);
    expect(xCache(first)).toBe("MISS");
    const second = await edge("/members?edge=1", { headers: { cookie: "theme=dark" } });
    expect(xCache(second)).toBe("HIT");
    expect(second.text === first.text).toBe(true);
    for (const reply of [first, second]) {
      for (const name of ["surrogate-key", "xkey", "cache-tag", "surrogate-control"]) {
        expect(reply.headers[name], name).toBeUndefined();
      }
      expect(reply.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=/);
      expect(reply.headers.age).toBeDefined();
    }
  });

  it("never keeps the team's screens, a signed-in visitor's page or the API", async () => {
    await hit("/");
    for (const [target, headers] of [
      ["/team-login", {}],
      ["/panel", {}],
      ["/", { cookie: `access_token=${token}` }],
      ["/", { authorization: `Bearer ${token}` }],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const reply = await edge(target, { headers });
        expect(xCache(reply), target).toBe("PASS");
        // (A bearer gets the public page: passed all the same, as shared caches must.)
        if (!("authorization" in headers)) {
          expect(reply.headers["cache-control"], target).toMatch(/no-store/);
        }
      }
    }
    const api = await edge("/api/site", { host: `api.${SITE}` });
    expect(api.status).toBe(200);
    expect(xCache(api)).toBe("PASS");
    // The signed-in render did not replace the public copy.
    expect(xCache(await edge("/"))).toBe("HIT");
  });

  it("drops pages by key on PURGE with the secret from the app's network, not a key-less file", async () => {
    const home = await hit("/");
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(home.text)?.[1] as string;
    await hit(asset);
    const purge = await hostRequest(varnish.port, "PURGE", "/", {
      headers: { "xkey-purge": `fd-d${domainId}`, "x-purge-secret": PURGE_SECRET },
    });
    expect(purge.status).toBe(200);
    expect(Number(purge.text)).toBeGreaterThan(0);
    expect(xCache(await edge("/"))).toBe("MISS");
    expect(xCache(await edge(asset))).toBe("HIT");
  });

  it("refuses PURGE from an address outside its purgers, even with the secret", async () => {
    await hit("/blog");
    const status = await purgeAs("203.0.113.7", "fd-all");
    expect(status).toBe(403);
    expect(xCache(await edge("/blog"))).not.toBe("MISS");
  });

  it("refuses PURGE without the secret or with a wrong one, from loopback and through a proxy in front; the app's purge works", async () => {
    const page = "/members?purge-auth=1";
    await hit(page);
    const keys = `fd-all fd-d${domainId}`;
    const attempts: [string, number, Record<string, string>][] = [
      ["loopback, no secret", varnish.port, {}],
      ["loopback, wrong secret", varnish.port, { "x-purge-secret": `${PURGE_SECRET}x` }],
      [
        "loopback, the secret's start",
        varnish.port,
        { "x-purge-secret": PURGE_SECRET.slice(0, 8) },
      ],
      [
        "loopback, a forged digest",
        varnish.port,
        { "x-purge-secret": "x", "x-fd-purge-digest": "00" },
      ],
      ["proxy, no secret", frontPort, {}],
      ["proxy, wrong secret", frontPort, { "x-purge-secret": "a".repeat(PURGE_SECRET.length) }],
    ];
    for (const [name, port, headers] of attempts) {
      const reply = await hostRequest(port, "PURGE", "/", {
        headers: { "xkey-purge": keys, ...headers },
      });
      expect(reply.status, name).toBe(403);
      // Still kept: a hit, its age counting from the first fetch.
      const after = await edge(page);
      expect(xCache(after), name).toBe("HIT");
      expect(after.headers.age, name).toBeDefined();
    }
    // The page through the proxy is the kept one too.
    const throughProxy = await hostRequest(frontPort, "GET", page, { host: SITE });
    expect(xCache(throughProxy)).toBe("HIT");
    // A write purges with the secret: the next request is fetched anew.
    const copyright = `© Purge ${Date.now()}`;
    await site.api("PUT", "/api/domain-options", { copyright });
    const next = await edge(page);
    expect(xCache(next)).toBe("MISS");
    expect(shows(next, copyright)).toBe(true);
  });
});

describe("a write shows at the edge on the next request", () => {
  type Post = {
    id: number;
    post_status_id: number;
    attributes: { title: string; url: string; description: string };
  };
  type Occurrence = {
    ends_at: string;
    member: { id: number; url: string };
    location: { id: number; address: string; lat: number; lng: number };
  };

  /**
   * The page is kept, the write is made, the next request is fresh; the other domain's page,
   * kept before the write, is still served from the edge.
   */
  async function freshAfter(target: string, write: () => Promise<string>) {
    await hit(target);
    await hit("/", OTHER);
    const text = await write();
    const next = await edge(target);
    expect(xCache(next)).toBe("MISS");
    expect(shows(next, text)).toBe(true);
    // Kept copies were not purged.
    expect(xCache(await edge("/", { host: OTHER }))).not.toBe("MISS");
  }

  it("posts: a member's new title", async () => {
    const [member] = await site.api<Post[]>("GET", "/api/posts/by-type?type=2&limit=1");
    await freshAfter("/members", async () => {
      const title = `Edge Truck ${Date.now()}`;
      await renameMember(site.api, member.id, title);
      return title;
    });
  });

  it("settings: the footer's copyright", async () => {
    await freshAfter("/faq", async () => {
      const copyright = `© Edge ${Date.now()}`;
      await site.api("PUT", "/api/domain-options", { copyright });
      return copyright;
    });
  });

  it("taxonomy: a renamed cuisine on the member cards", async () => {
    const members = await site.api<{ external_data: { cuisines: { id: number }[] } }[]>(
      "GET",
      "/api/posts/by-type?type=2&limit=100",
    );
    const cuisine = members.find((m) => m.external_data.cuisines.length > 0)?.external_data
      .cuisines[0];
    if (!cuisine) throw new Error("the demo has members with cuisines");
    await freshAfter("/members", async () => {
      const title = `Edge Cuisine ${Date.now()}`;
      await site.api("PUT", `/api/cuisine-tags/${cuisine.id}`, { title });
      return title;
    });
  });

  it("stops: a stop's new place on the member's page; a page without stops stays kept", async () => {
    const week = await site.api<Occurrence[]>("GET", "/api/stops");
    const stop = week.find((o) => Date.parse(o.ends_at) > Date.now());
    if (!stop) throw new Error("the demo has stops in the coming week");
    const own = await site.api<Occurrence[]>("GET", `/api/stops?member_id=${stop.member.id}`);
    const next = own.find((o) => Date.parse(o.ends_at) > Date.now()) ?? stop;
    const memberPage = `/${stop.member.url.replace(/^\/+/, "")}`;
    await hit("/blog");
    await freshAfter(memberPage, async () => {
      const name = `Edge Lot ${Date.now()}`;
      const { location } = next;
      await site.api("PUT", `/api/locations/${location.id}`, {
        name,
        address: location.address,
        lat: location.lat,
        lng: location.lng,
      });
      return name;
    });
    expect(xCache(await edge("/blog"))).not.toBe("MISS");
  });
});

describe("while the app is gone", () => {
  it("answers every page it served before from its stale copy, 503 for a page never served, fresh again once the app is back", async () => {
    const pages = [
      [SITE, "/"],
      [SITE, "/members"],
      [SITE, "/blog"],
      [SITE, "/no-such-page"],
      [OTHER, "/"],
    ] as const;
    for (const [host, target] of pages) await edge(target, { host });
    // A write's purge just before the outage: a soft purge, its pages stay as stale copies.
    const purge = await hostRequest(varnish.port, "PURGE", "/", {
      headers: { "xkey-purge": `fd-d${domainId}`, "x-purge-secret": PURGE_SECRET },
    });
    expect(purge.status).toBe(200);
    expect(Number(purge.text)).toBeGreaterThan(0);
    const listener = site.server.app.server;
    await new Promise<void>((resolve) => {
      listener.close(() => resolve());
      listener.closeAllConnections();
    });
    try {
      // Past their TTL: only stale-if-error keeps them.
      await new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 300));
      for (const [host, target] of pages) {
        const reply = await edge(target, { host });
        expect(reply.status, `${host}${target}`).toBe(target === "/no-such-page" ? 404 : 200);
        expect(xCache(reply), `${host}${target}`).toBe("STALE");
      }
      const never = await edge("/never-served-page");
      expect(never.status).toBe(503);
      expect(never.headers["retry-after"]).toBe("5");
    } finally {
      await new Promise<void>((resolve) => listener.listen(site.port, "127.0.0.1", resolve));
    }
    // Once its probe finds the app ready again, the edge fetches pages anew.
    const deadline = Date.now() + 10_000;
    let reply = await edge("/never-served-page");
    while (reply.status === 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      reply = await edge("/never-served-page");
    }
    expect(reply.status).toBe(404);
    // The stale copy is replaced (fetched anew) and kept again.
    let members = await edge("/members");
    while (xCache(members) !== "HIT" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      members = await edge("/members");
    }
    expect(xCache(members)).toBe("HIT");
  }, 30_000);
});

/** A PURGE sent as if from `address` (the PROXY protocol listener); returns the status. */
function purgeAs(address: string, keys: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(varnish.proxyPort, "127.0.0.1", () => {
      socket.end(
        `PROXY TCP4 ${address} 127.0.0.1 40000 80\r\nPURGE / HTTP/1.1\r\nHost: ${SITE}\r\nxkey-purge: ${keys}\r\nx-purge-secret: ${PURGE_SECRET}\r\nConnection: close\r\n\r\n`,
      );
    });
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk;
    });
    socket.on("end", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)));
    socket.on("error", reject);
  });
}

/** A node:http proxy passing every request to `port` as it came (method, path, headers). */
function startFrontProxy(port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: "127.0.0.1", port, method: req.method, path: req.url, headers: req.headers },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}
