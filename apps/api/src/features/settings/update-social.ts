import type { Social, SocialBody } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainSocials } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { iconOrError } from "./social-icons.ts";

export async function updateSocial(
  db: Db,
  tenant: Tenant,
  id: number,
  input: SocialBody,
): Promise<Social> {
  const icon = iconOrError(input.icon_id);
  const [row] = await db
    .update(domainSocials)
    .set({ link: input.link, icon_id: icon.id, updated_at: new Date() })
    .where(and(tenantWhere(tenant, domainSocials.domain_id), eq(domainSocials.id, id)))
    .returning();
  if (!row) throw notFound();
  return { id: row.id, link: row.link, icon };
}
