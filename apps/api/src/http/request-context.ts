import {
  DOMAIN_CHANGED_MESSAGE,
  DOMAIN_ID_HEADER,
  DOMAIN_ID_HEADER_INVALID,
  DOMAIN_NOT_FOUND_MESSAGE,
  ROLES,
  type RoleId,
} from "@fooddir/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { bearerToken, verifyAccessToken } from "../auth/tokens.ts";
import { publicOrigin } from "../config.ts";
import {
  domains,
  posts,
  refreshTokenFamilies,
  userDomains,
  userMembers,
  users,
} from "../db/schema.ts";
import type { Tenant } from "../db/tenant.ts";
import type { AuthContext } from "./context.ts";
import { forbidden, HttpError, unauthorized } from "./errors.ts";
import { isValidHostHeader, normalizeHost, siteHostOfApiHost } from "./host.ts";

/**
 * Resolves, for every API request, the domain of its host and the caller behind its access
 * token, then enforces the route's `auth` and `roles` config. Routes are "required" unless they
 * say otherwise.
 */
export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest("site", null as never);
  app.decorateRequest("auth", null);
  app.decorateRequest("tenant", null as never);

  app.addHook("onRequest", async (request) => {
    const config = request.routeOptions.config;
    if (config.hostless || !request.routeOptions.url) return; // docs and the 404 handler
    request.site = await resolveSite(app, request);
    request.tenant = tenantOf(app, request.site, { staff: false });

    const mode = config.auth ?? "required";
    if (mode === "none" || mode === "refresh") return;
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      if (mode === "required") throw unauthorized();
      return;
    }
    const auth = await authenticate(app, token);
    if (auth.roleId === ROLES.member && !config.members) {
      // A member acts on a public read as a visitor; any other call not open to it is 403.
      if (mode === "optional") return;
      throw forbidden();
    }
    request.auth = auth;
    checkScreenDomain(request.headers[DOMAIN_ID_HEADER], request.auth.domainId);
    if (config.roles && !config.roles.includes(request.auth.roleId)) throw forbidden();
    const domain =
      request.auth.domainId === request.site.id
        ? request.site
        : await app.deps.domains.byId(request.auth.domainId);
    if (!domain) throw unauthorized();
    request.tenant = tenantOf(app, domain, { staff: true });
  });
}

/**
 * The domain an operation acts on (contract.md "Several domains in one panel"): media urls are
 * absolute, so they show on any host (the panel of one site manages another's): S3_PUBLIC_URL,
 * else the media's own site (PUBLIC_URL) under /storage; a staff request also gets the site's
 * origin, for the `public_url` of post reads.
 */
function tenantOf(
  app: FastifyInstance,
  domain: { id: number; host: string },
  { staff }: { staff: boolean },
): Tenant {
  const origin = publicOrigin(app.deps.config, domain.host);
  return {
    id: domain.id,
    host: domain.host,
    mediaBase: app.deps.config.s3?.publicUrl ?? `${origin}/storage`,
    ...(staff ? { siteOrigin: origin } : {}),
  };
}

/**
 * contract.md "Several domains in one panel": a caller that names the domain its screen shows
 * acts on it only while it is still the token's active domain (another tab may have switched).
 */
function checkScreenDomain(header: string | string[] | undefined, activeDomainId: number) {
  if (header === undefined) return;
  if (typeof header !== "string" || !/^[1-9][0-9]{0,9}$/.test(header)) {
    throw new HttpError(400, DOMAIN_ID_HEADER_INVALID);
  }
  if (Number(header) !== activeDomainId) throw new HttpError(409, DOMAIN_CHANGED_MESSAGE);
}

/** The host's domain, from the in-memory directory (no query per request). */
async function resolveSite(app: FastifyInstance, request: FastifyRequest) {
  if (!isValidHostHeader(request.headers.host)) throw new HttpError(400, "Invalid Host header.");
  const siteHost = siteHostOfApiHost(normalizeHost(request.headers.host));
  const site = siteHost ? await app.deps.domains.byHost(siteHost) : null;
  if (!site) throw new HttpError(404, DOMAIN_NOT_FOUND_MESSAGE);
  return site;
}

/**
 * A token is honoured only while its sign-in family is not revoked and the user is neither
 * disabled nor deleted. It acts on its domain while the user still belongs to it (role 1 belongs
 * to every domain); a user who lost that domain acts on the first domain they still have (the
 * next refresh or switch gives a token for it), and one who has none left gets 401. The role is
 * the one of that membership (roles are per domain); only a super admin's role 1 is global.
 */
async function authenticate(app: FastifyInstance, token: string): Promise<AuthContext> {
  const claims = verifyAccessToken(app.deps.config.appSecret, token);
  if (!claims) throw unauthorized();
  // The token's domain when the user has it, else the lowest id they have; null when none.
  const membership = (column: typeof userDomains.domain_id | typeof userDomains.role_id) =>
    sql<number | null>`(
    select ${column} from ${userDomains}
    where ${userDomains.user_id} = ${users.id}
    order by ${userDomains.domain_id} = ${claims.did} desc, ${userDomains.domain_id}
    limit 1)`;
  const anyDomain = sql<number | null>`(
    select ${domains.id} from ${domains}
    order by ${domains.id} = ${claims.did} desc, ${domains.id}
    limit 1)`;
  const [row] = await app.deps.db
    .select({
      globalRole: users.role_id,
      member: membership(userDomains.domain_id),
      memberRole: membership(userDomains.role_id),
      anyDomain,
    })
    .from(users)
    .innerJoin(
      refreshTokenFamilies,
      and(
        eq(refreshTokenFamilies.user_id, users.id),
        eq(refreshTokenFamilies.id, claims.fam),
        isNull(refreshTokenFamilies.revoked_at),
      ),
    )
    .where(and(eq(users.id, claims.sub), isNull(users.disabled_at), isNull(users.deleted_at)))
    .limit(1);
  if (!row) throw unauthorized();
  const superAdmin = row.globalRole === ROLES.superAdmin;
  const domainId = superAdmin ? row.anyDomain : row.member;
  if (domainId === null || domainId === undefined) throw unauthorized();
  const roleId = superAdmin ? ROLES.superAdmin : siteRole(Number(row.memberRole));
  const memberIds =
    roleId === ROLES.member ? await boundMembers(app, claims.sub, Number(domainId)) : [];
  // A member bound to no listing of this domain (its listings were deleted) can do nothing.
  if (roleId === ROLES.member && memberIds.length === 0) throw unauthorized();
  return {
    userId: claims.sub,
    roleId,
    domainId: Number(domainId),
    familyId: claims.fam,
    memberIds,
  };
}

/** A membership's role; a row of role 1 (a former super admin's) grants no more than an editor. */
function siteRole(role: number): RoleId {
  if (role === ROLES.siteAdmin || role === ROLES.member) return role;
  return ROLES.editor;
}

/** The member posts (listings) of a domain a role-4 user is bound to, not deleted. */
async function boundMembers(app: FastifyInstance, userId: number, domainId: number) {
  const rows = await app.deps.db
    .select({ id: userMembers.member_id })
    .from(userMembers)
    .innerJoin(posts, eq(posts.id, userMembers.member_id))
    .where(
      and(
        eq(userMembers.user_id, userId),
        eq(userMembers.domain_id, domainId),
        isNull(posts.deleted_at),
      ),
    )
    .orderBy(userMembers.member_id);
  return rows.map((r) => r.id);
}

/** The authenticated caller, for handlers of routes whose auth is "required". */
export function requireAuth(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
