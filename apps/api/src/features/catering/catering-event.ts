import {
  type CateringRequestStatus,
  type CateringResponseView,
  DEFAULT_CURRENCY,
} from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import { publicOrigin } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { cateringRequests } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import { readOptionValues } from "../domains/read-option-values.ts";
import type { CateringMailSite } from "./catering-mails.ts";
import { cateringEventOf, cuisineNames } from "./catering-rows.ts";

/** A request as the respond page and the mails show it (no contact), with the contact apart. */
export type CateringEvent = {
  event: CateringResponseView["request"];
  contact: { name: string; email: string; phone: string };
};

/** The tenant's request `id` as an event (times with the zone's offset, cuisines by name); null when none. */
export async function loadCateringEvent(
  db: Db,
  tenant: Tenant,
  id: number,
): Promise<CateringEvent | null> {
  const [row] = await db
    .select()
    .from(cateringRequests)
    .where(and(tenantWhere(tenant, cateringRequests.domain_id), eq(cateringRequests.id, id)))
    .limit(1);
  if (!row) return null;
  const [timeZone, names] = await Promise.all([
    domainTimeZone(db, tenant),
    cuisineNames(db, tenant, row.cuisines ?? []),
  ]);
  return toCateringEvent(row, timeZone, names);
}

/** A request row as an event and its contact (the cuisines' names read beforehand). */
export function toCateringEvent(
  row: typeof cateringRequests.$inferSelect,
  timeZone: string,
  names: Map<number, string>,
): CateringEvent {
  return {
    event: {
      id: row.id,
      status: row.status as CateringRequestStatus,
      ...cateringEventOf(row, timeZone, names),
    },
    contact: { name: row.name, email: row.email, phone: row.phone },
  };
}

/**
 * Where the domain's catering mails come from and what they say it is: the `outgoing_email`
 * option (else MAIL_FROM), the site's `title` (else its host), its `currency`, and its public
 * origin (PUBLIC_URL, never a host from a request) that links are built on.
 */
export async function cateringMailSite(
  db: Db,
  tenant: Tenant,
  config: Pick<Config, "mailFrom" | "publicUrl">,
): Promise<{ from: string; origin: string; site: CateringMailSite }> {
  const values = await readOptionValues(db, tenant, ["outgoing_email", "title", "currency"]);
  const option = (name: string) => values.get(name)?.trim() ?? "";
  return {
    from: option("outgoing_email") || config.mailFrom,
    origin: publicOrigin(config, tenant.host),
    site: {
      name: option("title") || tenant.host,
      currency: option("currency") || DEFAULT_CURRENCY,
    },
  };
}
