import type { DomainColor, Site } from "@fooddir/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainColors, domains } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { loadDomainOptions } from "./load-domain-options.ts";
import { toCurrentDomain } from "./serialize.ts";

/**
 * Everything the layout of a public page needs, in two queries: the domain with its colors
 * (aggregated in the same statement), then the options with their media.
 */
export async function getSite(db: Db, tenant: Tenant): Promise<Site> {
  const colors = sql<DomainColor[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${domainColors.id},
      'domain_color_type_id', ${domainColors.domain_color_type_id},
      'code', ${domainColors.code}
    ) order by ${domainColors.domain_color_type_id})
    from ${domainColors} where ${tenantWhere(tenant, domainColors.domain_id)}
  ), '[]'::json)`;
  const [[row], options] = await Promise.all([
    db
      .select({
        id: domains.id,
        host: domains.host,
        name: domains.name,
        seo_title: domains.seo_title,
        seo_description: domains.seo_description,
        colors,
      })
      .from(domains)
      .where(tenantWhere(tenant, domains.id))
      .limit(1),
    loadDomainOptions(db, tenant),
  ]);
  if (!row) throw notFound();
  return { domain: toCurrentDomain(row), colors: parseJson(row.colors), options };
}

/** PGlite returns json columns parsed, node-postgres too; a string is parsed defensively. */
function parseJson<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}
