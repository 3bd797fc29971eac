import type { AnalyticsItem, DomainColor, MenuItem, Site } from "@fooddir/contract";
import { POST_TYPES } from "@fooddir/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  analyticsItems,
  domainColors,
  domainErrorPages,
  domainMenus,
  domainSocials,
  domains,
  media,
  posts,
} from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { toMediaItem } from "../media/serialize.ts";
import { socialIconById } from "../settings/social-icons.ts";
import { loadDomainOptions } from "./load-domain-options.ts";
import { toCurrentDomain } from "./serialize.ts";

type SocialRow = { id: number; link: string; icon_id: number };
type MenuRow = { header: MenuItem[]; footer: MenuItem[] } | null;
type ErrorPageRow = {
  title: string;
  subtitle: string;
  section_title: string;
  section_text: string;
  truck_image: typeof media.$inferSelect | null;
  members: number[] | null;
} | null;

/**
 * Everything the layout of a public page needs, in two queries: the domain with its colors,
 * socials, menus, not-found page and analytics items (aggregated in the same statement), then
 * the options with their media.
 */
export async function getSite(db: Db, tenant: Tenant): Promise<Site> {
  const [[row], options] = await Promise.all([
    db
      .select({
        id: domains.id,
        host: domains.host,
        name: domains.name,
        seo_title: domains.seo_title,
        seo_description: domains.seo_description,
        colors: colorsJson(tenant),
        socials: socialsJson(tenant),
        menu: menuJson(tenant),
        error_page: errorPageJson(tenant),
        analytics: analyticsJson(tenant),
      })
      .from(domains)
      .where(tenantWhere(tenant, domains.id))
      .limit(1),
    loadDomainOptions(db, tenant),
  ]);
  if (!row) throw notFound();
  const menu = parseJson<MenuRow>(row.menu);
  const page = parseJson<ErrorPageRow>(row.error_page);
  return {
    domain: toCurrentDomain(row),
    colors: parseJson<DomainColor[]>(row.colors),
    options,
    socials: parseJson<SocialRow[]>(row.socials).flatMap((s) => {
      const icon = socialIconById(s.icon_id);
      return icon ? [{ id: s.id, link: s.link, icon }] : [];
    }),
    menu: { header: menu?.header ?? [], footer: menu?.footer ?? [] },
    error_page: {
      title: page?.title ?? "",
      subtitle: page?.subtitle ?? "",
      section_title: page?.section_title ?? "",
      section_text: page?.section_text ?? "",
      truck_image: page?.truck_image ? toMediaItem(page.truck_image, tenant) : null,
      members: page?.members ?? [],
    },
    analytics: parseJson<AnalyticsItem[]>(row.analytics),
  };
}

function colorsJson(tenant: Tenant) {
  return sql<DomainColor[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${domainColors.id},
      'domain_color_type_id', ${domainColors.domain_color_type_id},
      'code', ${domainColors.code}
    ) order by ${domainColors.domain_color_type_id})
    from ${domainColors} where ${tenantWhere(tenant, domainColors.domain_id)}
  ), '[]'::json)`;
}

function socialsJson(tenant: Tenant) {
  return sql<SocialRow[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${domainSocials.id}, 'link', ${domainSocials.link}, 'icon_id', ${domainSocials.icon_id}
    ) order by ${domainSocials.position}, ${domainSocials.id})
    from ${domainSocials} where ${tenantWhere(tenant, domainSocials.domain_id)}
  ), '[]'::json)`;
}

function menuJson(tenant: Tenant) {
  return sql<MenuRow>`(
    select json_build_object('header', ${domainMenus.header}, 'footer', ${domainMenus.footer})
    from ${domainMenus} where ${tenantWhere(tenant, domainMenus.domain_id)}
  )`;
}

/** The page, its truck image row, and its members that are still member posts of the domain. */
function errorPageJson(tenant: Tenant) {
  const ep = domainErrorPages;
  return sql<ErrorPageRow>`(
    select json_build_object(
      'title', ${ep.title}, 'subtitle', ${ep.subtitle},
      'section_title', ${ep.section_title}, 'section_text', ${ep.section_text},
      'truck_image', (
        select row_to_json(m) from ${media} m
        where m.id = ${ep.truck_image_id} and m.domain_id = ${ep.domain_id}
      ),
      'members', (
        select coalesce(json_agg(p.id order by picked.ord), '[]'::json)
        from jsonb_array_elements_text(${ep.members}) with ordinality as picked(id, ord)
        join ${posts} p on p.id = picked.id::int and p.domain_id = ${ep.domain_id}
          and p.post_type_id = ${POST_TYPES.member} and p.deleted_at is null
      )
    )
    from ${ep} where ${tenantWhere(tenant, ep.domain_id)}
  )`;
}

function analyticsJson(tenant: Tenant) {
  const a = analyticsItems;
  return sql<AnalyticsItem[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${a.id}, 'type', ${a.type}, 'name', ${a.name}, 'src', ${a.src},
      'custom_id', ${a.custom_id}, 'async', ${a.async}, 'defer', ${a.defer},
      'tag_position', ${a.tag_position}, 'code', ${a.code}, 'content', ${a.content},
      'content_type', ${a.content_type}, 'external_analytics', ${a.external_analytics},
      'external_analytics_type', ${a.external_analytics_type}
    ) order by ${a.id})
    from ${a} where ${tenantWhere(tenant, a.domain_id)}
  ), '[]'::json)`;
}

/** PGlite returns json columns parsed, node-postgres too; a string is parsed defensively. */
function parseJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}
