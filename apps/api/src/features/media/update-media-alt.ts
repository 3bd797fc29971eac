import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import type { MediaRow } from "./media-row.ts";
import { ownMediaWhere } from "./member-media.ts";
import type { MediaActor } from "./visible-media.ts";

/** Sets the alt text; 404 for another domain's id, and for a member, media it did not upload. */
export async function updateMediaAlt(
  db: Db,
  tenant: Tenant,
  input: { id: number; alt: string },
  actor?: MediaActor,
): Promise<MediaRow> {
  const [row] = await db
    .update(media)
    .set({ alt: input.alt, updated_at: new Date() })
    .where(and(tenantWhere(tenant, media.domain_id), eq(media.id, input.id), ownMediaWhere(actor)))
    .returning();
  if (!row) throw notFound();
  return row;
}
