import {
  IMAGE_VARIANT_KEY,
  IMAGE_VARIANT_SOURCES,
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
  isImageVariantWidth,
} from "@fooddir/contract";
import sharp from "sharp";
import type { Config } from "../../config.ts";
import type { Jobs } from "../../jobs/jobs.ts";
import { isStorageKey, type Storage } from "../../storage/storage.ts";
import { imageSlots, type SlotClaim } from "./limit.ts";
import { libraryPath } from "./media-row.ts";
import { IMAGE_TIMEOUT_SECONDS, inspectImage } from "./pipeline.ts";
import { mediaStoragePath } from "./serialize.ts";

/** WebP quality of variants: they are display copies, the original stays the full-quality one. */
export const VARIANT_QUALITY = 75;

/** Makes resized WebP copies of library images when the site is first asked for one. */
export type ImageVariants = {
  /**
   * Makes the variant named by a storage key unless it is stored already. True when it is in
   * storage afterwards; false for a key outside the scheme, a width outside the set, a missing
   * or undecodable source, or a source not wider than the width (never enlarged).
   */
  ensure(key: string): Promise<boolean>;
};

/** Storage key of a library image's variant (contract image-variants.ts). */
export function imageVariantKey(host: string, hashedName: string, width: number): string {
  return imageVariantPath(libraryPath(host), hashedName, width);
}

/** Removes every width's variant of an image; variants never made are not an error. */
export async function removeImageVariants(storage: Storage, host: string, hashedName: string) {
  await Promise.allSettled(
    IMAGE_VARIANT_WIDTHS.map((width) => storage.delete(imageVariantKey(host, hashedName, width))),
  );
}

/**
 * Whether variants are made when an image is stored, with the pixel limit to make them: with
 * S3_PUBLIC_URL a CDN or the bucket answers media urls, and nothing makes a variant on demand.
 */
export function variantsAtUpload(
  config: Pick<Config, "s3" | "media">,
): { maxPixels: number } | undefined {
  return config.s3?.publicUrl ? { maxPixels: config.media.maxPixels } : undefined;
}

/**
 * Makes the missing variants of every library original among `keys` (media:migrate when media
 * urls move to S3_PUBLIC_URL: the site made variants only when they were asked for).
 */
export async function makeMissingVariants(
  storage: Storage,
  keys: readonly string[],
  maxPixels: number,
): Promise<{ made: number }> {
  const variants = createImageVariants({ storage, maxPixels });
  let made = 0;
  for (const key of keys) {
    const match = LIBRARY_ORIGINAL.exec(key);
    if (!match) continue;
    const [, host, hashedName] = match;
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const variant = imageVariantKey(host, hashedName, width);
      if (await storage.exists(variant)) continue;
      if (await variants.ensure(variant)) made++;
    }
  }
  return { made };
}

/** The job that makes an uploaded image's variants: its original's storage key. */
export type ImageVariantsJob = { key: string };

/**
 * Uploads queue their images' variants (without S3_PUBLIC_URL): a worker makes them ahead of
 * the first visitor, who would otherwise wait for the resize. A variant asked for before the
 * job ran is still made on demand; both skip what is stored already.
 */
export async function workImageVariants(jobs: Jobs, storage: Storage, maxPixels: number) {
  await jobs.work<ImageVariantsJob>("image-variants", async (job) => {
    if (typeof job.key !== "string") return;
    await makeMissingVariants(storage, [job.key], maxPixels);
  });
}

/**
 * Queues the variants of stored images. The upload has succeeded either way: a queue that
 * cannot take the job is logged, and the site still makes each variant when it is asked for.
 */
export async function queueImageVariants(
  jobs: Jobs,
  host: string,
  rows: { hashed_name: string; extension: string }[],
  warn: (message: string) => void,
) {
  for (const row of rows) {
    const job: ImageVariantsJob = { key: mediaStoragePath(host, row.hashed_name, row.extension) };
    await jobs.enqueue("image-variants", job).catch((error: Error) => {
      warn(`image variants of ${job.key} not queued: ${error.message}`);
    });
  }
}

/** A library original's storage key: host, hashed name (formats that get variants). */
const LIBRARY_ORIGINAL = /^domains\/([a-z0-9.-]+)\/library\/([a-f0-9]{32})\.(?:jpg|png|webp|avif)$/;

/**
 * Makes every variant of an image being stored, from its bytes in memory, and returns the keys
 * written. For S3_PUBLIC_URL, where a CDN or the bucket answers media urls and nothing makes a
 * variant when it is first asked for: they must exist before a page names them. GIFs get none.
 * `claim`: whom the image slots' resizes are for (an upload's uploader; else the site).
 */
