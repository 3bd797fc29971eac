import { z } from "zod";
import { CATERING_MATCHES_MAX } from "./catering.ts";
import {
  currentDomainSchema,
  DOMAIN_MEDIA_OPTIONS,
  DOMAIN_TEXT_OPTIONS,
  type DomainMediaOption,
  type DomainTextOption,
  domainColorSchema,
  domainOptionsSchema,
} from "./domains.ts";
import { requiredText } from "./fields.ts";
import { visibleText } from "./input-safety.ts";
import { HOST_RE } from "./links.ts";
import { MAP_TILE_URL_MESSAGE, mapTileSource } from "./map-tiles.ts";
import { supportedCurrencies } from "./member-profile.ts";
import { analyticsItemSchema, errorPageSchema } from "./settings-content.ts";
import { menuSchema, socialSchema } from "./settings-menus.ts";
import { canonicalTimeZone } from "./time-zone.ts";

/**
 * Domain settings of contract.md "Domains and settings": a new domain, colors, options, and the
 * whole site as GET /api/site sends it. Links and hosts are checked in links.ts, socials and
 * menus in settings-menus.ts, the not-found page and analytics in settings-content.ts: with the
 * validation that protects visitors (no script links, bounded sizes, valid hosts).
 */

export const domainCreateSchema = z.object({
  host: z
    .string({ error: "The host field is required." })
    .trim()
    .toLowerCase()
    .min(1, "The host field is required.")
    .max(253, "The host may not be greater than 253 characters.")
    .refine((h) => HOST_RE.test(h), "The host must be a host name like trucks.example.org.")
    .refine(
      (h) => !h.startsWith("api."),
      "The host may not start with api. (reserved for the API).",
    ),
  name: requiredText("name", 100).refine(...visibleText("name")),
});
export type DomainCreate = z.infer<typeof domainCreateSchema>;

// ---------------------------------------------------------------- colors

export const HEX_COLOR_RE = /^#[0-9a-fA-F]{6}$/;
/** Types an admin may store (1, 2, 4 and 5 are rendered; 3 is kept for older data). */
export const DOMAIN_COLOR_TYPE_IDS = [1, 2, 3, 4, 5] as const;

export const domainColorsUpdateSchema = z
  .array(
    z.object({
      id: z.number().int().optional(),
      domain_color_type_id: z
        .number({ error: "The color type is required." })
        .int()
        .refine(
          (t) => (DOMAIN_COLOR_TYPE_IDS as readonly number[]).includes(t),
          "The color type must be one of 1, 2, 3, 4, 5.",
        ),
      code: z
        .string({ error: "The code field is required." })
        .trim()
        .regex(HEX_COLOR_RE, "The code must be a color like #RRGGBB."),
    }),
  )
  .max(DOMAIN_COLOR_TYPE_IDS.length, "At most 5 colors.")
  .superRefine((items, ctx) => {
    const seen = new Set<number>();
    items.forEach((c, i) => {
      if (seen.has(c.domain_color_type_id)) {
        ctx.addIssue({
          code: "custom",
          path: [i, "domain_color_type_id"],
          message: "Each color type may appear once.",
        });
      }
      seen.add(c.domain_color_type_id);
    });
  });

// ---------------------------------------------------------------- options

const OPTION_LIMITS: Record<DomainTextOption, number> = {
  title: 100,
  address: 300,
  phone: 50,
  email: 254,
  outgoing_email: 254,
  social_media_title: 100,
  menu_title: 100,
  join_title: 150,
  join_text: 2000,
  copyright: 200,
  currency: 3,
  timezone: 64,
  map_tile_url: 500,
  map_attribution: 300,
};

const optionalEmail = (label: string) =>
  z
    .string()
    .trim()
    .max(254, `The ${label} may not be greater than 254 characters.`)
    .refine((v) => v === "" || z.email().safeParse(v).success, {
      message: `The ${label} must be a valid email address.`,
    });

/** An ISO 4217 code the runtime formats ("" resets to USD); stored upper case. */
const currencyOption = z
  .string({ error: "The currency must be text." })
  .trim()
  .toUpperCase()
  .refine((v) => v === "" || supportedCurrencies().includes(v), {
    message: "Choose a currency from the list (an ISO 4217 code such as USD or EUR).",
  })
  .optional();

