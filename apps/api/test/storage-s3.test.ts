import { GetObjectCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig, type S3Config } from "../src/config.ts";
import { createStorage, IMMUTABLE_CACHE_CONTROL } from "../src/storage/index.ts";
import { createS3Storage } from "../src/storage/s3.ts";
import { startS3Server } from "./s3-server.ts";

/** The S3-compatible driver against a real S3 API on loopback (s3rver). */

const server = await startS3Server(["fooddir-media"]);
afterAll(() => server.close());

const configOf = (bucket: string): S3Config => {
  const config = loadConfig({ NODE_ENV: "test", APP_SECRET: "x", ...server.env(bucket) });
  if (!config.s3) throw new Error("S3 settings not parsed");
  return config.s3;
};
const storage = createS3Storage(configOf("fooddir-media"));
const KEY = "domains/localhost/library/0123456789abcdef0123456789abcdef.webp";
const bytes = Buffer.from("not really a webp, but bytes all the same");

describe("S3 storage driver", () => {
  it("is what createStorage picks when S3_BUCKET is set", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      APP_SECRET: "x",
      ...server.env("fooddir-media"),
    });
    const chosen = createStorage(config);
    expect("bucket" in chosen && chosen.bucket).toBe("fooddir-media");
    // The SDK loads on first use; what goes through the chosen storage lands in the bucket.
    await chosen.put(`${KEY}.chosen`, bytes, "image/webp");
    expect(await storage.exists(`${KEY}.chosen`)).toBe(true);
    await chosen.delete(`${KEY}.chosen`);
    const local = createStorage(loadConfig({ NODE_ENV: "test", APP_SECRET: "x" }));
    expect("root" in local).toBe(true);
  });

  it("puts, gets, checks and deletes an object", async () => {
    expect(await storage.exists(KEY)).toBe(false);
    expect(await storage.get(KEY)).toBeNull();
    expect(await storage.size(KEY)).toBeNull();
    await storage.put(KEY, bytes, "image/webp");
    expect(await storage.exists(KEY)).toBe(true);
    expect(await storage.size(KEY)).toBe(bytes.length);
    const read = await storage.get(KEY);
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(read?.equals(bytes)).toBe(true);
    await storage.delete(KEY);
    expect(await storage.exists(KEY)).toBe(false);
    expect(await storage.get(KEY)).toBeNull();
    // Deleting a missing object is not an error, as with the local driver.
    await storage.delete(KEY);
  });

  it("stores the content type and a year-long immutable cache-control", async () => {
    await storage.put(KEY, bytes, "image/webp");
    const head = await storage.client.send(
      new HeadObjectCommand({ Bucket: "fooddir-media", Key: KEY }),
    );
    expect(head.ContentType).toBe("image/webp");
    expect(head.CacheControl).toBe(IMMUTABLE_CACHE_CONTROL);
    const got = await storage.client.send(
      new GetObjectCommand({ Bucket: "fooddir-media", Key: KEY }),
    );
    expect(got.CacheControl).toBe("public, max-age=31536000, immutable");
    await got.Body?.transformToByteArray();
  });

  it("streams an object with its ETag, answers If-None-Match and HEAD without a body", async () => {
    const key = "domains/localhost/library/thumbnails/0123456789abcdef0123456789abcdef.png";
    await storage.put(key, bytes, "image/png");
    const full = await storage.read?.(key);
    expect(full).toMatchObject({ size: bytes.length, notModified: false });
    expect(full?.etag).toMatch(/^"[^"]+"$/);
    const chunks: Buffer[] = [];
    for await (const chunk of full?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    const same = await storage.read?.(key, { ifNoneMatch: full?.etag });
    expect(same).toMatchObject({ notModified: true, body: null });
    const head = await storage.read?.(key, { metadataOnly: true });
    expect(head).toMatchObject({ size: bytes.length, etag: full?.etag, body: null });
    expect(await storage.read?.(`${key}.missing.png`)).toBeNull();
    expect(await storage.read?.(`${key}.missing.png`, { metadataOnly: true })).toBeNull();
  });

  it("refuses keys that are not plain relative keys, before any request", async () => {
    for (const bad of ["", "/abs/key.png", "a/../b.png", "a//b.png", "a\\b.png", "./a.png"]) {
      await expect(storage.put(bad, bytes, "image/png")).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(bad)).rejects.toThrow(/invalid storage key/);
      await expect(storage.exists(bad)).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(bad)).rejects.toThrow(/invalid storage key/);
    }
  });

  it("throws on a missing bucket or an unreachable store instead of reporting a missing file", async () => {
    const noBucket = createS3Storage(configOf("no-such-bucket"));
    await expect(noBucket.get(KEY)).rejects.toThrow();
    await expect(noBucket.put(KEY, bytes, "image/webp")).rejects.toThrow();
    const down = createS3Storage({ ...configOf("fooddir-media"), endpoint: "http://127.0.0.1:9" });
    await expect(down.get(KEY)).rejects.toThrow();
    await expect(down.exists(KEY)).rejects.toThrow();
  });
});
