import type { media } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import type { StoredImage } from "./image-files.ts";

export type MediaRow = typeof media.$inferSelect;
/** The domain media belongs to (its host names the storage folder). */
export type MediaDomain = Tenant;

/** Folder of a domain's library, stored as the media row's `path`. */
export function libraryPath(host: string): string {
  return `domains/${host}/library`;
}

/** The media row of a stored image. */
export function mediaRowValues(domain: MediaDomain, image: StoredImage) {
  return {
    domain_id: domain.id,
    hashed_name: image.hashedName,
    name: image.name ?? "",
    path: libraryPath(domain.host),
    extension: image.extension,
    alt: image.alt,
    mime: image.mime,
    size: image.data.length,
    width: image.width,
    height: image.height,
  };
}
