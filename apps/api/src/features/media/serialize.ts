import type { MediaItem } from "@fooddir/contract";
import type { media } from "../../db/schema.ts";

type MediaRow = typeof media.$inferSelect;

/** Storage key of a media file, as contract.md fixes it. */
export function mediaStoragePath(host: string, hashedName: string, extension: string) {
  return `domains/${host}/library/${hashedName}.${extension}`;
}

export function thumbnailStoragePath(host: string, hashedName: string) {
  return `domains/${host}/library/thumbnails/${hashedName}.png`;
}

/** The API's media item; urls are site-relative because the site host serves /storage. */
export function toMediaItem(row: MediaRow, host: string): MediaItem {
  return {
    id: row.id,
    hashed_name: row.hashed_name,
    path: row.path,
    extension: row.extension,
    alt: row.alt,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    url: `/storage/${mediaStoragePath(host, row.hashed_name, row.extension)}`,
    thumbnail_url: `/storage/${thumbnailStoragePath(host, row.hashed_name)}`,
  };
}
