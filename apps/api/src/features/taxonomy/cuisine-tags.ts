import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { cuisineTags } from "../../db/schema.ts";
import { tenantDomainId, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";

const columns = { id: cuisineTags.id, title: cuisineTags.title, icon_data: cuisineTags.icon_data };

export function listCuisineTags(db: Db, request: FastifyRequest) {
  return db
    .select(columns)
    .from(cuisineTags)
    .where(tenantWhere(request, cuisineTags.domain_id))
    .orderBy(asc(sql`lower(${cuisineTags.title})`), asc(cuisineTags.id));
}

export async function createCuisineTag(
  db: Db,
  request: FastifyRequest,
  input: { title: string; icon_data: string },
) {
  const [row] = await db
    .insert(cuisineTags)
    .values({ domain_id: tenantDomainId(request), title: input.title, icon_data: input.icon_data })
    .returning(columns);
  return row;
}

/** icon_data left out keeps the stored icon. */
export async function updateCuisineTag(
  db: Db,
  request: FastifyRequest,
  id: number,
  input: { title: string; icon_data?: string },
) {
  const [row] = await db
    .update(cuisineTags)
    .set({
      title: input.title,
      ...(input.icon_data !== undefined ? { icon_data: input.icon_data } : {}),
      updated_at: new Date(),
    })
    .where(and(tenantWhere(request, cuisineTags.domain_id), eq(cuisineTags.id, id)))
    .returning(columns);
  if (!row) throw notFound();
  return row;
}

/** Posts lose the tag with it (post_cuisines cascades). */
export async function deleteCuisineTag(db: Db, request: FastifyRequest, id: number) {
  const deleted = await db
    .delete(cuisineTags)
    .where(and(tenantWhere(request, cuisineTags.domain_id), eq(cuisineTags.id, id)))
    .returning({ id: cuisineTags.id });
  if (deleted.length === 0) throw notFound();
}
