import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import type { MediaRow } from "./media-row.ts";

export async function updateMediaAlt(
  db: Db,
  tenant: Tenant,
  input: { id: number; alt: string },
): Promise<MediaRow> {
  const [row] = await db
    .update(media)
    .set({ alt: input.alt, updated_at: new Date() })
    .where(and(tenantWhere(tenant, media.domain_id), eq(media.id, input.id)))
    .returning();
  if (!row) throw notFound();
  return row;
}
