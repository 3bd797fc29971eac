// @vitest-environment node

import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  createImageVariants,
  createLoadLimits,
  createStorage,
  loadConfig,
  type Storage,
} from "@fooddir/api";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { ApiCaller } from "../app/lib/api-caller.server.ts";
import { createSiteListener } from "./site-listener.ts";
import { hostRequest } from "./testing/host-request.ts";

/**
 * /storage on the site host with media in an S3 bucket (s3rver on loopback): objects streamed
 * through the driver with their ETag, variants made into the bucket, same host rule as on disk.
 * Only /storage is asked for, so no web build is needed.
 */

const directory = await mkdtemp(path.join(tmpdir(), "fooddir-site-s3-"));
const s3rver = new S3rver({
  port: 0,
  address: "127.0.0.1",
  directory,
  silent: true,
  configureBuckets: [{ name: "fooddir-site", configs: [] }],
});
const { port: s3Port } = await s3rver.run();
const configFor = (endpoint: string) =>
  loadConfig({
    NODE_ENV: "test",
    APP_SECRET: "x",
    DATA_DIR: directory,
    S3_ENDPOINT: endpoint,
    S3_BUCKET: "fooddir-site",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "1",
  });
const storage = createStorage(configFor(`http://127.0.0.1:${s3Port}`));

const hash = "0123456789abcdef0123456789abcdef";
const ORIGINAL = `domains/localhost/library/${hash}.jpg`;
const VARIANT = `domains/localhost/library/w640/${hash}.webp`;
const jpeg = await sharp({
  create: { width: 1200, height: 800, channels: 3, background: "#c33" },
})
  .jpeg()
  .toBuffer();
await storage.put(ORIGINAL, jpeg, "image/jpeg");

/** The site listener alone on a loopback port, serving /storage from `media`. */
async function startSite(media: Storage) {
  const listener = createSiteListener({
    apiCaller: (() => Promise.reject(new Error("no API here"))) as ApiCaller,
    getBuild: () => Promise.reject(new Error("no build here")),
    mode: "production",
    buildInfo: () => ({ id: "test", timestamp: 0 }),
    storageDir: path.join(directory, "no-local-files"),
    storage: media,
    imageVariants: createImageVariants({ storage: media, maxPixels: 40_000_000 }),
    resolveHost: async (host) => host === "localhost" || host === "catering.localhost",
    pageCache: null,
    renderLimit: createLoadLimits({ apiRequests: 4, pageRenders: 4, loopLagMs: 0 }).renders,
  });
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const get = (target: string, options: Parameters<typeof hostRequest>[3] = {}) =>
    hostRequest(port, "GET", target, options);
  return { server, port, get };
}

const site = await startSite(storage);
afterAll(async () => {
  site.server.close();
  await s3rver.close();
  await rm(directory, { recursive: true, force: true });
});

describe("/storage from an S3 bucket", () => {
  it("streams the object with its type, immutable caching, length and ETag; 304 when unchanged", async () => {
    const reply = await site.get(`/storage/${ORIGINAL}`);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("image/jpeg");
    expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(reply.headers["content-length"]).toBe(String(jpeg.length));
    expect(reply.raw.equals(jpeg)).toBe(true);
    const etag = reply.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await site.get(`/storage/${ORIGINAL}`, {
      headers: { "if-none-match": etag as string },
    });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const changed = await site.get(`/storage/${ORIGINAL}`, {
      headers: { "if-none-match": '"something-else"' },
    });
    expect(changed.status).toBe(200);
    expect(changed.raw.equals(jpeg)).toBe(true);
  });

  it("answers HEAD with the headers and no body", async () => {
    const reply = await hostRequest(site.port, "HEAD", `/storage/${ORIGINAL}`);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-length"]).toBe(String(jpeg.length));
    expect(reply.headers["content-type"]).toBe("image/jpeg");
    expect(reply.raw.length).toBe(0);
  });

  it("makes a missing variant into the bucket on first request", async () => {
    expect(await storage.exists(VARIANT)).toBe(false);
    const reply = await site.get(`/storage/${VARIANT}`);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(reply.raw).metadata();
    expect([meta.format, meta.width]).toEqual(["webp", 640]);
    expect((await storage.get(VARIANT))?.equals(reply.raw)).toBe(true);
  });

  it("answers 404 for missing objects, other hosts' files and keys that are not keys", async () => {
    const missing = `/storage/domains/localhost/library/${"f".repeat(32)}.jpg`;
    expect((await site.get(missing)).status).toBe(404);
    expect((await hostRequest(site.port, "HEAD", missing)).status).toBe(404);
    const foreign = await site.get(`/storage/${ORIGINAL}`, { host: "catering.localhost" });
    expect(foreign.status).toBe(404);
    expect((await site.get(`/storage/domains/localhost/a%2F..%2Fb.jpg`)).status).toBe(404);
    expect(
      (await site.get(`/storage/domains/localhost/library/w320/${"0".repeat(32)}.webp`)).status,
    ).toBe(404);
  });

  it("answers 500, not 404, when the bucket cannot be reached", async () => {
    const down = await startSite(createStorage(configFor("http://127.0.0.1:9")));
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (error: unknown) => void errors.push(error);
    try {
      expect((await down.get(`/storage/${ORIGINAL}`)).status).toBe(500);
    } finally {
      console.error = original;
      down.server.close();
    }
    expect(errors).toHaveLength(1);
  });

  it("reads a driver without streaming whole", async () => {
    const { read: _read, ...plain } = storage;
    const other = await startSite(plain);
    try {
      const reply = await other.get(`/storage/${ORIGINAL}`);
      expect(reply.status).toBe(200);
      expect(reply.headers["content-type"]).toBe("image/jpeg");
      expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(reply.raw.equals(jpeg)).toBe(true);
      expect((await other.get(`/storage/domains/localhost/library/${hash}.png`)).status).toBe(404);
    } finally {
      other.server.close();
    }
  });
});
