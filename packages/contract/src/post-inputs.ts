import { z } from "zod";
import { blockDocumentSchema } from "./block-document.ts";
import { cateringProfileSchema } from "./catering.ts";
import { pagingShape } from "./fields.ts";
import { idSchema } from "./ids.ts";
import { visibleText } from "./input-safety.ts";
import { memberProfileSchema } from "./member-profile.ts";
import { DATE_TIME_PATTERN, FULL_LIST_LIMIT, parseDateTime, postUrlSchema } from "./posts.ts";
import { scheduleTimeSchema } from "./revisions.ts";

/**
 * What the panel sends about posts (contract.md "Posts"): a new post, its data, body, order and
 * status, the list queries and the SEO save.
 */

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

/** What a post's creation and its data update both may send; each part absent keeps it. */
const postPartsShape = {
  description: descriptionSchema.optional(),
  media: mediaRefsSchema.optional(),
  external_data: externalDataInputSchema.optional(),
  /**
   * Member posts only (a profile on another type is a 422 on `profile`): replaces the profile
   * (null clears it).
   */
  profile: memberProfileSchema.nullable().optional(),
  /** Member posts only: the catering profile (null clears it). */
  catering: cateringProfileSchema.nullable().optional(),
};

export const postCreateSchema = z.object({
  url: postUrlSchema,
  title: titleSchema,
  post_status_id: statusSchema,
  post_type_id: postTypeIdSchema,
  post_body: postBodyDocumentSchema.optional(),
  ...postPartsShape,
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
  ...postPartsShape,
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
  ...pagingShape(50, FULL_LIST_LIMIT),
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
