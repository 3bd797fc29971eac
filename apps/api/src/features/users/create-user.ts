import type { UserCreate, UserItem } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { addFieldError, type FieldErrors, validationFailed } from "../../http/errors.ts";
import { type InviteDeps, inviteExistingAccount, toInvitationItems } from "./invitations.ts";
import { planMemberships } from "./plan-memberships.ts";
import { sendInvite } from "./send-invite.ts";
import { toUserItem, userRowColumns } from "./serialize.ts";
import { EMAIL_TAKEN, rethrowEmailTaken, userIdWithEmail } from "./user-rules.ts";
import { type Caller, managedDomainIds, mayKnowUser } from "./user-scope.ts";
import { insertMemberships } from "./write-memberships.ts";

/**
 * Creates a user without a password (they choose one through the invitation link, see
 * send-invite.ts) with a role per domain (or a global super admin). A site admin grants roles
 * 2-4 on the domains where it is site admin only; role 4 ("Member") comes with the listings it
 * keeps (`member_ids`, decision 027). An address that already has an account gets
 * "taken" only when the caller may know that account (a super admin, or a site admin of one of
 * its sites); otherwise the answer is the same as for a new address and the account's owner is
 * invited to join instead (invitations.ts, decision 021).
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
  const hidden = ownerId !== null && !(await mayKnowUser(db, caller, ownerId));
  if (ownerId !== null && !hidden) addFieldError(errors, "email", EMAIL_TAKEN);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const view = { managed, activeDomainId: tenant.id };

  if (ownerId !== null) {
    // Only a super admin creates super admins, and it may know every account: never here.
    const invitation = await inviteExistingAccount(db, deps, {
      ownerId,
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      memberships: plan.memberships,
      invitedBy: caller.userId,
    });
    const [item] = await toInvitationItems(db, [invitation], view);
    return item;
  }
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          role_id: plan.roleId,
          password_hash: null,
        })
        .returning(userRowColumns);
      await insertMemberships(tx as unknown as Db, created.id, plan.memberships);
      return created;
    })
    .catch(rethrowEmailTaken);
  try {
    await sendInvite(db, deps.mailer, row, deps.site.origin, deps.site.name, deps.site.id);
  } catch (err) {
    // The user exists either way; a reset link from the sign-in page reaches them later.
    deps.log?.(err);
  }
  return toUserItem(db, row, view);
}
