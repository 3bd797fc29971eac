import { z } from "zod";
import { cateringResponseViewSchema } from "./catering-pipeline.ts";
import { pagingShape } from "./fields.ts";
import { idSchema } from "./ids.ts";
import { visibleText } from "./input-safety.ts";
import { revisionSchema } from "./revisions.ts";
import { emailSchema } from "./session.ts";

/**
 * contract.md "Vendors edit their own listing; revisions and review" (issue 25, decision 027):
 * role 4 "Member" bound to member posts, its changes held for review, invitations and claims.
 */

// ---------------------------------------------------------------- paths

/** The vendor issue's API paths (API_PATHS holds the seed's; these join them). */
export const VENDOR_PATHS = {
  /** GET (roles 1-3): the review queue, pending member changes of the domain, oldest first. */
  pendingRevisions: "/api/revisions/pending",
  /** POST {member_id} (public, throttled): mail a claim code to the listing's contact address. */
  memberClaims: "/api/member-claims",
  /** POST {member_id, code} (public, throttled): the code's set-password link for the listing. */
  memberClaimVerify: "/api/member-claims/verify",
  /** GET (role 4 only): the catering requests sent to the member's listings. */
  memberCateringRequests: "/api/member/catering-requests",
} as const;

/** POST (roles 1-3): apply a pending member change; 422 when it is not pending. */
export const revisionApprovePath = (postId: number, revisionId: number) =>
  `/api/posts/${postId}/revisions/${revisionId}/approve`;
/** POST {message} (roles 1-3): refuse a pending member change; the member gets the message. */
export const revisionRejectPath = (postId: number, revisionId: number) =>
  `/api/posts/${postId}/revisions/${revisionId}/reject`;
/** POST {email?} (roles 1-2): invite the vendor of a member post (a role-4 account). */
export const vendorInvitationPath = (postId: number) => `/api/posts/${postId}/vendor-invitation`;

// ---------------------------------------------------------------- limits

/** Default of MEMBER_MEDIA_MAX_MB: what one member account may upload in all, in megabytes. */
export const MEMBER_MEDIA_MAX_MB_DEFAULT = 100;
/** Listings one member account may keep. */
export const MEMBER_IDS_MAX = 100;
/** A claim code: 6 digits, valid 30 minutes, 5 tries. */
export const CLAIM_CODE_TTL_MINUTES = 30;
export const CLAIM_CODE_MAX_ATTEMPTS = 5;
/** Claim codes mailed per IP address (and claims verified per listing) within CLAIM_LIMIT.windowMs. */
export const CLAIM_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 } as const;
/** The answer to every accepted claim (whoever the address belongs to). */
export const CLAIM_SENT_MESSAGE =
  "We sent a code to the listing's contact address. It works for 30 minutes.";
export const REVIEW_MESSAGE_MAX = 2_000;
/** Default of the domain option `trust_member_edits`: member saves wait for review. */
export const TRUST_MEMBER_EDITS_DEFAULT = false;

/**
 * The post data fields a member may change (PUT /api/posts/{id}/data); any other field it sends
 * must keep the live value, else 422 naming it (MEMBER_FIELD_LOCKED).
 */
export const MEMBER_EDITABLE_FIELDS = [
  "title",
  "url",
  "description",
  "media",
  "external_data",
  "profile",
] as const;
export const MEMBER_FIELD_LOCKED = "Only the association's staff can change this.";

// ---------------------------------------------------------------- users

/** `member_ids` of POST/PUT /api/users: the listings a role-4 user keeps. */
export const memberIdsSchema = z
  .array(idSchema, { error: "The member ids must be a list of member post ids." })
  .max(MEMBER_IDS_MAX, `At most ${MEMBER_IDS_MAX} listings.`)
  .refine((ids) => new Set(ids).size === ids.length, "Each listing may appear once.");

// ---------------------------------------------------------------- review

/** POST .../reject body. */
export const revisionRejectSchema = z.object({
  message: z
    .string({ error: "Say what the member should change." })
    .trim()
    .max(
      REVIEW_MESSAGE_MAX,
      `The message may not be greater than ${REVIEW_MESSAGE_MAX} characters.`,
    )
    .refine(...visibleText("message", { multiline: true }))
    .refine((v) => v.length > 0, "Say what the member should change."),
});
export type RevisionReject = z.infer<typeof revisionRejectSchema>;

/** GET /api/revisions/pending rows: a pending revision and the post it would change. */
export const pendingRevisionSchema = revisionSchema.extend({
  post: z.object({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    post_type_id: z.number().int(),
  }),
});
export type PendingRevision = z.infer<typeof pendingRevisionSchema>;

export const pendingRevisionsQuerySchema = z.object({
  ...pagingShape(50, 200),
});

// ---------------------------------------------------------------- invitations and claims

/** POST /api/posts/{id}/vendor-invitation: the address, else the listing's catering contact. */
export const vendorInvitationSchema = z.object({ email: emailSchema.optional() });
export const vendorInvitationResultSchema = z.object({
  user_id: z.number().int(),
  member_id: z.number().int(),
  email: z.string(),
});
export type VendorInvitationResult = z.infer<typeof vendorInvitationResultSchema>;

export const memberClaimSchema = z.object({ member_id: idSchema });
export const memberClaimVerifySchema = z.object({
  member_id: idSchema,
  code: z
    .string({ error: "Enter the 6-digit code from the mail." })
    .trim()
    .regex(/^[0-9]{6}$/, "Enter the 6-digit code from the mail."),
});
/** The set-password link of the claimed listing's account (works once, like an invitation). */
export const memberClaimResultSchema = z.object({ url: z.string() });

// ---------------------------------------------------------------- a member's catering requests

/**
 * GET /api/member/catering-requests rows: what the truck's answer page shows, plus the answer
 * token (POST /api/catering-responses with it answers from the panel) and when it was sent.
 */
export const memberCateringRequestSchema = cateringResponseViewSchema.extend({
  token: z.string(),
  sent_at: z.string().nullable(),
});
export type MemberCateringRequest = z.infer<typeof memberCateringRequestSchema>;
