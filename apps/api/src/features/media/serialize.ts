import type { MediaItem } from "@fooddir/contract";
import type { media } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";

type MediaRow = typeof media.$inferSelect;

/** Storage key of a media file, as contract.md fixes it. */
export function mediaStoragePath(host: string, hashedName: string, extension: string) {
  return `domains/${host}/library/${hashedName}.${extension}`;
}

export function thumbnailStoragePath(host: string, hashedName: string) {
  return `domains/${host}/library/thumbnails/${hashedName}.png`;
}

/** The domain of media urls: its host names the folder, its media base the origin. */
export type MediaHome = Pick<Tenant, "host" | "mediaBase">;

/**
 * The url of a stored file: under S3_PUBLIC_URL when set (a CDN or the bucket answers it),
 * otherwise site-relative under /storage (the site host streams it).
 */
export function storageUrl(home: MediaHome, key: string): string {
  return `${home.mediaBase ?? "/storage"}/${key}`;
}

/** The API's media item. */
export function toMediaItem(row: MediaRow, home: MediaHome): MediaItem {
  const { host } = home;
  return {
    id: row.id,
    hashed_name: row.hashed_name,
    name: row.name,
    path: row.path,
    extension: row.extension,
    alt: row.alt,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    url: storageUrl(home, mediaStoragePath(host, row.hashed_name, row.extension)),
    thumbnail_url: storageUrl(home, thumbnailStoragePath(host, row.hashed_name)),
  };
}
