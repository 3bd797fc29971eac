import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";
import type { Storage } from "../../storage/storage.ts";
import { removeFiles, type StoredImage, writeImageFiles } from "./image-files.ts";
import { writeImageVariants } from "./image-variants.ts";
import type { SlotClaim } from "./limit.ts";
import { type MediaDomain, type MediaRow, mediaRowValues } from "./media-row.ts";

/**
 * Stores files first, then the rows; files of rows that failed to insert are removed again.
 * With `variants` (S3_PUBLIC_URL) every resized copy is stored before the row exists, so no page
 * can name a copy that is not there yet, their resizes taking image slots as `claim` (the
 * uploader's). `uploadedBy`: the user who uploaded them (a member lists and uses its own
 * uploads, decision 027).
 */
export async function saveImages(
  db: Db,
  storage: Storage,
  domain: MediaDomain,
  images: StoredImage[],
  options: { variants?: { maxPixels: number }; uploadedBy?: number; claim?: SlotClaim } = {},
): Promise<MediaRow[]> {
  await writeImageFiles(storage, domain.host, images);
  const values = images.map((image) => ({
    ...mediaRowValues(domain, image),
    uploaded_by: options.uploadedBy ?? null,
  }));
  const variantKeys: string[] = [];
  try {
    if (options.variants) {
      for (const image of images) {
        const keys = await writeImageVariants(
          storage,
          domain.host,
          image,
          options.variants.maxPixels,
          options.claim,
        );
        variantKeys.push(...keys);
      }
    }
    return await db.insert(media).values(values).returning();
  } catch (error) {
    await removeFiles(storage, domain.host, values);
    await Promise.allSettled(variantKeys.map((key) => storage.delete(key)));
    throw error;
  }
}
