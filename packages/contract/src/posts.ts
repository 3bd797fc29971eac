import { z } from "zod";
import { blockDocumentSchema } from "./blocks.ts";
import { cateringProfileReadSchema, cateringProfileSchema } from "./catering.ts";
import { mediaItemSchema } from "./domains.ts";
import { idSchema } from "./ids.ts";
import { findUnsafeInput, visibleText } from "./input-safety.ts";
import { memberProfileReadSchema, memberProfileSchema } from "./member-profile.ts";
import { searchHighlightSchema } from "./member-search.ts";
import { isReservedPostUrl, RESERVED_URL_MESSAGE } from "./reserved-paths.ts";
import { scheduleTimeSchema } from "./revisions.ts";

export { idSchema, MAX_ID } from "./ids.ts";

/** contract.md "Posts". */
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

export const idParamsSchema = z.object({ id: idSchema });
const titleSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine(...visibleText("title"));
const descriptionSchema = z.string().max(5000);
const statusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: "The selected post status id is invalid.",
});
export const postTypeIdSchema = z.union(
  [z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)],
  { error: "The selected post type id is invalid." },
);
const mediaRefsSchema = z.object({
  poster_id: idSchema.nullable().optional(),
  logo_id: idSchema.nullable().optional(),
});
const externalDataInputSchema = z.object({
  cuisines: z.array(idSchema).max(100).optional(),
});
/** The page-builder document; bounded so a body cannot exhaust the server. */
export const postBodyDocumentSchema = blockDocumentSchema;

export const postCreateSchema = z.object({
  url: postUrlSchema,
  title: titleSchema,
  post_status_id: statusSchema,
  post_type_id: postTypeIdSchema,
  description: descriptionSchema.optional(),
  post_body: postBodyDocumentSchema.optional(),
  media: mediaRefsSchema.optional(),
  external_data: externalDataInputSchema.optional(),
  /** Member posts only (a profile on another type is a 422 on `profile`). */
  profile: memberProfileSchema.nullable().optional(),
  /** Member posts only: the catering profile (null clears it, absent keeps it). */
  catering: cateringProfileSchema.nullable().optional(),
  no_index: z.boolean().optional(),
  no_follow: z.boolean().optional(),
  show_in_sitemap: z.boolean().optional(),
});
export type PostCreate = z.infer<typeof postCreateSchema>;

export const postDataSchema = z.object({
  url: postUrlSchema,
  title: titleSchema,
  post_status_id: statusSchema,
  no_index: z.boolean(),
  no_follow: z.boolean(),
  show_in_sitemap: z.boolean(),
  description: descriptionSchema.optional(),
  media: mediaRefsSchema.optional(),
  external_data: externalDataInputSchema.optional(),
  /** Member posts only: replaces the profile (null clears it, absent keeps it). */
  profile: memberProfileSchema.nullable().optional(),
  /** Member posts only: the catering profile (null clears it, absent keeps it). */
  catering: cateringProfileSchema.nullable().optional(),
  /** Scheduled publishing (revisions.ts scheduleTimeSchema): null clears, absent keeps. */
  publish_at: scheduleTimeSchema("publish time"),
  unpublish_at: scheduleTimeSchema("unpublish time"),
});
export type PostData = z.infer<typeof postDataSchema>;

export const postBodyUpdateSchema = z.object({
  post_status_id: statusSchema,
  post_body: postBodyDocumentSchema,
});

export const postOrderSchema = z.object({ position: z.number().int().min(0).max(1_000_000) });
export const postStatusUpdateSchema = z.object({ post_status_id: statusSchema });

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
const dateTimeSchema = z
  .string()
  .regex(DATE_TIME_PATTERN, "Use the format YYYY-MM-DD HH:mm:ss with a year from 1000 to 9999.")
  .refine((v) => parseDateTime(v) !== null, "This date does not exist.");

export const POST_SORT_FIELDS = [
  "position",
  "title",
  "created_at",
  "updated_at",
  "published_at",
] as const;

