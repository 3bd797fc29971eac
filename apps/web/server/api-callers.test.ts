// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { proxyToApi } from "./api-callers.ts";

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
