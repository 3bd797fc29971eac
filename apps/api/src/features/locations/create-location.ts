import { type LocationInput, MEMBER_LOCATIONS_FULL, MEMBER_LOCATIONS_MAX } from "@fooddir/contract";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations, users } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";
import type { MemberActor } from "../vendors/member-actor.ts";
import { locationColumns } from "./columns.ts";

/**
 * Saves a place of the domain (name, address, coordinates checked by the contract's schema).
 * A member (role 4, `actor`) proposes it (issues 37, 38): at most MEMBER_LOCATIONS_MAX of its
 * places per domain (else 422 on `name`), and it always waits as `proposed` (whatever
 * `trust_member_edits` says: a new public place is staff's call): only its proposer and staff
 * see it, and its stops are not public until staff approve it.
 */
export async function createLocation(
  db: Db,
  tenant: Tenant,
  input: LocationInput,
  actor: MemberActor | null = null,
) {
  if (!actor) {
    const [row] = await db
      .insert(locations)
      .values({ domain_id: tenant.id, ...input })
      .returning(locationColumns);
    return row;
  }
  return db.transaction(async (tx) => {
    // The member's row, locked: its concurrent proposals count one after another.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).for("update");
    const [{ proposed }] = await tx
      .select({ proposed: count() })
      .from(locations)
      .where(
        and(tenantWhere(tenant, locations.domain_id), eq(locations.proposed_by, actor.userId)),
      );
    if (proposed >= MEMBER_LOCATIONS_MAX) throw fieldError("name", MEMBER_LOCATIONS_FULL);
    const [row] = await tx
      .insert(locations)
      .values({
        domain_id: tenant.id,
        ...input,
        status: "proposed",
        proposed_by: actor.userId,
      })
      .returning(locationColumns);
    return row;
  });
}
