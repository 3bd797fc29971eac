import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * The domain an operation acts on, as a plain value (contract.md "Domain resolution"): the
 * request context resolves it once per request (the active domain of a valid access token, else
 * the domain named by the API host); seeds, CLIs and block resolvers build one themselves.
 */
export type Tenant = {
  readonly id: number;
  readonly host: string;
  /**
   * Where the domain's stored files are fetched from: S3_PUBLIC_URL (a CDN or the bucket's own
   * URL), else `<PUBLIC_URL of the domain>/storage` (absolute, contract.md "Several domains in
   * one panel"). Absent (seeds, CLIs): the site-relative `/storage`.
   */
  readonly mediaBase?: string;
  /**
   * The site's public origin (PUBLIC_URL) on a signed-in team member's request: post reads then
   * carry `public_url`, the absolute url of the post on its own domain.
   */
  readonly siteOrigin?: string;
};

/** The one way to scope a query of domain-owned rows: every such query filters through it. */
export function tenantWhere(tenant: Tenant, column: PgColumn): SQL {
  return eq(column, tenant.id);
}
