import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import type { MediaRow } from "./media-row.ts";

/**
 * One media item of the domain; 404 for any other id, and for one `also` (a member's part of
 * the library, visible-media.ts) leaves out.
 */
export async function findMedia(db: Db, tenant: Tenant, id: number, also?: SQL): Promise<MediaRow> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(tenantWhere(tenant, media.domain_id), eq(media.id, id), also))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
