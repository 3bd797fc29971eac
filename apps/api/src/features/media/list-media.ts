import type { MediaListQuery } from "@fooddir/contract";
import { and, count, desc, ilike, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { likeContains } from "../posts/post-filters.ts";
import type { MediaRow } from "./media-row.ts";
import { type MediaActor, visibleMediaWhere } from "./visible-media.ts";

/**
 * The domain's media, newest first; `search` matches alt text and file name. A member (role 4)
 * lists its uploads and its listings' current images only (visible-media.ts).
 */
export async function listMedia(
  db: Db,
  tenant: Tenant,
  input: MediaListQuery,
  actor?: MediaActor,
): Promise<{ rows: MediaRow[]; total: number }> {
  const pattern = input.search ? likeContains(input.search) : null;
  const where = and(
    await visibleMediaWhere(db, tenant, actor),
    pattern
      ? or(ilike(media.alt, pattern), ilike(media.name, pattern), ilike(media.hashed_name, pattern))
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.created_at), desc(media.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(media).where(where),
  ]);
  return { rows, total };
}
