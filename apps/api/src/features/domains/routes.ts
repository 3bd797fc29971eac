import {
  currentDomainSchema,
  DOMAIN_MEDIA_OPTIONS,
  DOMAIN_TEXT_OPTIONS,
  domainColorSchema,
  domainSchema,
  domainSeoBodySchema,
  mediaItemSchema,
  ROLE_NAMES,
  ROLES,
  type RoleId,
  roleSchema,
} from "@fooddir/contract";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { domains } from "../../db/schema.ts";
import { tenantDomainId } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { dataOf, fullList, listOf } from "../../http/reply.ts";
import { requireAuth } from "../../http/request-context.ts";
import { domainsOfUser } from "../account/account.ts";
import { loadDomainColors, loadDomainOptions } from "./settings.ts";

const domainOptionsSchema = z.object({
  ...Object.fromEntries(DOMAIN_TEXT_OPTIONS.map((n) => [n, z.string()])),
  ...Object.fromEntries(DOMAIN_MEDIA_OPTIONS.map((n) => [n, mediaItemSchema.nullable()])),
});

export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ["Domains"];

  app.get("/api/roles", { schema: { tags, response: { 200: listOf(roleSchema) } } }, async () =>
    fullList(Object.entries(ROLE_NAMES).map(([id, name]) => ({ id: Number(id) as RoleId, name }))),
  );

  app.get(
    "/api/domains",
    { schema: { tags, response: { 200: listOf(domainSchema) } } },
    async (request) => {
      const auth = requireAuth(request);
      return fullList(await domainsOfUser(db, auth.userId, auth.roleId));
    },
  );

  const currentDomain = async (domainId: number) => {
    const [row] = await db.select().from(domains).where(eq(domains.id, domainId)).limit(1);
    if (!row) throw notFound();
    return {
      id: row.id,
      host: row.host,
      name: row.name,
      seo: { title: row.seo_title, description: row.seo_description },
    };
  };

  app.get(
    "/api/domains/current",
    {
      config: { auth: "optional" },
      schema: { tags, response: { 200: dataOf(currentDomainSchema) } },
    },
    async (request) => ({ data: await currentDomain(tenantDomainId(request)) }),
  );

  app.put(
    "/api/domains",
    {
      config: { roles: [ROLES.superAdmin, ROLES.siteAdmin] },
      schema: {
        tags,
        description: "Sets the SEO title and description of the active domain.",
        body: domainSeoBodySchema,
        response: { 200: dataOf(currentDomainSchema) },
      },
    },
    async (request) => {
      const domainId = tenantDomainId(request);
      await db
        .update(domains)
        .set({
          seo_title: request.body.title,
          seo_description: request.body.description,
          updated_at: new Date(),
        })
        .where(eq(domains.id, domainId));
      return { data: await currentDomain(domainId) };
    },
  );

  app.get(
    "/api/domain-colors",
    {
      config: { auth: "optional" },
      schema: { tags: ["Domain settings"], response: { 200: listOf(domainColorSchema) } },
    },
    async (request) => fullList(await loadDomainColors(db, tenantDomainId(request))),
  );

  app.get(
    "/api/domain-options",
    {
      config: { auth: "optional" },
      schema: { tags: ["Domain settings"], response: { 200: dataOf(domainOptionsSchema) } },
    },
    async (request) => ({ data: await loadDomainOptions(db, tenantDomainId(request)) }),
  );
};
