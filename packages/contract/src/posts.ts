import { z } from "zod";
import { cateringProfileReadSchema } from "./catering.ts";
import { mediaItemSchema } from "./domains.ts";
import { memberProfileReadSchema } from "./member-profile.ts";
import { searchHighlightSchema } from "./member-search.ts";
import { isReservedPostUrl, RESERVED_URL_MESSAGE } from "./reserved-paths.ts";

export { idSchema, MAX_ID } from "./ids.ts";

/**
 * contract.md "Posts": the post as the API returns it, its types, statuses and addresses. What
 * the panel sends is in post-inputs.ts; categories, FAQs and media in post-library.ts.
 */
export const POST_TYPES = {
  page: 1,
  member: 2,
  cuisine: 3,
  showcase: 4,
  catering: 5,
  blog: 6,
} as const;
export type PostTypeId = (typeof POST_TYPES)[keyof typeof POST_TYPES];

/** Panel section (URL segment) of each post type. */
export const POST_SECTIONS = {
  pages: 1,
  members: 2,
  cuisines: 3,
  showcases: 4,
  caterings: 5,
  blog: 6,
} as const satisfies Record<string, PostTypeId>;
export type PostSection = keyof typeof POST_SECTIONS;

export const POST_STATUSES = { draft: 1, published: 2, archived: 3 } as const;
export type PostStatusId = (typeof POST_STATUSES)[keyof typeof POST_STATUSES];
export const POST_STATUS_NAMES: Record<PostStatusId, string> = {
  1: "Draft",
  2: "Published",
  3: "Archived",
};

/** Full post list fetch of spec §9. */
export const FULL_LIST_LIMIT = 500;

/** A post's public path from its url: "tacos" -> "/tacos", the home page "/" stays "/". */
export function publicPath(url: string): string {
  return url === "/" ? "/" : `/${url}`;
}

/**
 * A post url: a lowercase slug path without leading or trailing slashes ("about",
 * "news/opening-day"), or "/" for the home page. Input is normalized before it is checked.
 */
/**
 * GET /api/posts/redirect?url=: where a post's former url leads now (its current url), so the
 * public site can answer the old address with a 301.
 */
export const postRedirectSchema = z.object({ url: z.string() });
export type PostRedirect = z.infer<typeof postRedirectSchema>;

export function normalizePostUrl(input: string): string {
  const trimmed = input.trim().toLowerCase();
  if (trimmed === "/" || trimmed === "") return trimmed;
  return trimmed
    .split("/")
    .filter((segment) => segment.length > 0)
    .join("/");
}

export const postUrlSchema = z
  .string()
  .max(255)
  .transform(normalizePostUrl)
  .superRefine((url, ctx) => {
    if (url === "") {
      ctx.addIssue({ code: "custom", message: "The url field is required." });
    } else if (isReservedPostUrl(url)) {
      ctx.addIssue({ code: "custom", message: RESERVED_URL_MESSAGE });
    } else if (
      url !== "/" &&
      !/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(url)
    ) {
      ctx.addIssue({
        code: "custom",
        message: "The url may only contain lowercase letters, numbers, dashes and slashes.",
      });
    }
  });

/** Suggests a url from a title: "Tacos & Co." -> "tacos-co". */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);
}

export const cuisineTagSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** A JSON string (spec §3); clients parse it. */
  icon_data: z.string(),
});
export type CuisineTag = z.infer<typeof cuisineTagSchema>;

/** The author of a blog post as public reads show it (contract.md "Blog"). */
export const postAuthorSchema = z.object({ firstname: z.string(), lastname: z.string() });
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const postSchema = z.object({
  id: z.number().int(),
  _id: z.string(),
  post_type_id: z.number().int(),
  post_status_id: z.number().int(),
  attributes: z.object({ title: z.string(), url: z.string(), description: z.string() }),
  media: z.object({ poster: mediaItemSchema.nullable(), logo: mediaItemSchema.nullable() }),
  external_data: z.object({ cuisines: z.array(cuisineTagSchema) }),
  /** The page-builder document (blocks.ts) with its media resolved, or null (no body yet). */
  post_body: z
    .unknown()
    .describe("The page-builder document with its media resolved, or null when the post has none."),
  no_index: z.boolean(),
  no_follow: z.boolean(),
  show_in_sitemap: z.boolean(),
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  /** When the post was first published (kept when unpublished and published again), or null. */
  published_at: z
    .string()
    .nullable()
    .optional()
    .describe("When the post was first published (kept through later status changes), or null."),
  /** Blog posts only: the name of the user who wrote it, null when unknown or deleted. */
  author: postAuthorSchema
    .nullable()
    .optional()
    .describe("Blog posts only: the name of the user who created the post, or null."),
  /** A member's contact, socials and menu (contract.md "Member profiles"); null when none. */
  profile: memberProfileReadSchema
    .nullable()
    .describe("Member posts: contact links, socials and menu; null when none (other types: null)."),
  /** Member posts: whether the member takes catering requests (its catering profile offers). */
  offers_catering: z
    .boolean()
    .optional()
    .describe(
      "Member posts (public and staff reads): whether the member takes catering requests, its catering profile's `offers`.",
    ),
  /** Member posts: whether a vendor (role 4) holds the listing; never who (issue 38). */
  claimed: z
    .boolean()
    .optional()
    .describe(
      "Member posts (public and staff reads): whether a vendor (role 4) holds the listing, so it cannot be claimed; never who.",
    ),
  /** Staff reads of member posts only: the catering profile (contract.md "Catering requests"). */
  catering: cateringProfileReadSchema
    .nullable()
    .optional()
    .describe(
      "Staff reads of member posts only: the catering profile, null when none. Never in public reads.",
    ),
  /** Staff reads only: when the scheduler publishes / unpublishes the post (ISO with offset). */
  publish_at: z
    .string()
    .nullable()
    .optional()
    .describe(
      "Staff reads only: when the scheduler publishes the post (ISO with the zone's offset), or null.",
    ),
  unpublish_at: z
    .string()
    .nullable()
    .optional()
    .describe("Staff reads only: when the scheduler unpublishes the post, or null."),
  /** Staff and member reads only: the member change waiting for review, or null (issue 25). */
  pending_revision: z
    .object({
      id: z.number().int(),
      created_at: z.string(),
      user: z
        .object({ id: z.number().int(), firstname: z.string(), lastname: z.string() })
        .nullable(),
    })
    .nullable()
    .optional(),
  /** Staff reads only: the absolute url of the post on its own domain (contract.md). */
  public_url: z
    .string()
    .optional()
    .describe("Staff reads only: the absolute url of the post on its own domain."),
  /** Public searches of member posts only: where the search matched (member-search.ts). */
  highlight: searchHighlightSchema
    .optional()
    .describe(
      "Anonymous `search` reads of member posts only: the title and a passage where the search matched, as plain-text parts with the matched words marked.",
    ),
});
export type Post = z.infer<typeof postSchema>;

/** `YYYY-MM-DD HH:mm:ss` (spec §7), years 1000-9999. */
export const DATE_TIME_PATTERN = /^[1-9]\d{3}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/**
 * The instant a `YYYY-MM-DD HH:mm:ss` value names, read as UTC; null when the calendar has no
 * such moment (2024-02-30, 25:00:00).
 */
export function parseDateTime(value: string): Date | null {
  if (!DATE_TIME_PATTERN.test(value)) return null;
  const date = new Date(`${value.replace(" ", "T")}Z`);
  if (Number.isNaN(date.getTime())) return null;
  return date.toISOString().slice(0, 19).replace("T", " ") === value ? date : null;
}