/** An IANA time zone name, stored in its canonical spelling ("" resets to UTC). */
const timeZoneOption = z
  .string({ error: "The time zone must be text." })
  .max(64, "Choose a time zone from the list (an IANA name such as America/Los_Angeles).")
  .transform((v, ctx) => {
    if (v.trim() === "") return "";
    const zone = canonicalTimeZone(v);
    if (zone) return zone;
    ctx.addIssue({
      code: "custom",
      message: "Choose a time zone from the list (an IANA name such as America/Los_Angeles).",
    });
    return z.NEVER;
  })
  .optional();

/** The map's tile URL template (decision 023): https with {z}, {x} and {y}, or "" for no tiles. */
const mapTileUrlOption = z
  .string({ error: "The map tile URL must be text." })
  .trim()
  .max(500, "The map tile URL may not be greater than 500 characters.")
  .refine((v) => v === "" || mapTileSource(v) !== null, { message: MAP_TILE_URL_MESSAGE })
  .optional();

function textOption(name: DomainTextOption) {
  const label = name.replaceAll("_", " ");
  if (name === "email" || name === "outgoing_email") return optionalEmail(label).optional();
  if (name === "currency") return currencyOption;
  if (name === "timezone") return timeZoneOption;
  if (name === "map_tile_url") return mapTileUrlOption;
  return z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(
      OPTION_LIMITS[name],
      `The ${label} may not be greater than ${OPTION_LIMITS[name]} characters.`,
    )
    .optional();
}

const mediaId = (name: DomainMediaOption) =>
  z
    .number({ error: `The ${name.replaceAll("_", " ")} must be a media id or null.` })
    .int()
    .positive()
    .max(2_147_483_647)
    .nullable()
    .optional();

/** 422 on `catering_matches` (contract.md "Catering requests that reach the right trucks"). */
export const CATERING_MATCHES_MESSAGE = `Choose between 1 and ${CATERING_MATCHES_MAX} trucks.`;

/**
 * PUT /api/domain-options: any of the text options, `<media option>_id` (null clears), and the
 * catering options as a number and a boolean.
 */
export const domainOptionsUpdateSchema = z.object({
  ...(Object.fromEntries(DOMAIN_TEXT_OPTIONS.map((n) => [n, textOption(n)])) as Record<
    DomainTextOption,
    ReturnType<typeof textOption>
  >),
  ...(Object.fromEntries(DOMAIN_MEDIA_OPTIONS.map((n) => [`${n}_id`, mediaId(n)])) as Record<
    `${DomainMediaOption}_id`,
    ReturnType<typeof mediaId>
  >),
  catering_matches: z
    .number({ error: CATERING_MATCHES_MESSAGE })
    .int(CATERING_MATCHES_MESSAGE)
    .min(1, CATERING_MATCHES_MESSAGE)
    .max(CATERING_MATCHES_MAX, CATERING_MATCHES_MESSAGE)
    .optional(),
  catering_auto_send: z
    .boolean({ error: "Say whether trucks are mailed at once (true or false)." })
    .optional(),
  /** Roles 1-2 (the route's roles): vendors' saves apply at once (decision 027). */
  trust_member_edits: z
    .boolean({ error: "Say whether vendors' changes apply at once (true or false)." })
    .optional(),
});
export type DomainOptionsUpdate = z.infer<typeof domainOptionsUpdateSchema>;

// ---------------------------------------------------------------- the site

/**
 * GET /api/site: everything the layout of a public page needs for the host, in one response.
 */
export const siteSchema = z.object({
  domain: currentDomainSchema,
  colors: z.array(domainColorSchema),
  options: domainOptionsSchema,
  socials: z.array(socialSchema),
  menu: menuSchema.shape.menuBody,
  error_page: errorPageSchema,
  analytics: z.array(analyticsItemSchema),
});
export type Site = z.infer<typeof siteSchema>;

/** GET /api/site: the site and its public origin (from PUBLIC_URL, never from a request). */
export const publicSiteSchema = siteSchema.extend({
  /** `https://example.org`: canonical URLs, the sitemap and social previews start with it. */
  origin: z.string(),
});
export type PublicSite = z.infer<typeof publicSiteSchema>;
