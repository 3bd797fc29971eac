import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { membershipInvitations, users } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { fieldError, forbidden } from "../../http/errors.ts";
import { invalidateAccountLinks } from "../account/password-link.ts";
import { revokeAllSessions } from "../session/revoke-all-sessions.ts";
import { findVisibleInvitation } from "./invitations.ts";
import {
  type Caller,
  findVisibleUser,
  managedDomainIds,
  requireWholeUser,
  requireWholeUserById,
} from "./user-scope.ts";

export const NOT_YOURSELF_DELETE = "You cannot delete your own account.";

/**
 * Soft-deletes a user the caller may manage (else 404): deleted_at is set, which frees the email
 * for a new account, and every session of the user ends at once. A site admin deletes only a
 * user whose every membership lies in its domains (else 403; it may remove its own domains'
 * memberships through an update instead). The id of a pending invitation cancels it (its link
 * then finds nothing).
 */
export async function deleteUser(db: Db, tenant: Tenant, caller: Caller, id: number) {
  if (id === caller.userId) throw fieldError("id", NOT_YOURSELF_DELETE);
  const invitation = await findVisibleInvitation(db, tenant, caller, id);
  if (invitation) {
    requireWholeUser(invitation.domain_roles, await managedDomainIds(db, caller));
    await db.delete(membershipInvitations).where(eq(membershipInvitations.id, id));
    return;
  }
  const user = await findVisibleUser(db, tenant, caller, id);
  if (user.role_id < caller.roleId) throw forbidden();
  await requireWholeUserById(db, caller, user.id);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deleted_at: new Date(), updated_at: new Date() })
      .where(eq(users.id, user.id));
    await revokeAllSessions(tx as unknown as Db, user.id, "deleted by an administrator");
    await invalidateAccountLinks(tx as unknown as Db, user.id);
  });
}
