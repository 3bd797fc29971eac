// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createMemoryBus } from "@fooddir/api";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { httpApiCaller, inProcessApiCaller, proxyToApi } from "./api-callers.ts";
import { createHeldReads, createParseMemo } from "./held-reads.ts";

const servers: http.Server[] = [];
const listen = (handler: http.RequestListener) =>
  new Promise<number>((resolve) => {
    const server = http.createServer(handler);
    servers.push(server);
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

function get(port: number, headers: Record<string, string>) {
  return new Promise<string>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/api/ping", headers }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

describe("proxyToApi", () => {
  it("appends the address it saw to X-Forwarded-For instead of passing the client's alone", async () => {
    const api = await listen((req, res) => {
      res.end(JSON.stringify({ xff: req.headers["x-forwarded-for"] ?? null, path: req.url }));
    });
    const proxy = await listen(proxyToApi(`http://127.0.0.1:${api}`));

    const spoofed = JSON.parse(await get(proxy, { "x-forwarded-for": "203.0.113.9" }));
    expect(spoofed).toEqual({ xff: "203.0.113.9, 127.0.0.1", path: "/api/ping" });
    const plain = JSON.parse(await get(proxy, {}));
    expect(plain.xff).toBe("127.0.0.1");
  });
});

describe("the request id of a render", () => {
  it("reaches the API with every call, in one process and over HTTP", async () => {
    const echo = (headers: http.IncomingHttpHeaders) => ({ id: headers["x-request-id"] ?? null });
    const app = Fastify();
    app.get("/api/ping", async (request) => echo(request.headers));
    afterAll(() => app.close());
    const inProcess = inProcessApiCaller(app);
    expect(
      (await inProcess({ host: "localhost", path: "/api/ping", requestId: "page-7" })).body,
    ).toEqual({ id: "page-7" });
    expect((await inProcess({ host: "localhost", path: "/api/ping" })).body).toEqual({ id: null });

    const api = await listen((req, res) => res.end(JSON.stringify(echo(req.headers))));
    const overHttp = httpApiCaller(`http://127.0.0.1:${api}`);
    expect(
      (await overHttp({ host: "localhost", path: "/api/ping", requestId: "page-8" })).body,
    ).toEqual({ id: "page-8" });
  });
});

describe("parsed answers held by their text", () => {
  const list = JSON.stringify({
    data: [{ id: 1, title: "Taco Loco", tags: ["a"] }],
    pad: "x".repeat(40),
  });

  it("parses a repeated answer once and no render can change it", () => {
    const parse = createParseMemo(2, 16);
    const first = parse(list) as { data: { title: string; tags: string[] }[] };
    expect(parse(list)).toBe(first);
    expect(() => {
      first.data[0].title = "changed";
    }).toThrow(TypeError);
    expect(() => first.data[0].tags.push("b")).toThrow(TypeError);
    expect(first.data[0].title).toBe("Taco Loco");
  });

  it("keeps the last few long answers only, and never short or broken ones", () => {
    const parse = createParseMemo(2, 16);
    const held = parse(list);
    parse(JSON.stringify({ data: [], pad: "y".repeat(40) }));
    parse(JSON.stringify({ data: [], pad: "z".repeat(40) }));
    expect(parse(list)).not.toBe(held);
    expect(parse(list)).toEqual(held);
    const short = '{"data":1}';
    expect(parse(short)).not.toBe(parse(short));
    expect(parse("not json, but long enough to be held")).toBeNull();
  });
});

describe("held public reads (one process)", () => {
  const long = "x".repeat(3000);
  /** An API whose anonymous reads count their calls and answer with the current title. */
  function countingApi() {
    const state = { title: "Taco Loco", calls: 0 };
    const app = Fastify();
    const answer = async () => {
      state.calls++;
      return { data: { title: state.title }, pad: long };
    };
    app.get("/api/site", answer);
    app.get("/api/posts/by-type", answer);
    app.get("/api/stops", answer);
    app.get("/api/small", async () => {
      state.calls++;
      return { data: { title: state.title } };
    });
    afterAll(() => app.close());
    return { app, state };
  }
  const titleOf = (result: { body: unknown }) =>
    (result.body as { data: { title: string } }).data.title;

  it("answers a repeated anonymous read from memory until a public change event", async () => {
    const { app, state } = countingApi();
    const changes = createMemoryBus();
    const call = inProcessApiCaller(app, changes);
    const read = { host: "localhost", path: "/api/posts/by-type?type=2" };
    expect(titleOf(await call(read))).toBe("Taco Loco");
    expect(titleOf(await call(read))).toBe("Taco Loco");
    expect(state.calls).toBe(1);
    // Another site, or another query, is its own answer.
    await call({ ...read, host: "catering.localhost" });
    await call({ ...read, path: "/api/posts/by-type?type=3" });
    expect(state.calls).toBe(3);

    state.title = "Taco Loco 2";
    // A private topic changes nothing the public reads show.
    await changes.publish({ domain_id: 1, topics: ["submissions"], ids: [] });
    expect(titleOf(await call(read))).toBe("Taco Loco");
    await changes.publish({ domain_id: 1, topics: ["posts"], ids: [7] });
    expect(titleOf(await call(read))).toBe("Taco Loco 2");
    expect(state.calls).toBe(4);
  });

  it("never holds signed-in reads, writes, other paths, searches, short answers or failures", async () => {
    const { app, state } = countingApi();
    const call = inProcessApiCaller(app, createMemoryBus());
    for (let i = 0; i < 2; i++) {
      await call({ host: "localhost", path: "/api/site", token: "t" });
      await call({ host: "localhost", path: "/api/stops" });
      await call({ host: "localhost", path: "/api/small" });
      await call({ host: "localhost", path: "/api/posts/by-url?url=nowhere" });
      // A search: words a visitor chose, as many as asked (issue 38), never held.
      await call({ host: "localhost", path: "/api/posts/by-type?type=2&search=tacos" });
    }
    expect(state.calls).toBe(8); // by-url has no route here: a 404, never held
  });

  it("returns but does not keep an answer whose read began before a change", async () => {
    const changes = createMemoryBus();
    const held = createHeldReads(changes);
    let calls = 0;
    let release: () => void = () => {};
    const slow = () =>
      new Promise<{ status: number; body: unknown; long: boolean }>((resolve) => {
        calls++;
        release = () => resolve({ status: 200, body: { n: calls }, long: true });
      });
    const read = { host: "localhost", path: "/api/site" };
    const first = held.read(read, slow);
    // A second render asking meanwhile shares the read in flight.
    const shared = held.read(read, slow);
    await changes.publish({ domain_id: 1, topics: ["settings"], ids: [] });
    release();
    expect(await first).toEqual({ status: 200, body: { n: 1 }, long: true });
    expect(await shared).toEqual(await first);
    const again = held.read(read, slow);
    release();
    expect((await again).body).toEqual({ n: 2 });
    expect(calls).toBe(2);
  });
});
