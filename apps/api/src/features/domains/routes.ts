import {
  currentDomainSchema,
  domainColorSchema,
  domainCreateSchema,
  domainOptionsSchema,
  domainSchema,
  domainSeoBodySchema,
  publicSiteSchema,
  ROLE_NAMES,
  ROLES,
  type RoleId,
  roleSchema,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicOrigin } from "../../config.ts";
import type { Tenant } from "../../db/tenant.ts";
import { itemRoutes } from "../../http/item-routes.ts";
import { dataOf, fullList, listOf } from "../../http/reply.ts";
import { requireAuth } from "../../http/request-context.ts";
import { listDomainsOfUser } from "../account/list-domains-of-user.ts";
import { createDomain } from "./create-domain.ts";
import { updateDomainSeo } from "./update-domain-seo.ts";

export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sites } = app.deps;
  const tags = ["Domains"];
  const siteOf = (tenant: Tenant) => sites.get(tenant);

  app.get(
    "/api/roles",
    {
      config: { members: true },
      schema: { summary: "List the user roles", tags, response: { 200: listOf(roleSchema) } },
    },
    async () =>
      fullList(
        Object.entries(ROLE_NAMES).map(([id, name]) => ({ id: Number(id) as RoleId, name })),
      ),
  );

  itemRoutes(app, {
    path: "/api/domains",
    tags,
    item: domainSchema,
    config: { changes: ["domains"], roles: [ROLES.superAdmin] },
    list: {
      summary: "List the sites the user may use",
      config: { members: true },
      rows: (request) => {
        const auth = requireAuth(request);
        return listDomainsOfUser(db, auth.userId, auth.roleId);
      },
    },
    create: {
      summary: "Create a site",
      description:
        "Creates a domain with default colors, options, menus, not-found page and home page (super admins).",
      body: domainCreateSchema,
      run: (_request, body) => createDomain(db, body),
    },
  });

  app.get(
    "/api/domains/current",
    {
      // A member reads its active site (not the host's) like staff do.
      config: { auth: "optional", members: true },
      schema: {
        summary: "Read the active site",
        tags,
        response: { 200: dataOf(currentDomainSchema) },
      },
    },
    async (request) => ({ data: (await siteOf(request.tenant)).domain }),
  );

  app.put(
    "/api/domains",
    {
      config: { changes: ["domains"], roles: [ROLES.superAdmin, ROLES.siteAdmin] },
      schema: {
        summary: "Set the active site's SEO title and description",
        tags,
        description: "Sets the SEO title and description of the active domain.",
        body: domainSeoBodySchema,
        response: { 200: dataOf(currentDomainSchema) },
      },
    },
    async (request) => ({ data: await updateDomainSeo(db, request.tenant, request.body) }),
  );

  app.get(
    "/api/site",
    {
      config: { auth: "optional" },
      schema: {
        summary: "Read everything a public page's layout needs",
        tags: ["Domain settings"],
        description:
          "Everything the layout of a public page needs for the host in one response: the domain with its SEO, colors and options with their media.",
        response: { 200: dataOf(publicSiteSchema) },
      },
    },
    async (request) => ({
      data: {
        ...(await siteOf(request.tenant)),
        origin: publicOrigin(app.deps.config, request.tenant.host),
      },
    }),
  );

  app.get(
    "/api/domain-colors",
    {
      config: { auth: "optional" },
      schema: {
        summary: "List the site's colors",
        tags: ["Domain settings"],
        response: { 200: listOf(domainColorSchema) },
      },
    },
    async (request) => fullList((await siteOf(request.tenant)).colors),
  );

  app.get(
    "/api/domain-options",
    {
      config: { auth: "optional" },
      schema: {
        summary: "List the site's options",
        tags: ["Domain settings"],
        response: { 200: dataOf(domainOptionsSchema) },
      },
    },
    async (request) => ({ data: (await siteOf(request.tenant)).options }),
  );
};
