import type { Site } from "@fooddir/contract";
import type { ChangeBus } from "../../changes/bus.ts";
import { createDomainMemo } from "../../changes/domain-memo.ts";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { getSite } from "./get-site.ts";

export type SiteReader = { get(tenant: Tenant): Promise<Site> };

/**
 * Every public page reads the site (and the settings reads are slices of it): held per domain
 * until a change event of that domain, shared by every route of the process.
 */
export function createSiteReader(db: Db, changes: ChangeBus): SiteReader {
  const sites = createDomainMemo<Site>(changes);
  return { get: (tenant) => sites.get(tenant.id, () => getSite(db, tenant)) };
}
