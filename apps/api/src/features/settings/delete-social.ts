import type { Db } from "../../db/client.ts";
import { deleteOwnedRow } from "../../db/delete-owned-row.ts";
import { domainSocials } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";

export async function deleteSocial(db: Db, tenant: Tenant, id: number) {
  if (!(await deleteOwnedRow(db, tenant, domainSocials, id))) throw notFound();
}
