import http from "node:http";
import type net from "node:net";
import { describe, expect, it } from "vitest";
import {
  addAcceptors,
  assertPortFree,
  listenOptions,
  reusePortSupported,
} from "../src/http/acceptors.ts";

/**
 * Extra listening sockets on the server's port (SO_REUSEPORT): libuv takes one new connection
 * per loop turn and socket, so a busy server takes a burst of new connections several times
 * faster. Every connection they take is served by the one HTTP server.
 */

/** One request on a connection of its own; the answer's body. */
function get(port: number, path: string, keepAlive = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: "127.0.0.1", port, path, agent: new http.Agent({ keepAlive }) },
      (res) => {
        let body = "";
        res.on("data", (d) => {
          body += d;
        });
        res.on("end", () => resolve(body));
      },
    );
    req.on("error", reject);
  });
}

async function listening(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(listenOptions(0, "127.0.0.1"), resolve));
  return { server, port: (server.address() as net.AddressInfo).port };
}

describe.runIf(reusePortSupported())("extra acceptors", () => {
  it("hand every connection they take to the one HTTP server", async () => {
    const sockets = new Set<net.Socket>();
    const { server, port } = await listening((req, res) => {
      sockets.add(req.socket);
      res.end(`hello ${req.url}`);
    });
    const stop = await addAcceptors(server, 3);
    const bodies = await Promise.all(Array.from({ length: 64 }, (_, i) => get(port, `/${i}`)));
    expect(bodies).toEqual(Array.from({ length: 64 }, (_, i) => `hello /${i}`));
    // The kernel spread the 64 connections over the four sockets; all reached the handler.
    expect(sockets.size).toBe(64);
    await Promise.all([stop(), new Promise((resolve) => server.close(resolve))]);
    await expect(get(port, "/after")).rejects.toThrow(/ECONNREFUSED/);
  });

  it("stop waits for a request in progress on a connection they took, and closes idle ones", async () => {
    let finish!: () => void;
    const started: string[] = [];
    const { server, port } = await listening((req, res) => {
      started.push(req.url ?? "");
      if (req.url === "/slow") finish = () => res.end("slow done");
      else res.end("fast");
    });
    const stop = await addAcceptors(server, 2);
    // The server's own socket stops listening: new connections reach only the acceptors.
    await new Promise((resolve) => server.close(resolve));
    // A keep-alive connection stays open and idle after its answer: stop must close it.
    expect(await get(port, "/idle", true)).toBe("fast");
    const slow = get(port, "/slow");
    while (!started.includes("/slow")) await new Promise((resolve) => setTimeout(resolve, 5));
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stopped).toBe(false);
    await expect(get(port, "/new")).rejects.toThrow(/ECONNREFUSED/);
    finish();
    expect(await slow).toBe("slow done");
    await stopping;
    expect(stopped).toBe(true);
  });
});

describe("assertPortFree", () => {
  it("refuses a port another server listens on, though SO_REUSEPORT would let both bind", async () => {
    const { server, port } = await listening((_req, res) => res.end());
    await expect(assertPortFree(port, "127.0.0.1")).rejects.toThrow(/EADDRINUSE/);
    await new Promise((resolve) => server.close(resolve));
    await expect(assertPortFree(port, "127.0.0.1")).resolves.toBeUndefined();
  });
});

describe.runIf(!reusePortSupported())("extra acceptors without SO_REUSEPORT", () => {
  it("add nothing", async () => {
    const { server } = await listening((_req, res) => res.end());
    const stop = await addAcceptors(server, 3);
    await Promise.all([stop(), new Promise((resolve) => server.close(resolve))]);
  });
});
