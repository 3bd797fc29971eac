import type { StopInput } from "@fooddir/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import { stopColumns } from "./columns.ts";
import { findStop } from "./find-stop.ts";
import { checkStop } from "./stop-rules.ts";

/**
 * Replaces a stop (404 if not the domain's): cancelling one occurrence is an update adding its
 * date to `exdates`. Every edit bumps the stop's sequence, which its calendar feeds carry.
 */
export async function updateStop(db: Db, tenant: Tenant, id: number, input: StopInput) {
  await findStop(db, tenant, id);
  const checked = await checkStop(db, tenant, input, await domainTimeZone(db, tenant));
  const [row] = await db
    .update(stops)
    .set({
      member_id: input.member_id,
      location_id: input.location_id,
      starts_at: input.starts_at,
      ends_at: input.ends_at,
      note: input.note ?? "",
      ...checked,
      sequence: sql`${stops.sequence} + 1`,
      updated_at: new Date(),
    })
    .where(and(tenantWhere(tenant, stops.domain_id), eq(stops.id, id)))
    .returning(stopColumns);
  if (!row) throw notFound();
  return row;
}
