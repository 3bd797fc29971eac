// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { createParseMemo, httpApiCaller, inProcessApiCaller, proxyToApi } from "./api-callers.ts";

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
