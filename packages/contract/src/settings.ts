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
  mediaItemSchema,
} from "./domains.ts";
import { visibleText } from "./input-safety.ts";
import { MAP_TILE_URL_MESSAGE, mapTileSource } from "./map-tiles.ts";
import { supportedCurrencies } from "./member-profile.ts";
import { canonicalTimeZone } from "./time-zone.ts";

/**
 * Domain settings of contract.md "Domains and settings": colors, options, socials, menus, the
 * not-found page and analytics items, with the validation that protects visitors (no script
 * links, bounded sizes, valid hosts).
 */

// ---------------------------------------------------------------- links and hosts

/** Site-relative path: "/", "/members", "/blog/post?x=1#top"; never "//host" (protocol-relative). */
export const SITE_PATH_RE = /^\/(?!\/)[^\s\\]*$/;

/** True for http(s) URLs with a host; everything else (javascript:, data:, vbscript:...) is refused. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const MAILTO_RE = /^mailto:[^\s@<>"]+@[^\s@<>"]+$/i;
const TEL_RE = /^tel:\+?[0-9 ().-]{3,30}$/i;

/** Where a link may point: http(s), a site-relative path, or (for contact links) mailto:/tel:. */
export function isSafeLink(value: string, allowContact = false): boolean {
  if (SITE_PATH_RE.test(value)) return true;
  if (isHttpUrl(value)) return true;
  return allowContact && (MAILTO_RE.test(value) || TEL_RE.test(value));
}

/** A lowercase DNS host name without port or scheme; single labels ("localhost") allowed. */
export const HOST_RE =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

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
  name: z
    .string({ error: "The name field is required." })
    .trim()
    .min(1, "The name field is required.")
    .max(100, "The name may not be greater than 100 characters.")
    .refine(...visibleText("name")),
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

// ---------------------------------------------------------------- socials

export const socialIconSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** label for people; icons: SVG path data in a 24x24 viewBox, drawn with a 2px stroke. */
  data: z.object({ label: z.string(), icons: z.array(z.string()) }),
});
export type SocialIcon = z.infer<typeof socialIconSchema>;

export const socialSchema = z.object({
  id: z.number().int(),
  link: z.string(),
  icon: socialIconSchema,
});
export type Social = z.infer<typeof socialSchema>;

export const MAX_SOCIALS = 20;

export const socialBodySchema = z.object({
  link: z
    .string({ error: "The link field is required." })
    .trim()
    .min(1, "The link field is required.")
    .max(2048, "The link may not be greater than 2048 characters.")
    .refine(
      (v) => isSafeLink(v, true) && !SITE_PATH_RE.test(v),
      "The link must be an http(s), mailto: or tel: address.",
    ),
  icon_id: z.number({ error: "The icon field is required." }).int().positive().max(10_000),
});
export type SocialBody = z.infer<typeof socialBodySchema>;

// ---------------------------------------------------------------- menus

export const MENU_MAX_ITEMS = 30;
export const MENU_MAX_CHILDREN = 20;

export type MenuItem = {
  text: string;
  url: string;
  type: "internal" | "external";
  mode?: "dropdown";
  children?: MenuItem[];
};

const menuItemBase = {
  text: z
    .string({ error: "The text field is required." })
    .trim()
    .min(1, "The text field is required.")
    .max(100, "The text may not be greater than 100 characters."),
  url: z.string({ error: "The url field is required." }).trim().max(2048, "The url is too long."),
  type: z.enum(["internal", "external"], { error: "The type must be internal or external." }),
};

function checkMenuUrl(item: { url: string; type: "internal" | "external" }, ctx: z.RefinementCtx) {
  const ok =
    item.type === "internal"
      ? SITE_PATH_RE.test(item.url)
      : isSafeLink(item.url, true) && !SITE_PATH_RE.test(item.url);
  if (!ok) {
    ctx.addIssue({
      code: "custom",
      path: ["url"],
      message:
        item.type === "internal"
          ? "An internal link must be a site path like /members."
          : "An external link must be an http(s), mailto: or tel: address.",
    });
  }
}

/** A footer item, or a child of a header dropdown: no children of its own. */
export const footerMenuItemSchema = z.strictObject(menuItemBase).superRefine(checkMenuUrl);

/** A header item; a 'dropdown' item holds one level of children. */
export const headerMenuItemSchema = z
  .strictObject({
    ...menuItemBase,
    mode: z.literal("dropdown", { error: "The mode must be dropdown." }).optional(),
    children: z
      .array(footerMenuItemSchema)
      .max(MENU_MAX_CHILDREN, `At most ${MENU_MAX_CHILDREN} items in a dropdown.`)
      .optional(),
  })
  .superRefine((item, ctx) => {
    checkMenuUrl(item, ctx);
    if (item.children?.length && item.mode !== "dropdown") {
      ctx.addIssue({
        code: "custom",
        path: ["mode"],
        message: "An item with children must have the mode dropdown.",
      });
    }
  });

export const menuBodySchema = z.object({
  header: z
    .array(headerMenuItemSchema, { error: "The header must be a list of items." })
    .max(MENU_MAX_ITEMS, `At most ${MENU_MAX_ITEMS} header items.`),
  footer: z
    .array(footerMenuItemSchema, { error: "The footer must be a list of items." })
    .max(MENU_MAX_ITEMS, `At most ${MENU_MAX_ITEMS} footer items.`),
});
export type MenuBody = { header: MenuItem[]; footer: MenuItem[] };

