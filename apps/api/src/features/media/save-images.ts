import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";
import type { Storage } from "../../storage/storage.ts";
import { removeFiles, type StoredImage, writeImageFiles } from "./image-files.ts";
import { type MediaDomain, type MediaRow, mediaRowValues } from "./media-row.ts";

/** Stores files first, then the rows; files of rows that failed to insert are removed again. */
export async function saveImages(
  db: Db,
  storage: Storage,
  domain: MediaDomain,
  images: StoredImage[],
): Promise<MediaRow[]> {
  await writeImageFiles(storage, domain.host, images);
  const values = images.map((image) => mediaRowValues(domain, image));
  try {
    return await db.insert(media).values(values).returning();
  } catch (error) {
    await removeFiles(storage, domain.host, values);
    throw error;
  }
}
