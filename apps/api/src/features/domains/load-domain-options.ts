import {
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  DOMAIN_MEDIA_OPTIONS,
  DOMAIN_TEXT_OPTIONS,
  type DomainOptions,
} from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainOptions, media } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { toMediaItem } from "../media/serialize.ts";

/** All 14 options in one query, missing ones as "" or null, media options as media items. */
export async function loadDomainOptions(db: Db, tenant: Tenant): Promise<DomainOptions> {
  const rows = await db
    .select({ name: domainOptions.name, value: domainOptions.value, media })
    .from(domainOptions)
    .leftJoin(
      media,
      and(eq(media.id, domainOptions.media_id), tenantWhere(tenant, media.domain_id)),
    )
    .where(tenantWhere(tenant, domainOptions.domain_id));
  const byName = new Map(rows.map((r) => [r.name, r]));
  const options = {} as DomainOptions;
  for (const name of DOMAIN_TEXT_OPTIONS) options[name] = byName.get(name)?.value ?? "";
  // Menu prices are in USD until the site names another currency (contract.md "Member profiles").
  options.currency ||= DEFAULT_CURRENCY;
  // Times are read in UTC until the site names its zone (contract.md "Domain time zone").
  options.timezone ||= DEFAULT_TIME_ZONE;
  for (const name of DOMAIN_MEDIA_OPTIONS) {
    const row = byName.get(name)?.media;
    options[name] = row ? toMediaItem(row, tenant) : null;
  }
  return options;
}
