import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { IMAGE_VARIANT_WIDTHS } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { media, posts } from "../src/db/schema.ts";
import {
  createImageVariants,
  imageVariantKey,
  makeMissingVariants,
} from "../src/features/media/image-variants.ts";
import { imageSlots } from "../src/features/media/limit.ts";
import type { Storage } from "../src/storage/index.ts";
import { file, hugeAvif, manyScanJpeg, png, truncatedJpeg, upload } from "./fixtures/images.ts";
import { ADMIN, call, createTestApp, login } from "./helpers.ts";

/**
 * Resized WebP copies of library images (issue 10), made from the storage key alone: the API
 * side of what the site serves under /storage/domains/{host}/library/w{width}/.
 */

const { app, db, storage } = await createTestApp();
const MAX_PIXELS = 40_000_000;
const variants = createImageVariants({ storage, maxPixels: MAX_PIXELS });

/** A demo member's poster: a 1200x800 JPEG of localhost's library. */
const [poster] = await db
  .select({ hashed_name: media.hashed_name, width: media.width, extension: media.extension })
  .from(posts)
  .innerJoin(media, eq(media.id, posts.poster_id))
  .where(and(eq(posts.domain_id, 1), eq(media.extension, "jpg")))
  .limit(1);

const keyOf = (width: number, hashedName = poster.hashed_name, host = "localhost") =>
  imageVariantKey(host, hashedName, width);
const newName = () => randomBytes(16).toString("hex");

/** `storage` counting its writes. */
function countingStorage() {
  const counted = { puts: 0 };
  const wrapped: Storage = {
    ...storage,
    put: async (...args) => {
      counted.puts++;
      await storage.put(...args);
    },
  };
  return { storage: wrapped, counted };
}

