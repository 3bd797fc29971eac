import { CUISINE_TAG_TAKEN } from "@fooddir/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cuisineTags } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";

// Helpers shared by the cuisine tag write operations (not operations themselves).

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Key of the per-domain lock that makes the title check and the write one step. */
const TITLE_LOCK = 0x66_6f_6f_63; // "fooc"

/**
 * Runs `write` in a transaction after refusing a title another tag of the domain already has,
 * whatever its case (`exceptId`: the tag being renamed). Writes of one domain's tags wait for
 * each other, so two tabs creating "Mexican" at once get one tag and one 422.
 */
export function withUniqueTitle<T>(
  db: Db,
  tenant: Tenant,
  title: string,
  exceptId: number | undefined,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TITLE_LOCK}, ${tenant.id})`);
    const taken = await tx
      .select({ id: cuisineTags.id })
      .from(cuisineTags)
      .where(
        and(
          tenantWhere(tenant, cuisineTags.domain_id),
          sql`lower(${cuisineTags.title}) = lower(${title})`,
          exceptId === undefined ? undefined : ne(cuisineTags.id, exceptId),
        ),
      )
      .limit(1);
    if (taken.length > 0) throw fieldError("title", CUISINE_TAG_TAKEN);
    return write(tx);
  });
}

/** Whether the domain has the tag (a rename of another domain's tag is a 404, not a 422). */
export async function ownsCuisineTag(db: Db, tenant: Tenant, id: number) {
  const found = await db
    .select({ id: cuisineTags.id })
    .from(cuisineTags)
    .where(and(tenantWhere(tenant, cuisineTags.domain_id), eq(cuisineTags.id, id)))
    .limit(1);
  return found.length > 0;
}
