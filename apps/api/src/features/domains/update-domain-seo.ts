import type { CurrentDomain } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { domains } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { toCurrentDomain } from "./serialize.ts";

/** Sets the SEO title and description of the domain. */
export async function updateDomainSeo(
  db: Db,
  tenant: Tenant,
  input: { title: string; description: string },
): Promise<CurrentDomain> {
  const [row] = await db
    .update(domains)
    .set({ seo_title: input.title, seo_description: input.description, updated_at: new Date() })
    .where(tenantWhere(tenant, domains.id))
    .returning();
  if (!row) throw notFound();
  return toCurrentDomain(row);
}
