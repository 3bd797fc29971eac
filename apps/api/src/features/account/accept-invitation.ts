import { ROLES } from "@fooddir/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domains, membershipInvitations, userDomains, users } from "../../db/schema.ts";
import { findInvitationByToken } from "../users/invitations.ts";
import { invalidEmailLink } from "./email-change-link.ts";

/**
 * The owner of an account accepts a site's invitation with the mailed token (single use,
 * expiring, only through the API host of the site it was issued on; decision 021): the invited
 * memberships are added where the account has none yet (an existing one keeps its role; a super
 * admin belongs everywhere already), and the invitation ends. Returns the site names joined.
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
            .map((m) => ({ user_id: invitation.user_id, ...m })),
        )
        .onConflictDoNothing();
      const roles = await tx
        .select({ roleId: userDomains.role_id })
        .from(userDomains)
        .where(eq(userDomains.user_id, invitation.user_id));
      await tx
        .update(users)
        .set({ role_id: Math.min(...roles.map((r) => r.roleId)), updated_at: new Date() })
        .where(and(eq(users.id, invitation.user_id)));
    }
    return { sites: sites.map((s) => s.name) };
  });
}
