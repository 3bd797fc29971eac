import { randomBytes } from "node:crypto";
import { eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainOptions, domains, media, posts } from "../../db/schema.ts";
import type { Storage } from "../../storage/storage.ts";
import type { ProcessedImage } from "./pipeline.ts";
import { mediaStoragePath, thumbnailStoragePath } from "./serialize.ts";

export type MediaRow = typeof media.$inferSelect;
export type MediaDomain = { id: number; host: string };

/** A fresh random 32-hex name; names never repeat, so stored files are never overwritten. */
export function newHashedName(): string {
  return randomBytes(16).toString("hex");
}

/** Folder of a domain's library, stored as the media row's `path`. */
export function libraryPath(host: string): string {
  return `domains/${host}/library`;
}

export async function domainOf(db: Db, domainId: number): Promise<MediaDomain | null> {
  const [row] = await db
    .select({ id: domains.id, host: domains.host })
    .from(domains)
    .where(eq(domains.id, domainId))
    .limit(1);
  return row ?? null;
}

export type StoredImage = Omit<ProcessedImage, "format"> & { hashedName: string; alt: string };

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

/** The media row of a stored image. */
export function mediaRowValues(domain: MediaDomain, image: StoredImage) {
  return {
    domain_id: domain.id,
    hashed_name: image.hashedName,
    path: libraryPath(domain.host),
    extension: image.extension,
    alt: image.alt,
    mime: image.mime,
    size: image.data.length,
    width: image.width,
    height: image.height,
  };
}

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

export type MediaUsage = { posts: number; options: string[] };

/**
 * What refers to a media item: posts (poster or logo, trashed ones included - they still hold
 * the reference) and domain options. Media inside post bodies is not tracked here.
 */
export async function mediaUsage(db: Db, mediaId: number): Promise<MediaUsage> {
  const [postRows, optionRows] = await Promise.all([
    db
      .select({ id: posts.id })
      .from(posts)
      .where(or(eq(posts.poster_id, mediaId), eq(posts.logo_id, mediaId))),
    db
      .select({ name: domainOptions.name })
      .from(domainOptions)
      .where(eq(domainOptions.media_id, mediaId)),
  ]);
  return { posts: postRows.length, options: optionRows.map((r) => r.name).sort() };
}

export function isUsed(usage: MediaUsage): boolean {
  return usage.posts > 0 || usage.options.length > 0;
}

/** "This image is used by 2 posts and the site settings (logo)." */
export function usageMessage(usage: MediaUsage): string {
  const parts: string[] = [];
  if (usage.posts > 0) parts.push(`${usage.posts} ${usage.posts === 1 ? "post" : "posts"}`);
  if (usage.options.length > 0) {
    parts.push(
      `the site settings (${usage.options.map((n) => n.replaceAll("_", " ")).join(", ")})`,
    );
  }
  return `This image is used by ${parts.join(" and ")}.`;
}

/** Sets every reference to the media to null, then deletes the row (one transaction). */
export async function detachAndDelete(db: Db, mediaId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(posts).set({ poster_id: null }).where(eq(posts.poster_id, mediaId));
    await tx.update(posts).set({ logo_id: null }).where(eq(posts.logo_id, mediaId));
    await tx
      .update(domainOptions)
      .set({ media_id: null })
      .where(eq(domainOptions.media_id, mediaId));
    await tx.delete(media).where(inArray(media.id, [mediaId]));
  });
}
