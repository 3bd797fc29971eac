import {
  CATERING_AUTO_SEND_DEFAULT,
  CATERING_MATCHES_DEFAULT,
  CATERING_MATCHES_MAX,
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  DOMAIN_MEDIA_OPTIONS,
  DOMAIN_TEXT_OPTIONS,
  type DomainOptions,
  TRUST_MEMBER_EDITS_DEFAULT,
} from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainOptions, media } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { toMediaItem } from "../media/serialize.ts";

/**
 * All options in one query, missing ones as "" or null (the catering ones as their defaults),
 * media options as media items.
 */
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
  options.catering_matches = cateringMatchesOf(byName.get("catering_matches")?.value);
  options.catering_auto_send = cateringAutoSendOf(byName.get("catering_auto_send")?.value);
  options.trust_member_edits = trustMemberEditsOf(byName.get("trust_member_edits")?.value);
  return options;
}

/** The stored text of `catering_matches` as a number of trucks; the default when unset or odd. */
export function cateringMatchesOf(value: string | undefined): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= CATERING_MATCHES_MAX
    ? n
    : CATERING_MATCHES_DEFAULT;
}

/** The stored text of `catering_auto_send` ("true" / "false"); the default when unset. */
export function cateringAutoSendOf(value: string | undefined): boolean {
  if (value === "true") return true;
  if (value === "false") return false;
  return CATERING_AUTO_SEND_DEFAULT;
}

/** The stored text of `trust_member_edits` ("true" / "false"); the default (false) when unset. */
export function trustMemberEditsOf(value: string | undefined): boolean {
  if (value === "true") return true;
  if (value === "false") return false;
  return TRUST_MEMBER_EDITS_DEFAULT;
}