export async function writeImageVariants(
  storage: Storage,
  host: string,
  image: { hashedName: string; extension: string; width: number; data: Buffer },
  maxPixels: number,
  claim: SlotClaim = { owner: `site:${host}` },
): Promise<string[]> {
  if (!(IMAGE_VARIANT_SOURCES as readonly string[]).includes(image.extension)) return [];
  const written: string[] = [];
  try {
    for (const width of IMAGE_VARIANT_WIDTHS.filter((w) => w < image.width)) {
      const webp = await imageSlots.run(claim, () => resize(image.data, width, maxPixels));
      if (!webp) continue;
      const key = imageVariantKey(host, image.hashedName, width);
      await storage.put(key, webp, "image/webp");
      written.push(key);
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
  return written;
}

/**
 * Variants are generated from the key alone (the site knows no media rows): the source is the
 * library file of the same hashed name in any variant source format. Decoding shares the upload
 * pipeline's slots (limit.ts) as the site's visitors (`site:{host}`, one owner), and concurrent
 * requests for one key share one generation, so a burst of visitors on a new page decodes each
 * image once, and other sites' images and uploads still get the next free slot.
 */
export function createImageVariants(options: {
  storage: Storage;
  /** Decoded pixels per image, as for uploads (config.media.maxPixels). */
  maxPixels: number;
}): ImageVariants {
  const { storage, maxPixels } = options;
  const pending = new Map<string, Promise<boolean>>();
  // Keys refused once stay refused (hashed names never repeat, files never change), so a crafted
  // url asked again costs a lookup, not another read and decode of the original. Bounded.
  const refused = new Set<string>();
  const REFUSED_MAX = 10_000;

  async function generate(key: string, host: string, hashedName: string, width: number) {
    if (await storage.exists(key)) return true;
    const sourceKey = await findSource(storage, host, hashedName);
    if (!sourceKey) return false;
    const webp = await imageSlots.run({ owner: `site:${host}` }, async () => {
      const source = await storage.get(sourceKey);
      return source ? await resize(source, width, maxPixels) : null;
    });
    if (!webp) return false;
    await storage.put(key, webp, "image/webp");
    // The image was deleted while this one was made: its variants must go with it.
    if (!(await storage.exists(sourceKey))) {
      await storage.delete(key);
      return false;
    }
    return true;
  }

  return {
    ensure(key) {
      const match = IMAGE_VARIANT_KEY.exec(key);
      // The key pattern lets hosts such as `..` through; the storage's own check refuses them.
      if (!match || !isStorageKey(key)) return Promise.resolve(false);
      const [, host, widthText, hashedName] = match;
      const width = Number(widthText);
      // `w0320` is not `w320`: one key per width keeps the set of files a visitor can cause fixed.
      if (!isImageVariantWidth(width) || String(width) !== widthText) {
        return Promise.resolve(false);
      }
      if (refused.has(key)) return Promise.resolve(false);
      let job = pending.get(key);
      if (!job) {
        job = generate(key, host, hashedName, width)
          .then((made) => {
            if (!made) {
              if (refused.size >= REFUSED_MAX) refused.clear();
              refused.add(key);
            }
            return made;
          })
          .finally(() => pending.delete(key));
        pending.set(key, job);
      }
      return job;
    },
  };
}

/** The stored original of a hashed name, or null (unknown, or a GIF: never given variants). */
async function findSource(storage: Storage, host: string, hashedName: string) {
  for (const extension of IMAGE_VARIANT_SOURCES) {
    const key = mediaStoragePath(host, hashedName, extension);
    if (await storage.exists(key)) return key;
  }
  return null;
}

/**
 * The first frame, EXIF-oriented as uploads are, `width` pixels wide, as WebP without metadata
 * (sharp drops it unless asked to keep it). Null when the source is not wider than `width` or
 * fails the upload pipeline's header checks (pixel limit of its format, JPEG scans) or cannot
 * be decoded within IMAGE_TIMEOUT_SECONDS: a damaged file gets no variant, it never fails the
 * request.
 */
async function resize(source: Buffer, width: number, maxPixels: number): Promise<Buffer | null> {
  try {
    const inspected = await inspectImage(source, { maxPixels });
    const { meta } = inspected;
    const sourceWidth = meta.autoOrient?.width ?? meta.width;
    if (!sourceWidth || sourceWidth <= width) return null;
    const limitInputPixels = inspected.maxPixels;
    return await sharp(source, { limitInputPixels, failOn: "error", animated: false })
      .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: VARIANT_QUALITY })
      .toBuffer();
  } catch {
    return null;
  }
}
