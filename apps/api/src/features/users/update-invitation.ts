import type { UserItem, UserUpdate } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { membershipInvitations } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { addFieldError, type FieldErrors, validationFailed } from "../../http/errors.ts";
import { findUser } from "./find-user.ts";
import {
  type InvitationRow,
  type InviteDeps,
  invitationMemberships,
  invitedMemberships,
  toInvitationItems,
} from "./invitations.ts";
import { planMemberships } from "./plan-memberships.ts";
import { readdressInvitation } from "./readdress-user.ts";
import { type Caller, managedDomainIds, requireWholeUser } from "./user-scope.ts";

export const INVITATION_NOT_DISABLED =
  "Someone who has not joined yet cannot be disabled; delete the invitation instead.";

/**
 * Changes a pending invitation of an existing account as if it were the user it will become:
 * names and roles (within the caller's domains) on the invitation, a new email through
 * readdress-user.ts. It cannot be disabled (nobody can sign in with it yet).
 */
export async function updateInvitation(
  db: Db,
  tenant: Tenant,
  caller: Caller,
  invitation: InvitationRow,
  input: UserUpdate,
  deps: InviteDeps,
): Promise<UserItem> {
  const errors: FieldErrors = {};
  const managed = await managedDomainIds(db, caller);
  const personal =
    (input.firstname ?? invitation.firstname) !== invitation.firstname ||
    (input.lastname ?? invitation.lastname) !== invitation.lastname ||
    (input.email ?? invitation.email) !== invitation.email;
  if (personal) requireWholeUser(invitation.domain_roles, managed);
  const [memberships] = await invitedMemberships(db, [invitation]);
  const plan = await planMemberships(db, errors, caller, managed, input, {
    superAdmin: false,
    memberships,
    activeDomainId: tenant.id,
  });
  if (plan.superAdmin) addFieldError(errors, "role_id", "An invitation cannot make a super admin.");
  if (input.disabled === true) addFieldError(errors, "disabled", INVITATION_NOT_DISABLED);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const names = {
    firstname: input.firstname ?? invitation.firstname,
    lastname: input.lastname ?? invitation.lastname,
  };
  const view = { managed, activeDomainId: tenant.id };
  if (input.email !== undefined && input.email !== invitation.email) {
    const still = await readdressInvitation(
      db,
      caller,
      invitation,
      names,
      plan.memberships,
      plan.roleId,
      input.email,
      deps,
    );
    if (!still) return findUser(db, tenant, caller, invitation.id);
    return (await toInvitationItems(db, [still], view))[0];
  }
  const [row] = await db
    .update(membershipInvitations)
    .set({ ...names, ...invitationMemberships(plan.memberships), updated_at: new Date() })
    .where(eq(membershipInvitations.id, invitation.id))
    .returning();
  return (await toInvitationItems(db, [row], view))[0];
}
