// @vitest-environment node

import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createLoadLimits } from "@fooddir/api";
import { afterAll, describe, expect, it } from "vitest";
import type { ApiCaller } from "../app/lib/api-caller.server.ts";
import { precompressDirectory } from "../precompress.ts";
import { createSiteListener } from "./site-listener.ts";
import { hostRequest } from "./testing/host-request.ts";

/**
 * Built assets on a phone (issue 40 point 4): a text asset goes out as the build's brotli or
 * gzip copy when the browser accepts it, with `Vary: Accept-Encoding` and the immutable cache
 * kept; as is otherwise. Media under /storage never take a copy's place. A build of its own in
 * a temporary directory, its copies written by the build's own precompressDirectory.
 */
const dir = await mkdtemp(path.join(tmpdir(), "fooddir-static-"));
const clientDir = path.join(dir, "client");
const storageDir = path.join(dir, "storage");
const script = Buffer.from(`export const x = "${"panel ".repeat(2000)}";\n`);
const SCRIPT = "/assets/entry.client-abc123.js";
const LONE = "/assets/lone-abc123.css";
const IMAGE = "/assets/logo-abc123.png";
const MEDIA = "/storage/domains/localhost/library/0123.svg";
await mkdir(path.join(clientDir, "assets"), { recursive: true });
await mkdir(path.join(storageDir, "domains/localhost/library"), { recursive: true });
await writeFile(path.join(clientDir, SCRIPT), script);
// A text asset the build leaves without copies (compressing does not make it smaller).
await writeFile(path.join(clientDir, LONE), "a{}");
await writeFile(path.join(clientDir, IMAGE), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
await precompressDirectory(clientDir);
const svg = "<svg xmlns='http://www.w3.org/2000/svg'/>";
await writeFile(path.join(storageDir, MEDIA.slice("/storage/".length)), svg);
// Even a .br lying beside a media file is never sent for it.
await writeFile(path.join(storageDir, `${MEDIA.slice("/storage/".length)}.br`), "not this");

const server = http.createServer(
  createSiteListener({
    apiCaller: (() => Promise.reject(new Error("no API here"))) as ApiCaller,
    getBuild: () => Promise.reject(new Error("no pages here")),
    mode: "production",
    buildInfo: () => ({ id: "test", timestamp: 0 }),
    clientDir,
    storageDir,
    resolveHost: async (host) => host === "localhost",
    pageCache: null,
    renderLimit: createLoadLimits({ apiRequests: 4, pageRenders: 4, loopLagMs: 0 }).renders,
  }),
);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address() as { port: number };
afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (target: string, acceptEncoding?: string, method = "GET") =>
  hostRequest(port, method, target, {
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });

describe("built assets, precompressed", () => {
  it("sends the brotli copy to a browser that accepts it", async () => {
    const reply = await get(SCRIPT, "gzip, deflate, br, zstd");
    expect(reply.status).toBe(200);
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(reply.headers.vary).toBe("Accept-Encoding");
    expect(reply.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(reply.headers["content-length"])).toBe(reply.raw.length);
    expect(reply.raw.length).toBeLessThan(script.length / 10);
    expect(reply.text).toBe(script.toString());
  });

  it("sends gzip when brotli is not accepted, and the file as is when neither is", async () => {
    const gzipped = await get(SCRIPT, "gzip, br;q=0");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.text).toBe(script.toString());

    for (const header of [undefined, "identity", "br;q=0, gzip;q=0"]) {
      const plain = await get(SCRIPT, header);
      expect(plain.headers["content-encoding"], String(header)).toBeUndefined();
      expect(plain.headers.vary).toBe("Accept-Encoding");
      expect(plain.raw.equals(script)).toBe(true);
      expect(Number(plain.headers["content-length"])).toBe(script.length);
    }
  });

  it("answers HEAD with the chosen copy's headers and no body", async () => {
    const reply = await get(SCRIPT, "br", "HEAD");
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(Number(reply.headers["content-length"])).toBeLessThan(script.length / 10);
    expect(reply.raw.length).toBe(0);
  });

  it("sends a text asset without copies as is, and images without Vary", async () => {
    const lone = await get(LONE, "br, gzip");
    expect(lone.headers["content-encoding"]).toBeUndefined();
    expect(lone.text).toBe("a{}");

    const image = await get(IMAGE, "br, gzip");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.raw.length).toBe(4);
  });

  it("never sends a copy for a stored media file", async () => {
    const reply = await get(MEDIA, "br, gzip");
    expect(reply.status).toBe(200);
    expect(reply.headers["content-encoding"]).toBeUndefined();
    expect(reply.text).toBe(svg);
  });
});
