import type { UserCreate, UserItem } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { addFieldError, type FieldErrors, validationFailed } from "../../http/errors.ts";
import { type InviteDeps, toInvitationItems, visibleInvitationTo } from "./invitations.ts";
import { inviteToDomain } from "./invite-to-domain.ts";
import { planMemberships } from "./plan-memberships.ts";
import { toUserItem } from "./serialize.ts";
import { EMAIL_TAKEN, userIdWithEmail } from "./user-rules.ts";
import { type Caller, managedDomainIds, mayKnowUser } from "./user-scope.ts";

/**
 * Creates a user without a password (they choose one through the invitation link, see
 * send-invite.ts) with a role per domain (or a global super admin). A site admin grants roles
 * 2-4 on the domains where it is site admin only; role 4 ("Member") comes with the listings it
 * keeps (`member_ids`, decision 027). An address that already has an account gets
 * "taken" only when the caller may know that account (a super admin, or a site admin of one of
 * its sites) or sees an invitation to it already; otherwise the answer is the same as for a new
 * address and the account's owner is invited to join instead (inviteToDomain, decisions 021, 029).
 */
export async function createUser(
  db: Db,
  tenant: Tenant,
  caller: Caller,
  input: UserCreate,
  deps: InviteDeps,
): Promise<UserItem> {
  const errors: FieldErrors = {};
  const managed = await managedDomainIds(db, caller);
  const plan = await planMemberships(db, errors, caller, managed, input, {
    superAdmin: false,
    memberships: [],
    activeDomainId: tenant.id,
  });
  const ownerId = await userIdWithEmail(db, input.email);
  // Both checks run for a new address too (no user has id 0), so both do the same work.
  const [mayKnow, seenInvited] = await Promise.all([
    mayKnowUser(db, caller, ownerId ?? 0),
    visibleInvitationTo(db, tenant, caller, input.email),
  ]);
  const known = ownerId !== null && (mayKnow || seenInvited);
  if (known) addFieldError(errors, "email", EMAIL_TAKEN);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const view = { managed, activeDomainId: tenant.id };
  // Only a super admin creates super admins, and it may know every account: never invited.
  const invited = await inviteToDomain(db, deps, {
    email: input.email,
    firstname: input.firstname,
    lastname: input.lastname,
    memberships: plan.memberships,
    roleId: plan.roleId,
    invitedBy: caller.userId,
    ownerId,
  });
  if (invited.invitation) return (await toInvitationItems(db, [invited.invitation], view))[0];
  return toUserItem(db, invited.user, view);
}
