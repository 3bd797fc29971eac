import type { MenuBody } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { domainMenus } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";

/** Replaces both menus of the domain (validated by menuBodySchema: depth and sizes bounded). */
export async function updateDomainMenu(db: Db, tenant: Tenant, input: MenuBody) {
  const values = { header: input.header, footer: input.footer, updated_at: new Date() };
  await db
    .insert(domainMenus)
    .values({ domain_id: tenant.id, ...values })
    .onConflictDoUpdate({ target: domainMenus.domain_id, set: values });
}
