// @vitest-environment node

import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSiteServer } from "./testing/site-server.ts";

/**
 * Issue 29: no malformed Host value or request line yields a 5xx on the site or the API host
 * (a 500 with a stack in the log per request was a cheap log flood).
 */

let site: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  site = await startSiteServer("malformed");
}, 120_000);
afterAll(() => site?.close());

/** Sends raw bytes and returns the status of the answer (0 when the server just closed). */
function raw(request: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(site.port, "127.0.0.1");
    let text = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${request}`)));
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
      if (text.includes("\r\n")) socket.destroy();
    });
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)));
    socket.on("error", reject);
    socket.write(request);
  });
}

const get = (host: string, target = "/") =>
  raw(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

/** Host values a client may send, each of them malformed. */
const MALFORMED_HOSTS = [
  "localhost:65536",
  "localhost:99999",
  "localhost:0",
  "localhost:",
  "localhost:abc",
  "localhost:-1",
  "localhost:80:80",
  "localhost:1e3",
  "localhost: 80",
  "[::1",
  "[::1]junk",
  "[::1]:99999",
  "[::1]:",
  "[zz::1]",
  "[]",
  "[",
  "]",
  "",
  "a".repeat(300),
  `${"a".repeat(64)}.localhost`,
  "local host",
  "localhost/evil",
  "localhost?x=1",
  "localhost#x",
  "localhost\\x",
  "user@localhost",
  "localhost..",
  ".localhost",
  "-localhost",
  "%6cocalhost",
];

describe("malformed requests", () => {
  it("answers 30 malformed Host values with a 4xx on the site and the API host", async () => {
    expect(MALFORMED_HOSTS.length).toBeGreaterThanOrEqual(30);
    const errors = vi.spyOn(console, "error");
    for (const host of MALFORMED_HOSTS) {
      const page = await get(host);
      expect(page, `site Host: ${JSON.stringify(host)}`).toBeGreaterThanOrEqual(400);
      expect(page, `site Host: ${JSON.stringify(host)}`).toBeLessThan(500);
      const api = await get(host ? `api.${host}` : host, "/api/domains/current");
      expect(api, `API Host: api.${JSON.stringify(host)}`).toBeGreaterThanOrEqual(400);
      expect(api, `API Host: api.${JSON.stringify(host)}`).toBeLessThan(500);
    }
    // No stack was printed for any of them.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Well-formed hosts still work, with or without a port.
    expect(await get("localhost")).toBe(200);
    expect(await get("LocalHost:3000")).toBe(200);
    expect(await get("api.localhost:3000", "/api/domains/current")).toBe(200);
  });

  it("answers malformed request lines with a 4xx", async () => {
    const lines = [
      "GET http://localhost:65536/ HTTP/1.1",
      "GET http://[::1/ HTTP/1.1",
      "GET //evil.example/ HTTP/1.1",
      "GET * HTTP/1.1",
      "GET /%zz HTTP/1.1",
      "GET /\x01 HTTP/1.1",
      "GET / HTTP/9.9",
      "G\x00T / HTTP/1.1",
      `GET /${"a".repeat(20_000)} HTTP/1.1`,
    ];
    for (const line of lines) {
      const status = await raw(`${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(status, JSON.stringify(line.slice(0, 60))).toBeLessThan(500);
    }
  });
});
