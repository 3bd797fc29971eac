// @vitest-environment node

import { stat } from "node:fs/promises";
import path from "node:path";
import { imageVariantUrl, type MediaItem } from "@fooddir/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteServer } from "./testing/site-server.ts";

/**
 * Resized library images (issue 10): the site makes a WebP variant on its first request, stores
 * it beside the original and serves it like any stored file, only on the image's own host.
 */

let site: Awaited<ReturnType<typeof startSiteServer>>;
let dataDir: string;
let poster: MediaItem;

beforeAll(async () => {
  site = await startSiteServer("image-variants");
  await site.signIn();
  // Demo member posters are the library's 1200x800 JPEGs.
  const library = await site.api<MediaItem[]>("GET", "/api/media?limit=100");
  const found = library.find((m) => m.extension === "jpg" && m.width === 1200);
  if (!found) throw new Error("no demo poster");
  poster = found;
  dataDir = site.server.app.deps.config.dataDir;
}, 60_000);
afterAll(() => site?.close());

const fileOf = (url: string) => path.join(dataDir, url.replace(/^\//, ""));

describe("image variants on the site host", () => {
  it("makes the variant on first request and serves the stored file afterwards", async () => {
    expect(poster.width).toBe(1200);
    // Media urls are absolute on their own site (contract.md "Several domains in one panel").
    const absolute = imageVariantUrl(poster.url, 640) as string;
    const url = `/storage/domains/localhost/library/w640/${poster.hashed_name}.webp`;
    expect(absolute).toBe(`http://localhost:3000${url}`);
    await expect(stat(fileOf(url))).rejects.toThrow();

    const first = await site.page(url);
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(first.raw).metadata();
    expect([meta.format, meta.width]).toEqual(["webp", 640]);

    const stored = await stat(fileOf(url));
    const second = await site.page(url);
    expect(second.status).toBe(200);
    expect(second.headers["content-type"]).toBe("image/webp");
    expect(second.raw.equals(first.raw)).toBe(true);
    // Served from the file, not made again.
    expect((await stat(fileOf(url))).mtimeMs).toBe(stored.mtimeMs);
  });

  it("answers 404 for a width outside the set or wider than the original", async () => {
    for (const width of ["w500", "w0320", "w1280", "w1920"]) {
      const url = `/storage/domains/localhost/library/${width}/${poster.hashed_name}.webp`;
      const reply = await site.page(url);
      expect(reply.status, width).toBe(404);
      await expect(stat(fileOf(url))).rejects.toThrow();
    }
  });

  it("never makes or serves a domain's variant on another host", async () => {
    const url = imageVariantUrl(poster.url, 320) as string;
    const reply = await site.page(url, { host: "catering.localhost" });
    expect(reply.status).toBe(404);
    await expect(stat(fileOf(url))).rejects.toThrow();
  });

  it("answers 404 for an unknown hashed name", async () => {
    const reply = await site.page(`/storage/domains/localhost/library/w320/${"0".repeat(32)}.webp`);
    expect(reply.status).toBe(404);
  });
});