/** Named (OpenAPI `#/components/schemas/MenuItem`): a recursive schema needs a name to be referenced. */
const menuItemOut: z.ZodType<MenuItem> = z
  .lazy(() =>
    z.object({
      text: z.string(),
      url: z.string(),
      type: z.enum(["internal", "external"]),
      mode: z.literal("dropdown").optional(),
      children: z.array(menuItemOut).optional(),
    }),
  )
  .meta({ id: "MenuItem" });
export const menuSchema = z.object({
  menuBody: z.object({ header: z.array(menuItemOut), footer: z.array(menuItemOut) }),
});

// ---------------------------------------------------------------- not-found page

export const MAX_ERROR_PAGE_MEMBERS = 24;

export const errorPageSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  section_title: z.string(),
  section_text: z.string(),
  truck_image: mediaItemSchema.nullable(),
  /** Post ids of featured members that still exist. */
  members: z.array(z.number().int()),
});
export type ErrorPage = z.infer<typeof errorPageSchema>;

const bounded = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`);

export const errorPageBodySchema = z.object({
  title: bounded("title", 150),
  subtitle: bounded("subtitle", 200),
  section_title: bounded("section title", 150),
  section_text: bounded("section text", 1000),
  truck_image_id: z
    .number({ error: "The truck image must be a media id or null." })
    .int()
    .positive()
    .max(2_147_483_647)
    .nullable()
    .optional(),
  members: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(MAX_ERROR_PAGE_MEMBERS, `At most ${MAX_ERROR_PAGE_MEMBERS} members.`)
    .optional(),
});
export type ErrorPageBody = z.infer<typeof errorPageBodySchema>;

// ---------------------------------------------------------------- analytics

export const ANALYTICS_TYPES = ["script", "meta", "noscript"] as const;
export const TAG_POSITIONS = ["head", "body-start", "body-end"] as const;
export const ANALYTICS_CONTENT_TYPES = [
  "",
  "text/javascript",
  "module",
  "application/ld+json",
] as const;
export const EXTERNAL_ANALYTICS_TYPES = [
  "",
  "google-analytics",
  "google-tag-manager",
  "plausible",
  "matomo",
  "fathom",
  "other",
] as const;
export const MAX_ANALYTICS_ITEMS = 20;

export const analyticsItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANALYTICS_TYPES),
  name: z.string(),
  src: z.string(),
  custom_id: z.string(),
  async: z.boolean(),
  defer: z.boolean(),
  tag_position: z.enum(TAG_POSITIONS),
  code: z.string(),
  content: z.string(),
  content_type: z.enum(ANALYTICS_CONTENT_TYPES),
  external_analytics: z.boolean(),
  external_analytics_type: z.enum(EXTERNAL_ANALYTICS_TYPES),
});
export type AnalyticsItem = z.infer<typeof analyticsItemSchema>;

export const analyticsBodySchema = z
  .object({
    type: z.enum(ANALYTICS_TYPES, { error: "The type must be script, meta or noscript." }),
    name: bounded("name", 100).default(""),
    src: z
      .string()
      .trim()
      .max(2048, "The src may not be greater than 2048 characters.")
      .refine((v) => v === "" || (isHttpUrl(v) && v.toLowerCase().startsWith("https:")), {
        message: "The src must be an https address.",
      })
      .default(""),
    custom_id: z
      .string()
      .trim()
      .max(100, "The custom id may not be greater than 100 characters.")
      .refine((v) => v === "" || /^[A-Za-z][\w:-]*$/.test(v), {
        message: "The custom id may hold letters, digits, -, _ and : and start with a letter.",
      })
      .default(""),
    async: z.boolean({ error: "The async field must be true or false." }).default(false),
    defer: z.boolean({ error: "The defer field must be true or false." }).default(false),
    tag_position: z.enum(TAG_POSITIONS, {
      error: "The tag position must be head, body-start or body-end.",
    }),
    code: z.string().max(20_000, "The code may not be greater than 20000 characters.").default(""),
    content: bounded("content", 1000).default(""),
    content_type: z
      .enum(ANALYTICS_CONTENT_TYPES, {
        error: "The content type must be text/javascript, module or application/ld+json.",
      })
      .default(""),
    external_analytics: z
      .boolean({ error: "The external analytics field must be true or false." })
      .default(false),
    external_analytics_type: z
      .enum(EXTERNAL_ANALYTICS_TYPES, { error: "The external analytics type is not known." })
      .default(""),
  })
  .superRefine((v, ctx) => {
    if (v.type === "script" && v.src === "" && v.code.trim() === "") {
      ctx.addIssue({ code: "custom", path: ["src"], message: "A script needs a src or code." });
    }
    if (v.type === "script" && v.src !== "" && v.code.trim() !== "") {
      ctx.addIssue({
        code: "custom",
        path: ["code"],
        message: "A script has either a src or code, not both.",
      });
    }
    if (v.type === "meta" && v.name === "") {
      ctx.addIssue({ code: "custom", path: ["name"], message: "A meta tag needs a name." });
    }
    if (v.type === "meta" && v.tag_position !== "head") {
      ctx.addIssue({
        code: "custom",
        path: ["tag_position"],
        message: "A meta tag belongs in the head.",
      });
    }
    if (v.type === "noscript" && v.tag_position === "head") {
      ctx.addIssue({
        code: "custom",
        path: ["tag_position"],
        message: "A noscript snippet belongs in the body.",
      });
    }
    if (v.type === "noscript" && v.code.trim() === "") {
      ctx.addIssue({ code: "custom", path: ["code"], message: "A noscript snippet needs code." });
    }
  });
export type AnalyticsBody = z.infer<typeof analyticsBodySchema>;

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
