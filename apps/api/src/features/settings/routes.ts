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
  type Site,
  socialBodySchema,
  socialIconSchema,
  socialSchema,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
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

  /**
   * `PUT path` of one setting (roles 1-2): stores the body, then answers the setting as the
   * site reads after the write (`answer` picks it and shapes the reply).
   */
  const settingPut = <B extends z.ZodType>(
    path: string,
    schema: { summary: string; description?: string; body: B; response: { 200: z.ZodType } },
    store: (tenant: Tenant, body: z.output<B>) => Promise<unknown>,
    answer: (site: Site) => unknown,
  ) =>
    app.put(path, { config: write, schema: { tags, ...schema } }, async (request) => {
      await store(request.tenant, request.body as z.output<B>);
      return answer(await fresh(request.tenant));
    });

  /** `GET path` of one setting, public, from the memoized site. */
  const settingGet = (
    path: string,
    schema: { summary: string; response: { 200: z.ZodType } },
    answer: (site: Site) => unknown,
  ) =>
    app.get(path, { config: publicRead, schema: { tags, ...schema } }, async (request) =>
      answer(await sites.get(request.tenant)),
    );

  /** The list, add, update and delete routes of a list setting (socials, analytics tags). */
  const settingItems = <I extends z.ZodType, B extends z.ZodType, Row>(
    path: string,
    { item, body, rows }: { item: I; body: B; rows: (site: Site) => z.output<I>[] },
    /** What the routes' summaries call the items: all of them, and one. */
    names: { all: string; one: string },
    store: {
      create: (db: Db, tenant: Tenant, body: z.output<B>) => Promise<Row>;
      update: (db: Db, tenant: Tenant, id: number, body: z.output<B>) => Promise<Row>;
      remove: (db: Db, tenant: Tenant, id: number) => Promise<unknown>;
    },
  ) =>
    itemRoutes(app, {
      path,
      tags,
      item,
      config: write,
      list: {
        summary: `List ${names.all}`,
        config: publicRead,
        rows: async (request) => rows(await sites.get(request.tenant)),
      },
      create: {
        summary: `Add ${names.one}`,
        body,
        run: (request, input) => store.create(db, request.tenant, input),
      },
      update: {
        summary: `Update ${names.one}`,
        body,
        run: (request, id, input) => store.update(db, request.tenant, id, input),
      },
      remove: {
        summary: `Delete ${names.one}`,
        run: (request, id) => store.remove(db, request.tenant, id),
      },
    });

  settingPut(
    "/api/domain-colors",
    {
      summary: "Set some of the site's colors",
      description: "Sets the colors named (one per type); others stay as they are.",
      body: domainColorsUpdateSchema,
      response: { 200: listOf(domainColorSchema) },
    },
    (tenant, body) => updateDomainColors(db, tenant, body),
    (site) => fullList(site.colors),
  );

  settingPut(
    "/api/domain-options",
    {
      summary: "Set some of the site's options",
      description:
        "Sets the options named; media options by `<name>_id` (null clears); `catering_matches` (a whole number of trucks, 1-20), `catering_auto_send` and `trust_member_edits` (booleans; the latter lets vendors' saves apply without review) as such. Any invalid field is a 422 naming it, and nothing is written.",
      body: domainOptionsUpdateSchema,
      response: { 200: dataOf(domainOptionsSchema) },
    },
    (tenant, body) => updateDomainOptions(db, tenant, body),
    (site) => ({ data: site.options }),
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
  settingItems(
    "/api/domain-socials",
    { item: socialSchema, body: socialBodySchema, rows: (site) => site.socials },
    { all: "the site's social links", one: "a social link" },
    { create: createSocial, update: updateSocial, remove: deleteSocial },
  );

  // Menus
  const menuOf = (site: Site) => ({ data: { menuBody: site.menu } });
  settingGet(
    "/api/domain-menu",
    { summary: "Read the header and footer menus", response: { 200: dataOf(menuSchema) } },
    menuOf,
  );
  settingPut(
    "/api/domain-menu",
    {
      summary: "Replace the header and footer menus",
      description:
        "Replaces the header and footer menus. Header items may hold one level of children (mode dropdown); footer items none.",
      body: menuBodySchema,
      response: { 200: dataOf(menuSchema) },
    },
    (tenant, body) => updateDomainMenu(db, tenant, body),
    menuOf,
  );

  // Not-found page
  const errorPageOf = (site: Site) => ({ data: site.error_page });
  settingGet(
    "/api/domain-error-pages",
    { summary: "Read the not-found page", response: { 200: dataOf(errorPageSchema) } },
    errorPageOf,
  );
  settingPut(
    "/api/domain-error-pages",
    {
      summary: "Update the not-found page",
      body: errorPageBodySchema,
      response: { 200: dataOf(errorPageSchema) },
    },
    (tenant, body) => updateErrorPage(db, tenant, body),
    errorPageOf,
  );

  // Analytics
  settingItems(
    "/api/analytics",
    { item: analyticsItemSchema, body: analyticsBodySchema, rows: (site) => site.analytics },
    { all: "the site's analytics tags", one: "an analytics tag" },
    { create: createAnalyticsItem, update: updateAnalyticsItem, remove: deleteAnalyticsItem },
  );
};
