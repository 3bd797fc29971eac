import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";

/**
 * The one way to know which domain a request acts on (contract.md "Domain resolution"):
 * the active domain of a valid access token, else the domain named by the API host.
 * Every query of domain-owned rows filters through `tenantWhere`.
 */
export function tenantDomainId(request: FastifyRequest): number {
  return request.auth ? request.auth.domainId : request.site.id;
}

export function tenantWhere(request: FastifyRequest, column: PgColumn): SQL {
  return eq(column, tenantDomainId(request));
}
