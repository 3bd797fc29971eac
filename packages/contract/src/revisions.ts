import { z } from "zod";
import { linkTokenSchema, pagingShape, queryIdSchema } from "./fields.ts";
import { idSchema } from "./ids.ts";

/**
 * contract.md "Vendors edit their own listing; revisions and review": revisions of posts,
 * scheduled publishing, preview links and the audit log (issue 24). The member role and review
 * (`pending`, approve, reject) come with the vendor issue; the shapes have room for them.
 */

// ---------------------------------------------------------------- revisions

export const REVISION_STATUSES = ["applied", "pending", "rejected"] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];

/** What kind of write recorded a revision. */
export const REVISION_KINDS = [
  "create",
  "data",
  "body",
  "status",
  "order",
  "seo",
  "trash",
  "restore",
  "revert",
  "schedule",
] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** Kept: every revision of the last 90 days, and the newest 50 of each post whatever their age. */
export const REVISION_KEEP_DAYS = 90;
export const REVISION_KEEP_PER_POST = 50;

/**
 * A post as a revision keeps it: the stored fields a save can change (ids, not resolved media),
 * so it can be shown, compared and restored.
 */
export const postSnapshotSchema = z.object({
  title: z.string(),
  url: z.string(),
  description: z.string(),
  post_status_id: z.number().int(),
  no_index: z.boolean(),
  no_follow: z.boolean(),
  show_in_sitemap: z.boolean(),
  position: z.number().int(),
  poster_id: z.number().int().nullable(),
  logo_id: z.number().int().nullable(),
  cuisines: z.array(z.number().int()),
  profile: z.record(z.string(), z.unknown()).nullable(),
  /** The page-builder document as stored (blocks.ts), or null. */
  post_body: z.unknown(),
  deleted_at: z.string().nullable(),
  publish_at: z.string().nullable(),
  unpublish_at: z.string().nullable(),
});
export type PostSnapshot = z.infer<typeof postSnapshotSchema>;

/**
 * JSON text with object keys sorted, so stored documents compare by content (jsonb keeps keys
 * in its own order): what "changed" means for revisions, on the API and in the panel's diffs.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export const revisionUserSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
});

/** Staff's decision on a member change (the vendor issue): who, when, a rejection's message. */
export const revisionReviewSchema = z.object({
  user: revisionUserSchema.nullable(),
  at: z.string(),
  /** The rejection's message; null for an approval. */
  message: z.string().nullable(),
});
export type RevisionReview = z.infer<typeof revisionReviewSchema>;

/** GET /api/posts/{id}/revisions rows, newest first. */
export const revisionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Who saved it; null when the user was deleted or the scheduler applied it. */
  user: revisionUserSchema.nullable(),
  status: z.enum(REVISION_STATUSES),
  kind: z.enum(REVISION_KINDS),
  /** The changed field names (snapshot keys, `post_body` for the builder document). */
  fields: z.array(z.string()),
  /** Staff's decision on a member change (issue 25); null or absent otherwise. */
  review: revisionReviewSchema.nullable().optional(),
});
export type Revision = z.infer<typeof revisionSchema>;

/** GET /api/posts/{id}/revisions/{rid}: the whole post as it was after that save. */
export const revisionDetailSchema = revisionSchema.extend({ post: postSnapshotSchema });
export type RevisionDetail = z.infer<typeof revisionDetailSchema>;

export const revisionParamsSchema = z.object({ id: idSchema, rid: idSchema });

// ---------------------------------------------------------------- scheduled publishing

/**
 * `publish_at` / `unpublish_at` in PUT /api/posts/{id}/data: an ISO time with offset
 * (`2027-03-14T09:00:00-07:00`) or a local wall time of the domain's zone (`2027-03-14T09:00`);
 * null clears it, absent keeps it. A time in the past, or an unpublish not after the publish,
 * is a 422 at the field. Reads return them as ISO times with the zone's offset, or null.
 */
export const scheduleTimeSchema = (label: string) =>
  z
    .string({ error: `The ${label} must be a date and time.` })
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/,
      `The ${label} must be a date and time like 2027-03-14T09:00.`,
    )
    .nullable()
    .optional();

// ---------------------------------------------------------------- preview links

export const PREVIEW_LINK_TTL_HOURS = 24;
/** POST /api/posts/{id}/preview-link: a signed link to the draft as the public page shows it. */
export const previewLinkSchema = z.object({ url: z.string(), expires_at: z.string() });
export type PreviewLink = z.infer<typeof previewLinkSchema>;
/**
 * Its body, optional (issue 25): `revision_id` of a member's change waiting for review links to
 * the post as that change would make it.
 */
export const previewLinkBodySchema = z.object({ revision_id: idSchema.optional() });
export type PreviewLinkBody = z.infer<typeof previewLinkBodySchema>;
/** GET /api/posts/preview?token= (public; the token is the credential). */
export const previewQuerySchema = z.object({
  token: linkTokenSchema,
});
/**
 * Its `meta` beside `data` (the post as the public read by url returns it): when the link
 * expires, and when the scheduler publishes the post (null: not scheduled), so that the preview
 * of an unpublished post says when it will be (issue 38).
 */
export const previewMetaSchema = z.object({
  expires_at: z.string(),
  publish_at: z
    .string()
    .nullable()
    .describe("When the scheduler publishes the post (ISO), or null when it is not scheduled."),
});
export type PreviewMeta = z.infer<typeof previewMetaSchema>;
/** Its answer to a forged, expired, moved (another domain's) or trashed post's link (404). */
export const PREVIEW_LINK_INVALID = "This preview link is not valid or has expired.";

// ---------------------------------------------------------------- audit log

export const AUDIT_ENTITIES = [
  "session",
  "account",
  "post",
  "media",
  "taxonomy",
  "settings",
  "domain",
  "user",
  "submission",
  "location",
  "stop",
  "catering",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Days an audit entry is kept when AUDIT_RETENTION_DAYS is not set. */
export const AUDIT_RETENTION_DAYS_DEFAULT = 365;
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_EXPORT_MAX = 10_000;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /**
   * Null for a failed sign-in of an unknown address, the scheduler, or a deleted user. Otherwise
   * the user as they were when the entry was written (a later rename changes nothing): `name`
   * and `email` as stored; `firstname` carries the whole stored name and `lastname` is "".
   */
  user: revisionUserSchema.extend({ name: z.string(), email: z.string() }).nullable(),
  /** `sign-in`, `sign-in-failed`, `create`, `update`, `delete`, `trash`, `restore`, ... */
  action: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.number().int().nullable(),
  /** One line for people: "Updated the page \"About us\"", "Signed in". */
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const dateOrDateTime = (label: string) =>
  z
    .string()
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/,
      `The ${label} must be a date like 2027-03-14 or a time like 2027-03-14 09:00:00.`,
    )
    .optional();

/** GET /api/audit-log and its CSV export (roles 1-2); dates in UTC, both ends inclusive. */
export const auditFiltersSchema = z.object({
  user_id: queryIdSchema("user_id"),
  entity: z.enum(AUDIT_ENTITIES, { error: "Choose a kind from the list." }).optional(),
  startDate: dateOrDateTime("start date"),
  endDate: dateOrDateTime("end date"),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditQuerySchema = auditFiltersSchema.extend(pagingShape(AUDIT_PAGE_SIZE, 500));
export type AuditQuery = z.infer<typeof auditQuerySchema>;
