import type { BlockMedia } from "@fooddir/contract";
import { and, eq, type SQL } from "drizzle-orm";
import { type media, posts } from "../../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../../db/tenant.ts";
import { type MediaHome, toMediaItem } from "../../media/serialize.ts";
import { publicOnly } from "../post-filters.ts";

// Pieces the block resolvers share.

/** Posts of a type that the public site shows: published, out of the trash, of the domain. */
export function publicPostsOfType(tenant: Tenant, type: number): SQL {
  return and(
    tenantWhere(tenant, posts.domain_id),
    eq(posts.post_type_id, type),
    ...publicOnly(),
  ) as SQL;
}

/** The media fields a block shows, from a media row (null when there is none). */
export function blockMediaOf(
  row: typeof media.$inferSelect | null,
  home: MediaHome,
): BlockMedia | null {
  if (!row) return null;
  const { id, url, thumbnail_url, alt, width, height } = toMediaItem(row, home);
  return { id, url, thumbnail_url, alt, width, height };
}

/** JSON a driver returned as text or already parsed. */
export const parseJson = <T>(value: unknown): T =>
  (typeof value === "string" ? JSON.parse(value) : value) as T;
