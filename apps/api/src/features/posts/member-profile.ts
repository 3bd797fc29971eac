import { type MemberProfile, POST_TYPES, type PostCreate } from "@fooddir/contract";
import { fieldError } from "../../http/errors.ts";

// The profile of member posts (contract.md "Member profiles"): what writes store and reads return.

/**
 * The `profile` column of a write: the (validated) profile of a member post, null clears it,
 * nothing when the input leaves it out. A profile on another post type is a 422 on `profile`.
 */
export function profilePatch(
  postTypeId: number,
  profile: PostCreate["profile"],
): { profile?: MemberProfile | null } {
  if (profile === undefined) return {};
  if (profile !== null && postTypeId !== POST_TYPES.member) {
    throw fieldError("profile", "Only member posts have a profile.");
  }
  return { profile };
}

/** The stored profile of a member post as reads return it; null for other types and none. */
export function profileOf(row: { post_type_id: number; profile: unknown }): MemberProfile | null {
  if (row.post_type_id !== POST_TYPES.member || !row.profile) return null;
  // Stored only after memberProfileSchema validated it.
  return row.profile as MemberProfile;
}
