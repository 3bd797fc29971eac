import {
  analyticsBodySchema,
  analyticsItemSchema,
  domainColorSchema,
  domainColorsUpdateSchema,
  domainOptionsSchema,
  domainOptionsUpdateSchema,
  errorPageBodySchema,
  errorPageSchema,
  menuBodySchema,
  menuSchema,
  ROLES,
  socialBodySchema,
  socialIconSchema,
  socialSchema,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Tenant } from "../../db/tenant.ts";
import { itemRoutes } from "../../http/item-routes.ts";
import { dataOf, fullList, listOf } from "../../http/reply.ts";
import { getSite } from "../domains/get-site.ts";
import { createAnalyticsItem } from "./create-analytics-item.ts";
import { createSocial } from "./create-social.ts";
import { deleteAnalyticsItem } from "./delete-analytics-item.ts";
import { deleteSocial } from "./delete-social.ts";
import { SOCIAL_ICONS } from "./social-icons.ts";
import { updateAnalyticsItem } from "./update-analytics-item.ts";
import { updateDomainColors } from "./update-domain-colors.ts";
import { updateDomainMenu } from "./update-domain-menu.ts";
import { updateDomainOptions } from "./update-domain-options.ts";
import { updateErrorPage } from "./update-error-page.ts";
import { updateSocial } from "./update-social.ts";

/**
 * Domain settings of the active domain (contract.md "Domains and settings"). Reads are public
 * (the public site shows them) and served from the memoized site; writes are for roles 1-2 and
 * answer with the fresh state read after the write.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sites } = app.deps;
  const tags = ["Domain settings"];
  const publicRead = { auth: "optional" } as const;
  const write = { changes: ["settings"], roles: [ROLES.superAdmin, ROLES.siteAdmin] } as const;
  const fresh = (tenant: Tenant) => getSite(db, tenant);

  app.put(
    "/api/domain-colors",
    {
      config: write,
      schema: {
        summary: "Set some of the site's colors",
        tags,
        description: "Sets the colors named (one per type); others stay as they are.",
        body: domainColorsUpdateSchema,
        response: { 200: listOf(domainColorSchema) },
      },
    },
    async (request) => {
      await updateDomainColors(db, request.tenant, request.body);
      return fullList((await fresh(request.tenant)).colors);
    },
  );

  app.put(
    "/api/domain-options",
    {
      config: write,
      schema: {
        summary: "Set some of the site's options",
        tags,
        description:
          "Sets the options named; media options by `<name>_id` (null clears); `catering_matches` (a whole number of trucks, 1-20), `catering_auto_send` and `trust_member_edits` (booleans; the latter lets vendors' saves apply without review) as such. Any invalid field is a 422 naming it, and nothing is written.",
        body: domainOptionsUpdateSchema,
        response: { 200: dataOf(domainOptionsSchema) },
      },
    },
    async (request) => {
      await updateDomainOptions(db, request.tenant, request.body);
      return { data: (await fresh(request.tenant)).options };
    },
  );

  // Socials
  app.get(
    "/api/social-icons",
    {
      schema: {
        summary: "List the built-in social icons",
        tags,
        description: "The built-in social icon set.",
        response: { 200: listOf(socialIconSchema) },
      },
    },
    async () => fullList([...SOCIAL_ICONS]),
  );
  itemRoutes(app, {
    path: "/api/domain-socials",
    tags,
    item: socialSchema,
    config: write,
    list: {
      summary: "List the site's social links",
      config: publicRead,
      rows: async (request) => (await sites.get(request.tenant)).socials,
    },
    create: {
      summary: "Add a social link",
      body: socialBodySchema,
      run: (request, body) => createSocial(db, request.tenant, body),
    },
    update: {
      summary: "Update a social link",
      body: socialBodySchema,
      run: (request, id, body) => updateSocial(db, request.tenant, id, body),
    },
    remove: {
      summary: "Delete a social link",
      run: (request, id) => deleteSocial(db, request.tenant, id),
    },
  });

  // Menus
  app.get(
    "/api/domain-menu",
    {
      config: publicRead,
      schema: {
        summary: "Read the header and footer menus",
        tags,
        response: { 200: dataOf(menuSchema) },
      },
    },
    async (request) => ({ data: { menuBody: (await sites.get(request.tenant)).menu } }),
  );
  app.put(
    "/api/domain-menu",
    {
      config: write,
      schema: {
        summary: "Replace the header and footer menus",
        tags,
        description:
          "Replaces the header and footer menus. Header items may hold one level of children (mode dropdown); footer items none.",
        body: menuBodySchema,
        response: { 200: dataOf(menuSchema) },
      },
    },
    async (request) => {
      await updateDomainMenu(db, request.tenant, request.body);
      return { data: { menuBody: (await fresh(request.tenant)).menu } };
    },
  );

  // Not-found page
  app.get(
    "/api/domain-error-pages",
    {
      config: publicRead,
      schema: {
        summary: "Read the not-found page",
        tags,
        response: { 200: dataOf(errorPageSchema) },
      },
    },
    async (request) => ({ data: (await sites.get(request.tenant)).error_page }),
  );
  app.put(
    "/api/domain-error-pages",
    {
      config: write,
      schema: {
        summary: "Update the not-found page",
        tags,
        body: errorPageBodySchema,
        response: { 200: dataOf(errorPageSchema) },
      },
    },
    async (request) => {
      await updateErrorPage(db, request.tenant, request.body);
      return { data: (await fresh(request.tenant)).error_page };
    },
  );

  // Analytics
  itemRoutes(app, {
    path: "/api/analytics",
    tags,
    item: analyticsItemSchema,
    config: write,
    list: {
      summary: "List the site's analytics tags",
      config: publicRead,
      rows: async (request) => (await sites.get(request.tenant)).analytics,
    },
    create: {
      summary: "Add an analytics tag",
      body: analyticsBodySchema,
      run: (request, body) => createAnalyticsItem(db, request.tenant, body),
    },
    update: {
      summary: "Update an analytics tag",
      body: analyticsBodySchema,
      run: (request, id, body) => updateAnalyticsItem(db, request.tenant, id, body),
    },
    remove: {
      summary: "Delete an analytics tag",
      run: (request, id) => deleteAnalyticsItem(db, request.tenant, id),
    },
  });
};
