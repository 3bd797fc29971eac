import {
  DOMAIN_MEDIA_OPTIONS,
  DOMAIN_TEXT_OPTIONS,
  type DomainColor,
  type DomainOptions,
} from "@fooddir/contract";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainColors, domainOptions, domains, media } from "../../db/schema.ts";
import { toMediaItem } from "../media/serialize.ts";

export async function loadDomainColors(db: Db, domainId: number): Promise<DomainColor[]> {
  return db
    .select({
      id: domainColors.id,
      domain_color_type_id: domainColors.domain_color_type_id,
      code: domainColors.code,
    })
    .from(domainColors)
    .where(eq(domainColors.domain_id, domainId))
    .orderBy(asc(domainColors.domain_color_type_id));
}

/** All 14 options, missing ones as "" or null, media options as media items. */
export async function loadDomainOptions(db: Db, domainId: number): Promise<DomainOptions> {
  const [domain] = await db
    .select({ host: domains.host })
    .from(domains)
    .where(eq(domains.id, domainId));
  const rows = await db
    .select({ name: domainOptions.name, value: domainOptions.value, media })
    .from(domainOptions)
    .leftJoin(media, eq(media.id, domainOptions.media_id))
    .where(eq(domainOptions.domain_id, domainId));
  const byName = new Map(rows.map((r) => [r.name, r]));
  const options = {} as DomainOptions;
  for (const name of DOMAIN_TEXT_OPTIONS) options[name] = byName.get(name)?.value ?? "";
  for (const name of DOMAIN_MEDIA_OPTIONS) {
    const row = byName.get(name)?.media;
    options[name] = row && domain ? toMediaItem(row, domain.host) : null;
  }
  return options;
}
