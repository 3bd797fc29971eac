import { z } from "zod";

export const domainSchema = z.object({ id: z.number().int(), host: z.string(), name: z.string() });
export type Domain = z.infer<typeof domainSchema>;

export const currentDomainSchema = domainSchema.extend({
  seo: z.object({ title: z.string(), description: z.string() }),
});
export type CurrentDomain = z.infer<typeof currentDomainSchema>;

export const domainSeoBodySchema = z.object({
  title: z.string().trim().max(255, "The title may not be greater than 255 characters."),
  description: z
    .string()
    .trim()
    .max(1000, "The description may not be greater than 1000 characters."),
});

/** Spec §3: type 1 accent text, 2 primary text, 4 accent background, 5 primary background. */
export const DOMAIN_COLOR_TYPES = {
  accentText: 1,
  primaryText: 2,
  accentBackground: 4,
  primaryBackground: 5,
} as const;

export const domainColorSchema = z.object({
  id: z.number().int(),
  domain_color_type_id: z.number().int(),
  code: z.string().regex(/^#[0-9a-fA-F]{6}$/, "The code must be a color like #RRGGBB."),
});
export type DomainColor = z.infer<typeof domainColorSchema>;

export const mediaItemSchema = z.object({
  id: z.number().int(),
  hashed_name: z.string(),
  /** The uploaded file's name, sanitized ("" for media stored before names were kept). */
  name: z.string().optional(),
  path: z.string(),
  extension: z.string(),
  alt: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/**
 * The 14 domain options of spec §3 (the last four are media), `currency` (contract.md
 * "Member profiles": the ISO 4217 code of menu prices, "USD" when unset) and `timezone`
 * (contract.md "Domain time zone": an IANA name, "UTC" when unset), and the map of /today's
 * `map_tile_url` (an https tile URL template, "" = no tiles) and `map_attribution` (decision 023).
 */
export const DOMAIN_TEXT_OPTIONS = [
  "title",
  "address",
  "phone",
  "email",
  "outgoing_email",
  "social_media_title",
  "menu_title",
  "join_title",
  "join_text",
  "copyright",
  "currency",
  "timezone",
  "map_tile_url",
  "map_attribution",
] as const;
export const DOMAIN_MEDIA_OPTIONS = ["auth_background", "logo", "fav_icon", "truck_image"] as const;
export type DomainTextOption = (typeof DOMAIN_TEXT_OPTIONS)[number];
export type DomainMediaOption = (typeof DOMAIN_MEDIA_OPTIONS)[number];
/**
 * contract.md "Catering requests that reach the right trucks": the options that are not text,
 * `catering_matches` (trucks asked per request, 1..CATERING_MATCHES_MAX, default 5) and
 * `catering_auto_send` (mail the matched trucks at once, default true).
 */
export const DOMAIN_CATERING_OPTIONS = ["catering_matches", "catering_auto_send"] as const;
export type DomainCateringOption = (typeof DOMAIN_CATERING_OPTIONS)[number];
export type DomainCateringOptions = { catering_matches: number; catering_auto_send: boolean };
/**
 * contract.md "Vendors edit their own listing" (decision 027): `trust_member_edits` (a member's
 * save applies at once instead of waiting for review; default TRUST_MEMBER_EDITS_DEFAULT, false).
 */
export const DOMAIN_REVIEW_OPTIONS = ["trust_member_edits"] as const;
export type DomainReviewOption = (typeof DOMAIN_REVIEW_OPTIONS)[number];
export type DomainReviewOptions = { trust_member_edits: boolean };
export type DomainOptions = Record<DomainTextOption, string> &
  Record<DomainMediaOption, MediaItem | null> &
  DomainCateringOptions &
  DomainReviewOptions;

export const domainOptionsSchema = z.object({
  ...(Object.fromEntries(DOMAIN_TEXT_OPTIONS.map((n) => [n, z.string()])) as Record<
    DomainTextOption,
    z.ZodString
  >),
  ...(Object.fromEntries(
    DOMAIN_MEDIA_OPTIONS.map((n) => [n, mediaItemSchema.nullable()]),
  ) as Record<DomainMediaOption, z.ZodNullable<typeof mediaItemSchema>>),
  catering_matches: z.number().int().describe("Trucks asked per catering request (1-20)."),
  catering_auto_send: z
    .boolean()
    .describe("Whether matched trucks are mailed at once (else staff send from the panel)."),
  trust_member_edits: z
    .boolean()
    .describe("Whether a vendor's (role 4) saves apply at once (else they wait for review)."),
});