export const postsByTypeQuerySchema = z.object({
  type: z.coerce.number().pipe(postTypeIdSchema),
  deleted: z.enum(["0", "1", "true", "false"]).optional(),
  status: z.coerce.number().pipe(statusSchema).optional(),
  limit: z.coerce.number().int().min(1).max(FULL_LIST_LIMIT).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sortBy: z.enum(POST_SORT_FIELDS).default("position"),
  sortDir: z.enum(["asc", "desc"]).default("asc"),
  startDate: dateTimeSchema.optional(),
  endDate: dateTimeSchema.optional(),
  search: z.string().trim().max(255).optional(),
});
export type PostsByTypeQuery = z.infer<typeof postsByTypeQuerySchema>;

export const typeGroupItemSchema = z.object({
  id: z.number().int(),
  _id: z.string(),
  title: z.string(),
  url: z.string(),
});

export type TypeGroupItem = z.infer<typeof typeGroupItemSchema>;

export const postSeoItemSchema = z.object({
  id: z.number().int(),
  post_type_id: z.number().int(),
  title: z.string(),
  url: z.string(),
  description: z.string(),
  no_index: z.boolean(),
  no_follow: z.boolean(),
  show_in_sitemap: z.boolean(),
});

export const postSeoUpdateSchema = z
  .object({
    posts: z
      .array(
        z.object({
          id: idSchema,
          title: titleSchema.optional(),
          description: descriptionSchema.optional(),
          no_index: z.boolean(),
          no_follow: z.boolean(),
          show_in_sitemap: z.boolean(),
        }),
      )
      .max(FULL_LIST_LIMIT),
    /** The domain's SEO title and description, saved in the same transaction (roles 1-2). */
    domain: z
      .object({
        title: z.string().trim().max(255, "The title may not be greater than 255 characters."),
        description: z
          .string()
          .trim()
          .max(1000, "The description may not be greater than 1000 characters."),
      })
      .optional(),
  })
  .refine((v) => v.posts.length > 0 || v.domain !== undefined, {
    path: ["posts"],
    message: "Nothing to save: send posts or the domain's SEO.",
  });
export type PostSeoItem = z.infer<typeof postSeoItemSchema>;
/** One post of a SEO save, as the client sends it. */
export type PostSeoUpdate = z.infer<typeof postSeoUpdateSchema>["posts"][number];

/** Categories, cuisine tags, FAQ. */
export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export const categoryInputSchema = z.object({ name: z.string().trim().min(1).max(100) });

/** icon_data arrives as a JSON string (or an object, stringified) and must hold a JSON object. */
export const iconDataInputSchema = z
  .union([z.string().max(20_000), z.record(z.string(), z.unknown())])
  .transform((value, ctx) => {
    const text = typeof value === "string" ? value : JSON.stringify(value);
    try {
      const parsed = JSON.parse(text);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
        const problem = findUnsafeInput(parsed);
        if (problem) {
          ctx.addIssue({
            code: "custom",
            message: problem.message.replace(/^The \S+/, "The icon data"),
          });
          return z.NEVER;
        }
        return JSON.stringify(parsed);
      }
    } catch {
      // fall through
    }
    ctx.addIssue({ code: "custom", message: "The icon data must be a JSON object." });
    return z.NEVER;
  });

export const cuisineTagInputSchema = z.object({
  title: z.string().trim().min(1).max(100),
  icon_data: iconDataInputSchema.default("{}"),
});

export const faqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  position: z.number().int(),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  faqs: z.array(faqSchema).optional(),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;
export const faqCategoryInputSchema = z.object({ name: z.string().trim().min(1).max(100) });
export const faqInputSchema = z.object({
  question: z.string().trim().min(1).max(500),
  answer: z.string().trim().min(1).max(10_000),
  faq_category_id: idSchema.nullable().optional(),
  position: z.number().int().min(0).max(1_000_000).optional(),
});
export const faqPatchSchema = faqInputSchema.partial();

/** Media library. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;
export const mediaListQuerySchema = z.object({
  search: z.string().trim().max(255).optional(),
  limit: z.coerce.number().int().min(1).max(FULL_LIST_LIMIT).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;
export const mediaAltSchema = z.object({ alt: z.string().trim().max(500) });
