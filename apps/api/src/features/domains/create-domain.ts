import { type Domain, type DomainCreate, POST_STATUSES, POST_TYPES } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  domainColors,
  domainErrorPages,
  domainMenus,
  domainOptions,
  domains,
  posts,
} from "../../db/schema.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { fieldError } from "../../http/errors.ts";
import { domainDefaults } from "./domain-defaults.ts";

/**
 * Creates a domain with default colors, options, menus, not-found page and a published home
 * page, in one transaction. A host already taken is a 422 naming host.
 */
export async function createDomain(db: Db, input: DomainCreate): Promise<Domain> {
  const defaults = domainDefaults(input.name);
  const hostTaken = () => fieldError("host", "The host has already been taken.");
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: domains.id })
      .from(domains)
      .where(eq(domains.host, input.host))
      .limit(1);
    if (taken) throw hostTaken();
    const [row] = await tx
      .insert(domains)
      .values({ host: input.host, name: input.name, seo_title: input.name })
      .returning({ id: domains.id, host: domains.host, name: domains.name })
      .catch((error: unknown) => {
        // Another request took the host between the check and the insert.
        throw isUniqueViolation(error, "domains_host_unique") ? hostTaken() : error;
      });
    const domain_id = row.id;
    await tx.insert(domainColors).values(
      Object.entries(defaults.colors).map(([type, code]) => ({
        domain_id,
        domain_color_type_id: Number(type),
        code,
      })),
    );
    await tx
      .insert(domainOptions)
      .values(
        Object.entries(defaults.options).map(([name, value]) => ({ domain_id, name, value })),
      );
    await tx.insert(domainMenus).values({ domain_id, ...defaults.menu });
    await tx.insert(domainErrorPages).values({ domain_id, ...defaults.errorPage });
    await tx.insert(posts).values({
      domain_id,
      post_type_id: POST_TYPES.page,
      post_status_id: POST_STATUSES.published,
      published_at: new Date(),
      ...defaults.homePage,
    });
    return row;
  });
}
