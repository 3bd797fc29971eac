import { POST_TYPES, ROLES } from "@fooddir/contract";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  domains,
  membershipInvitations,
  posts,
  userDomains,
  userMembers,
  users,
} from "../../db/schema.ts";
import { findInvitationByToken, invitedMemberships } from "../users/invitations.ts";
import { invalidEmailLink } from "./email-change-link.ts";

/**
 * The owner of an account accepts a site's invitation with the mailed token (single use,
 * expiring, only through the API host of the site it was issued on; decision 021): the invited
 * memberships are added where the account has none yet (an existing one keeps its role; a super
 * admin belongs everywhere already, and binds nothing), and the invitation ends. A role-4
 * membership binds its listings (decision 027, `member_ids`) where the account is a member of that
 * site, those still live member posts of it: a vendor invitation of an existing account binds its
 * listing only here, once the owner followed the mailed link (issue 37 point 2). Returns the site
 * names joined.
 */
export async function acceptInvitation(db: Db, siteId: number, token: string) {
  const invitation = await findInvitationByToken(db, siteId, token);
  if (!invitation) throw invalidEmailLink();
  return db.transaction(async (tx) => {
    const spent = await tx
      .delete(membershipInvitations)
      .where(eq(membershipInvitations.id, invitation.id))
      .returning({ id: membershipInvitations.id });
    if (spent.length === 0) throw invalidEmailLink();
    const [owner] = await tx
      .select({ roleId: users.role_id })
      .from(users)
      .where(eq(users.id, invitation.user_id));
    const ids = invitation.domain_roles.map((m) => m.domain_id);
    const sites =
      ids.length === 0
        ? []
        : await tx
            .select({ id: domains.id, name: domains.name })
            .from(domains)
            .where(inArray(domains.id, ids));
    if (owner.roleId !== ROLES.superAdmin && sites.length > 0) {
      await tx
        .insert(userDomains)
        .values(
          invitation.domain_roles
            .filter((m) => sites.some((s) => s.id === m.domain_id))
            .map((m) => ({
              user_id: invitation.user_id,
              domain_id: m.domain_id,
              role_id: m.role_id,
            })),
        )
        .onConflictDoNothing();
      const roles = await tx
        .select({ domainId: userDomains.domain_id, roleId: userDomains.role_id })
        .from(userDomains)
        .where(eq(userDomains.user_id, invitation.user_id));
      const memberOf = (domainId: number) =>
        roles.some((r) => r.domainId === domainId && r.roleId === ROLES.member);
      const [invited] = await invitedMemberships(tx as unknown as Db, [invitation]);
      const listings = invited.flatMap((m) =>
        m.role_id === ROLES.member && memberOf(m.domain_id)
          ? (m.member_ids ?? []).map((id) => ({ id, domainId: m.domain_id }))
          : [],
      );
      const live =
        listings.length === 0
          ? []
          : await tx
              .select({ id: posts.id, domainId: posts.domain_id })
              .from(posts)
              .where(
                and(
                  inArray(
                    posts.id,
                    listings.map((l) => l.id),
                  ),
                  eq(posts.post_type_id, POST_TYPES.member),
                  isNull(posts.deleted_at),
                ),
              );
      const bound = listings.filter((l) =>
        live.some((p) => p.id === l.id && p.domainId === l.domainId),
      );
      if (bound.length > 0) {
        await tx
          .insert(userMembers)
          .values(
            bound.map((l) => ({
              user_id: invitation.user_id,
              member_id: l.id,
              domain_id: l.domainId,
            })),
          )
          .onConflictDoNothing();
      }
      await tx
        .update(users)
        .set({ role_id: Math.min(...roles.map((r) => r.roleId)), updated_at: new Date() })
        .where(and(eq(users.id, invitation.user_id)));
    }
    return { sites: sites.map((s) => s.name) };
  });
}