describe("image variants", () => {
  it("makes a metadata-free WebP at the width asked, then finds it stored", async () => {
    expect(poster.width).toBe(1200);
    expect(await storage.exists(keyOf(640))).toBe(false);
    expect(await variants.ensure(keyOf(640))).toBe(true);
    const bytes = await storage.get(keyOf(640));
    expect(bytes).not.toBeNull();
    const meta = await sharp(bytes as Buffer).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 640, height: 427 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();

    const { storage: spied, counted } = countingStorage();
    const again = createImageVariants({ storage: spied, maxPixels: MAX_PIXELS });
    expect(await again.ensure(keyOf(640))).toBe(true);
    expect(counted.puts).toBe(0);
  });

  it("refuses widths outside the set, also when only spelt differently", async () => {
    for (const width of [500, 100, 2560]) {
      expect(await variants.ensure(keyOf(width)), `w${width}`).toBe(false);
      expect(await storage.exists(keyOf(width))).toBe(false);
    }
    const padded = `domains/localhost/library/w0320/${poster.hashed_name}.webp`;
    expect(await variants.ensure(padded)).toBe(false);
    expect(await storage.exists(padded)).toBe(false);
  });

  it("refuses an unknown hashed name and another host's name for the image", async () => {
    expect(await variants.ensure(keyOf(320, newName()))).toBe(false);
    expect(await variants.ensure(keyOf(320, poster.hashed_name, "catering.localhost"))).toBe(false);
  });

  it("refuses keys of any other shape without throwing", async () => {
    const name = poster.hashed_name;
    const keys = [
      `domains/localhost/library/${name}.jpg`,
      `domains/localhost/library/w320/${name}.jpg`,
      `domains/localhost/library/w320/${name}.webp.tmp`,
      `domains/localhost/library/thumbnails/${name}.png`,
      `domains/localhost/library/w320/${name.toUpperCase()}.webp`,
      `domains/../library/w320/${name}.webp`,
      `domains/./library/w320/${name}.webp`,
      `domains/localhost/library/w320/../${name}.webp`,
      `/domains/localhost/library/w320/${name}.webp`,
      `domains/localhost/library/w320/${name}.webp/`,
      "",
    ];
    for (const key of keys) expect(await variants.ensure(key), key).toBe(false);
  });

  it("never enlarges: no variant at or above the source's width", async () => {
    for (const width of [1280, 1920]) {
      expect(await variants.ensure(keyOf(width)), `w${width}`).toBe(false);
      expect(await storage.exists(keyOf(width))).toBe(false);
    }
    // Exactly as wide is not narrower either.
    const name = newName();
    await storage.put(`domains/localhost/library/${name}.png`, await png(320, 100), "image/png");
    expect(await variants.ensure(keyOf(320, name))).toBe(false);
    expect(await variants.ensure(keyOf(160, name))).toBe(true);
  });

  it("remembers a refusal: the same key asked again reads nothing", async () => {
    let reads = 0;
    const spied: Storage = {
      ...storage,
      get: async (key) => {
        reads++;
        return storage.get(key);
      },
    };
    const fresh = createImageVariants({ storage: spied, maxPixels: MAX_PIXELS });
    expect(await fresh.ensure(keyOf(1920))).toBe(false);
    const afterFirst = reads;
    expect(afterFirst).toBe(1);
    for (let i = 0; i < 5; i++) expect(await fresh.ensure(keyOf(1920))).toBe(false);
    expect(reads).toBe(afterFirst);
  });

  it("measures the width as displayed: EXIF orientation applied", async () => {
    // 800x400 stored, 400x800 displayed (orientation 6 rotates by 90 degrees).
    const name = newName();
    const rotated = await sharp({
      create: { width: 800, height: 400, channels: 3, background: "#1c7ed6" },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await storage.put(`domains/localhost/library/${name}.jpg`, rotated, "image/jpeg");
    expect(await variants.ensure(keyOf(640, name))).toBe(false);
    expect(await variants.ensure(keyOf(320, name))).toBe(true);
    const meta = await sharp((await storage.get(keyOf(320, name))) as Buffer).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([320, 640, undefined]);
  });

  it("generates once for parallel requests of one key", async () => {
    const { storage: spied, counted } = countingStorage();
    const fresh = createImageVariants({ storage: spied, maxPixels: MAX_PIXELS });
    const results = await Promise.all(Array.from({ length: 8 }, () => fresh.ensure(keyOf(320))));
    expect(results).toEqual(Array(8).fill(true));
    expect(counted.puts).toBe(1);
    // Settled jobs are forgotten: a later request finds the file.
    expect(await fresh.ensure(keyOf(320))).toBe(true);
    expect(counted.puts).toBe(1);
  });

  it("waits for the decode slots the uploads use", async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const busy = [
      imageSlots.run({ owner: "test:1" }, () => gate),
      imageSlots.run({ owner: "test:2" }, () => gate),
    ];
    let done = false;
    const job = variants.ensure(keyOf(160)).then((made) => {
      done = true;
      return made;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    open();
    await Promise.all(busy);
    expect(await job).toBe(true);
  });

  it("gives false for a damaged or undecodable source and stores nothing", async () => {
    const garbage = newName();
    await storage.put(`domains/localhost/library/${garbage}.jpg`, randomBytes(4096), "image/jpeg");
    const truncated = newName();
    await storage.put(
      `domains/localhost/library/${truncated}.jpg`,
      await truncatedJpeg(),
      "image/jpeg",
    );
    for (const name of [garbage, truncated]) {
      expect(await variants.ensure(keyOf(320, name)), name).toBe(false);
      expect(await storage.exists(keyOf(320, name))).toBe(false);
    }
  });

  it("refuses a source above the pixel limit", async () => {
    const name = newName();
    await storage.put(`domains/localhost/library/${name}.png`, await png(1000, 1000), "image/png");
    const small = createImageVariants({ storage, maxPixels: 500_000 });
    expect(await small.ensure(keyOf(320, name))).toBe(false);
    expect(await variants.ensure(keyOf(320, name))).toBe(true);
  });

  it("refuses, from the header, a stored AVIF above 16 megapixels and a JPEG of 704 scans", async () => {
    // Both pass the 40-megapixel limit: the AVIF decodes 39.7, the JPEG 0.64 (704 times).
    const avif = newName();
    await storage.put(`domains/localhost/library/${avif}.avif`, await hugeAvif(), "image/avif");
    const scans = newName();
    await storage.put(`domains/localhost/library/${scans}.jpg`, manyScanJpeg(), "image/jpeg");
    for (const name of [avif, scans]) {
      expect(await variants.ensure(keyOf(320, name)), name).toBe(false);
      expect(await storage.exists(keyOf(320, name))).toBe(false);
    }
  });

  it("drops a variant made while its image was deleted", async () => {
    const name = newName();
    const source = `domains/localhost/library/${name}.png`;
    await storage.put(source, await png(700, 300), "image/png");
    const deleting: Storage = {
      ...storage,
      put: async (...args) => {
        await storage.put(...args);
        await storage.delete(source);
      },
    };
    const racing = createImageVariants({ storage: deleting, maxPixels: MAX_PIXELS });
    expect(await racing.ensure(keyOf(320, name))).toBe(false);
    expect(await storage.exists(keyOf(320, name))).toBe(false);
  });
});

describe("DELETE /api/media/{id} and variants", () => {
  it("removes every variant of the deleted image", async () => {
    const admin = (await login(app, ADMIN)).access_token;
    const res = await upload(app, admin, [file(await png(1000, 500))]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const item = res.body.data as { id: number; hashed_name: string };
    const made = IMAGE_VARIANT_WIDTHS.filter((w) => w < 1000);
    for (const width of made) {
      expect(await variants.ensure(keyOf(width, item.hashed_name))).toBe(true);
    }
    const other = keyOf(320);
    expect(await variants.ensure(other)).toBe(true);

    const deleted = await call(app, "DELETE", `/api/media/${item.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    // The upload's queued job may be making a variant at this moment: it writes the file, sees
    // the original gone and removes it again, so for an instant the file exists.
    for (const width of IMAGE_VARIANT_WIDTHS) {
      await expect
        .poll(() => storage.exists(keyOf(width, item.hashed_name)), { message: `w${width}` })
        .toBe(false);
    }
    expect(await variants.ensure(keyOf(320, item.hashed_name))).toBe(false);
    // Another image's variants stay.
    expect(await storage.exists(other)).toBe(true);
  });

  it("makes the missing variants of every library original for media:migrate, once", async () => {
    // A second demo poster whose variants nobody asked for yet.
    const [other] = await db
      .select({ hashed_name: media.hashed_name })
      .from(media)
      .where(and(eq(media.domain_id, 1), eq(media.extension, "jpg"), eq(media.width, 1200)))
      .offset(1)
      .limit(1);
    const original = `domains/localhost/library/${other.hashed_name}.jpg`;
    const keys = [
      original,
      `domains/localhost/library/thumbnails/${other.hashed_name}.png`,
      "domains/localhost/library/not-an-image.txt",
    ];
    const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w < 1200);
    const { storage: counting, counted } = countingStorage();
    expect(await makeMissingVariants(counting, keys, MAX_PIXELS)).toEqual({ made: widths.length });
    for (const width of widths) {
      expect(await storage.exists(keyOf(width, other.hashed_name)), `w${width}`).toBe(true);
    }
    expect(await storage.exists(keyOf(1280, other.hashed_name))).toBe(false);
    expect(counted.puts).toBe(widths.length);
    // A second run finds them all stored and writes nothing.
    expect(await makeMissingVariants(counting, keys, MAX_PIXELS)).toEqual({ made: 0 });
    expect(counted.puts).toBe(widths.length);
  });

  it("an upload queues its variants: a worker makes them before anyone asks", async () => {
    const admin = (await login(app, ADMIN)).access_token;
    const res = await upload(app, admin, [file(await png(700, 300))]);
    expect(res.status).toBe(200);
    const { hashed_name: hashedName } = res.body.data as { hashed_name: string };
    const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w < 700);
    const allStored = async () =>
      (await Promise.all(widths.map((w) => storage.exists(keyOf(w, hashedName))))).every(Boolean);
    const started = Date.now();
    while (!(await allStored()) && Date.now() - started < 10_000) await sleep(50);
    expect(await allStored()).toBe(true);
    expect(await storage.exists(keyOf(960, hashedName))).toBe(false);
  });
});
