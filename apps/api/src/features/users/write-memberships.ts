import { ROLES } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userDomains, userMembers } from "../../db/schema.ts";
import type { Membership } from "./user-scope.ts";

/** The user_domains rows of memberships (their listings go to user_members: listingRows). */
export const membershipRows = (userId: number, memberships: Membership[]) =>
  memberships.map((m) => ({ user_id: userId, domain_id: m.domain_id, role_id: m.role_id }));

/** The user_members rows of the role-4 memberships among `memberships` (decision 027). */
export const listingRows = (userId: number, memberships: Membership[]) =>
  memberships.flatMap((m) =>
    m.role_id === ROLES.member
      ? (m.member_ids ?? []).map((member_id) => ({
          user_id: userId,
          member_id,
          domain_id: m.domain_id,
        }))
      : [],
  );

/**
 * Replaces a user's memberships and listings with `memberships` (a plan's: the ones outside the
 * caller's domains are in it unchanged). A site where the user is no longer role 4 loses its
 * listings with it. Call inside the write's transaction.
 */
export async function replaceMemberships(db: Db, userId: number, memberships: Membership[]) {
  await db.delete(userMembers).where(eq(userMembers.user_id, userId));
  await db.delete(userDomains).where(eq(userDomains.user_id, userId));
  await insertMemberships(db, userId, memberships);
}

/** Adds the memberships and listings of a user that has none yet. */
export async function insertMemberships(db: Db, userId: number, memberships: Membership[]) {
  if (memberships.length === 0) return;
  await db.insert(userDomains).values(membershipRows(userId, memberships));
  const listings = listingRows(userId, memberships);
  if (listings.length > 0) await db.insert(userMembers).values(listings);
}
