import { z } from "zod";
import { requiredText } from "./fields.ts";
import { visibleText } from "./input-safety.ts";
import { isHttpUrl } from "./links.ts";

/**
 * contract.md "Member profiles": a member's contact links, socials and menu, sent as `profile`
 * in POST /api/posts and PUT /api/posts/{id}/data (member posts only) and returned by every read
 * of a post (null when it has none). Strings are trimmed; an empty string means absent.
 */

/** Dietary tags of a menu item, in the order the panel and the public page list them. */
export const DIETARY = [
  "vegan",
  "vegetarian",
  "gluten-free",
  "dairy-free",
  "nut-free",
  "halal",
  "kosher",
] as const;
export type Dietary = (typeof DIETARY)[number];
export const DIETARY_LABELS: Record<Dietary, string> = {
  vegan: "Vegan",
  vegetarian: "Vegetarian",
  "gluten-free": "Gluten-free",
  "dairy-free": "Dairy-free",
  "nut-free": "Nut-free",
  halal: "Halal",
  kosher: "Kosher",
};

/**
 * Networks of a member's social links: the names of the site's built-in social icons
 * (GET /api/social-icons) that are web addresses (no email or phone: those are contact fields).
 */
export const SOCIAL_NETWORKS = [
  "facebook",
  "instagram",
  "x",
  "tiktok",
  "youtube",
  "linkedin",
  "pinterest",
  "whatsapp",
  "telegram",
  "threads",
  "mastodon",
  "bluesky",
  "tripadvisor",
  "snapchat",
  "website",
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X (Twitter)",
  tiktok: "TikTok",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  pinterest: "Pinterest",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
  threads: "Threads",
  mastodon: "Mastodon",
  bluesky: "Bluesky",
  tripadvisor: "Tripadvisor",
  snapchat: "Snapchat",
  website: "Other website",
};

export const PROFILE_LIMITS = {
  phone: 40,
  url: 2048,
  email: 254,
  socials: 10,
  sections: 20,
  items: 60,
  section: 80,
  name: 120,
  description: 300,
  /** The highest price a menu item may have. */
  price: 1_000_000,
} as const;

export const WEB_ADDRESS_MESSAGE = "Enter a web address starting with https:// or http://";
export const PRICE_MESSAGE = "Enter a price of 0 or more";
const PHONE_RE = /^[0-9 +().-]*$/;

/** Trimmed text; "" and null become null (absent). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .refine(...visibleText(label));

const absentWhenEmpty = <T extends z.ZodType<string, string>>(schema: T) =>
  schema.nullish().transform((value): string | null => (value ? value : null));

const webAddress = (label: string) =>
  optionalText(label, PROFILE_LIMITS.url).refine((v) => v === "" || isHttpUrl(v), {
    message: WEB_ADDRESS_MESSAGE,
  });

const visibleRequiredText = (label: string, max: number) =>
  requiredText(label, max).refine(...visibleText(label));

/** A price: a number of 0 or more with at most 2 decimals, or null (no price shown). */
export const menuPriceSchema = z
  .number({ error: PRICE_MESSAGE })
  .min(0, PRICE_MESSAGE)
  .max(PROFILE_LIMITS.price, `Enter a price of at most ${PROFILE_LIMITS.price}`)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: "Enter a price with at most 2 decimals",
  })
  .nullish()
  .transform((v) => (v === undefined ? null : v));

const menuItemInputSchema = z.object({
  name: visibleRequiredText("name", PROFILE_LIMITS.name),
  description: absentWhenEmpty(optionalText("description", PROFILE_LIMITS.description)),
  price: menuPriceSchema,
  dietary: z
    .array(z.enum(DIETARY, { error: "Choose dietary tags from the list." }))
    .max(DIETARY.length)
    .optional()
    .transform((tags) => DIETARY.filter((tag) => tags?.includes(tag))),
});

const menuSectionInputSchema = z.object({
  section: visibleRequiredText("section title", PROFILE_LIMITS.section),
  items: z
    .array(menuItemInputSchema)
    .max(PROFILE_LIMITS.items, `A section may hold at most ${PROFILE_LIMITS.items} items.`)
    .default([]),
});

const socialLinkInputSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS, { error: "Choose a network from the list." }),
  url: webAddress("url").refine((v) => v !== "", { message: WEB_ADDRESS_MESSAGE }),
});

/** `profile` of a member post as POST /api/posts and PUT /api/posts/{id}/data take it. */
export const memberProfileSchema = z.object({
  phone: absentWhenEmpty(
    optionalText("phone", PROFILE_LIMITS.phone).refine(
      (v) => v === "" || (PHONE_RE.test(v) && /\d/.test(v)),
      { message: "Enter a phone number: digits, spaces and + ( ) - . only." },
    ),
  ),
  website: absentWhenEmpty(webAddress("website")),
  public_email: absentWhenEmpty(
    optionalText("public email", PROFILE_LIMITS.email).refine(
      (v) => v === "" || z.email().safeParse(v).success,
      { message: "Enter a valid email address." },
    ),
  ),
  socials: z
    .array(socialLinkInputSchema)
    .max(PROFILE_LIMITS.socials, `At most ${PROFILE_LIMITS.socials} social links.`)
    .default([]),
  menu: z
    .array(menuSectionInputSchema)
    .max(PROFILE_LIMITS.sections, `At most ${PROFILE_LIMITS.sections} menu sections.`)
    .default([]),
});
export type MemberProfileInput = z.input<typeof memberProfileSchema>;

/** A member profile as reads return it. */
export const memberProfileReadSchema = z.object({
  phone: z.string().nullable(),
  website: z.string().nullable(),
  public_email: z.string().nullable(),
  socials: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
  menu: z.array(
    z.object({
      section: z.string(),
      items: z.array(
        z.object({
          name: z.string(),
          description: z.string().nullable(),
          price: z.number().nullable(),
          dietary: z.array(z.enum(DIETARY)),
        }),
      ),
    }),
  ),
});
export type MemberProfile = z.infer<typeof memberProfileReadSchema>;
export type MenuSection = MemberProfile["menu"][number];
export type MenuItemOfMember = MenuSection["items"][number];
export type MemberSocialLink = MemberProfile["socials"][number];

/** True when a profile holds nothing to show (no contact, social or menu). */
export function isEmptyProfile(profile: MemberProfile | null | undefined): boolean {
  return (
    !profile ||
    (!profile.phone &&
      !profile.website &&
      !profile.public_email &&
      profile.socials.length === 0 &&
      profile.menu.length === 0)
  );
}

/** `USD` unless the domain's `currency` option names another ISO 4217 code. */
export const DEFAULT_CURRENCY = "USD";

/** The ISO 4217 codes this runtime formats (Intl.supportedValuesOf("currency")). */
export function supportedCurrencies(): string[] {
  try {
    return Intl.supportedValuesOf("currency");
  } catch {
    return [DEFAULT_CURRENCY];
  }
}

/** Formats a menu price in a currency: 8.5 + "USD" -> "$8.50" (en-US). */
export function formatPrice(price: number, currency: string, locale = "en-US"): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(price);
  } catch {
    return new Intl.NumberFormat(locale, { style: "currency", currency: DEFAULT_CURRENCY }).format(
      price,
    );
  }
}
