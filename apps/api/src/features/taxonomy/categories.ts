import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { categories } from "../../db/schema.ts";
import { tenantDomainId, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";

const columns = { id: categories.id, name: categories.name };

export function listCategories(db: Db, request: FastifyRequest) {
  return db
    .select(columns)
    .from(categories)
    .where(tenantWhere(request, categories.domain_id))
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}

export async function createCategory(db: Db, request: FastifyRequest, name: string) {
  const [row] = await db
    .insert(categories)
    .values({ domain_id: tenantDomainId(request), name })
    .returning(columns);
  return row;
}

export async function deleteCategory(db: Db, request: FastifyRequest, id: number) {
  const deleted = await db
    .delete(categories)
    .where(and(tenantWhere(request, categories.domain_id), eq(categories.id, id)))
    .returning({ id: categories.id });
  if (deleted.length === 0) throw notFound();
}
