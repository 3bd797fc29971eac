import { randomBytes } from "node:crypto";
import type { Storage } from "../../storage/storage.ts";
import type { ProcessedImage } from "./pipeline.ts";
import { mediaStoragePath, thumbnailStoragePath } from "./serialize.ts";

/** A fresh random 32-hex name; names never repeat, so stored files are never overwritten. */
export function newHashedName(): string {
  return randomBytes(16).toString("hex");
}

export type StoredImage = Omit<ProcessedImage, "format"> & {
  hashedName: string;
  alt: string;
  /** The uploaded file's name (sanitized), when it came from an upload. */
  name?: string;
};

/** Writes the file and thumbnail of each image; on failure removes what it wrote. */
export async function writeImageFiles(storage: Storage, host: string, images: StoredImage[]) {
  const written: string[] = [];
  try {
    for (const image of images) {
      const fileKey = mediaStoragePath(host, image.hashedName, image.extension);
      const thumbKey = thumbnailStoragePath(host, image.hashedName);
      await storage.put(fileKey, image.data, image.mime);
      written.push(fileKey);
      await storage.put(thumbKey, image.thumbnail, "image/png");
      written.push(thumbKey);
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

export async function removeFiles(
  storage: Storage,
  host: string,
  rows: { hashed_name: string; extension: string }[],
) {
  await Promise.allSettled(
    rows.flatMap((row) => [
      storage.delete(mediaStoragePath(host, row.hashed_name, row.extension)),
      storage.delete(thumbnailStoragePath(host, row.hashed_name)),
    ]),
  );
}
