import { MAX_SOCIALS, type Social, type SocialBody } from "@fooddir/contract";
import { count, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainSocials } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";
import { iconOrError } from "./social-icons.ts";

/** Adds a social link at the end of the domain's list (at most MAX_SOCIALS). */
export async function createSocial(db: Db, tenant: Tenant, input: SocialBody): Promise<Social> {
  const icon = iconOrError(input.icon_id);
  const [{ total }] = await db
    .select({ total: count() })
    .from(domainSocials)
    .where(tenantWhere(tenant, domainSocials.domain_id));
  if (total >= MAX_SOCIALS) {
    throw fieldError("link", `A site may have at most ${MAX_SOCIALS} social links.`);
  }
  const [row] = await db
    .insert(domainSocials)
    .values({
      domain_id: tenant.id,
      link: input.link,
      icon_id: icon.id,
      position: sql`(select coalesce(max(${domainSocials.position}) + 1, 0) from ${domainSocials} where ${tenantWhere(tenant, domainSocials.domain_id)})`,
    })
    .returning();
  return { id: row.id, link: row.link, icon };
}
