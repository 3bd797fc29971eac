import {
  type CateringProfileRead,
  canonicalJson,
  cateringProfileReadSchema,
  MEMBER_FIELD_LOCKED,
  type PostData,
  type PostSnapshot,
} from "@fooddir/contract";
import { addFieldError, type FieldErrors, validationFailed } from "../../http/errors.ts";
import { parseScheduleTime } from "./schedule-times.ts";
import type { PostRow } from "./serialize.ts";

// A member's (role 4) change of its listing (decision 027): what it may change, and the post as
// the change would make it. Shared by the member saves and the approval (not operations).

/**
 * The snapshot keys a member's change sets: MEMBER_EDITABLE_FIELDS as a revision keeps them
 * (media as poster and logo ids, external_data as cuisine ids) and the builder document.
 * Approving a change writes only these, and only those the change made.
 */
export const MEMBER_SNAPSHOT_KEYS = [
  "title",
  "url",
  "description",
  "poster_id",
  "logo_id",
  "cuisines",
  "profile",
  "post_body",
] as const satisfies readonly (keyof PostSnapshot)[];
export type MemberChange = Partial<Pick<PostSnapshot, (typeof MEMBER_SNAPSHOT_KEYS)[number]>>;

/**
 * The post as a member's change would make it: the live post, under the member keys of the
 * change already waiting (the version the member edits from), under this change.
 */
export function memberSnapshot(
  live: PostSnapshot,
  pending: PostSnapshot | null,
  change: MemberChange,
): PostSnapshot {
  const waiting = pending
    ? Object.fromEntries(MEMBER_SNAPSHOT_KEYS.map((key) => [key, pending[key]]))
    : {};
  const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  return { ...live, ...waiting, ...defined };
}

/**
 * The fields staff alone set, in a member's data save: each must keep its live value (an
 * optional one may be left out), else 422 MEMBER_FIELD_LOCKED naming every such field.
 * `catering` is the live profile (null: none); schedule times are read in `timeZone`.
 */
export function assertMemberDataLocks(
  live: PostRow,
  catering: CateringProfileRead | null,
  input: PostData,
  timeZone: string,
) {
  const errors: FieldErrors = {};
  const lock = (field: string) => addFieldError(errors, field, MEMBER_FIELD_LOCKED);
  for (const field of ["post_status_id", "no_index", "no_follow", "show_in_sitemap"] as const) {
    if (input[field] !== live[field]) lock(field);
  }
  for (const field of ["publish_at", "unpublish_at"] as const) {
    const text = input[field];
    if (text === undefined) continue;
    const stored = live[field]?.getTime() ?? null;
    const parsed = text === null ? null : parseScheduleTime(text, timeZone, field);
    // A time that does not parse is no live value either (NaN equals nothing).
    const given = parsed === null ? null : "instant" in parsed ? parsed.instant.getTime() : NaN;
    if (given !== stored) lock(field);
  }
  if (input.catering !== undefined && !sameCatering(input.catering, catering)) lock("catering");
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** The body save's staff-only field: the status must keep its live value. */
export function assertMemberBodyLocks(live: PostRow, input: { post_status_id: number }) {
  if (input.post_status_id !== live.post_status_id) {
    throw validationFailed({ post_status_id: [MEMBER_FIELD_LOCKED] });
  }
}

/** A catering profile of a save compared with the stored one, field by field. */
function sameCatering(given: PostData["catering"], stored: CateringProfileRead | null): boolean {
  if (given === null || given === undefined || stored === null) return (given ?? null) === stored;
  const keys = Object.keys(cateringProfileReadSchema.shape) as (keyof CateringProfileRead)[];
  const pick = (p: CateringProfileRead) => Object.fromEntries(keys.map((k) => [k, p[k]]));
  return canonicalJson(pick(given)) === canonicalJson(pick(stored));
}
