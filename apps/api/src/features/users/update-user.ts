import { ROLES, type UserItem, type UserUpdate } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { addFieldError, type FieldErrors, forbidden, validationFailed } from "../../http/errors.ts";
import { invalidateAccountLinks } from "../account/password-link.ts";
import { revokeAllSessions } from "../session/revoke-all-sessions.ts";
import { findVisibleInvitation, type InviteDeps, toInvitationItems } from "./invitations.ts";
import { planMemberships } from "./plan-memberships.ts";
import { readdressMember, readdressPendingUser } from "./readdress-user.ts";
import { toUserItem, userRowColumns } from "./serialize.ts";
import { updateInvitation } from "./update-invitation.ts";
import {
  NOT_YOURSELF_DISABLED,
  NOT_YOURSELF_DOMAINS,
  NOT_YOURSELF_ROLE,
  rethrowEmailTaken,
} from "./user-rules.ts";
import {
  type Caller,
  findVisibleUser,
  managedDomainIds,
  membershipsWithListings,
  requireWholeUser,
} from "./user-scope.ts";
import { replaceMemberships } from "./write-memberships.ts";

/**
 * Updates a user the caller may manage (else 404). Fields left out stay. Roles are per domain
 * (plan-memberships.ts): a site admin changes memberships only in the domains where it is site
 * admin and keeps the user's other ones; it changes the name, email or disabled flag only of a
 * user whose every membership lies in those domains (else 403). Nobody changes their own role or
 * sites, or disables themself. Role 4's listings (`member_ids`) replace those on the caller's
 * sites; a site that stops being role 4 loses its listings. Disabling ends every session of the
 * user at once; a role, domain or listing change takes effect on their next request (every
 * request re-reads them; request-context.ts moves a user who lost the active domain to another
 * one). A new email is confirmed by link, or re-invited for who has not joined yet (readdress-user.ts); an id of a
 * pending invitation updates that invitation (update-invitation.ts).
 */
export async function updateUser(
  db: Db,
  tenant: Tenant,
  caller: Caller,
  id: number,
  input: UserUpdate,
  deps: InviteDeps,
): Promise<UserItem> {
  const invitation = await findVisibleInvitation(db, tenant, caller, id);
  if (invitation) return updateInvitation(db, tenant, caller, invitation, input, deps);
  const user = await findVisibleUser(db, tenant, caller, id);
  // Never reached through visibleUsers today; kept so a wider scope cannot open it.
  if (user.role_id < caller.roleId) throw forbidden();
  const self = user.id === caller.userId;
  const managed = await managedDomainIds(db, caller);
  const current = await membershipsWithListings(db, user.id);
  const personal =
    (input.firstname !== undefined && input.firstname !== user.firstname) ||
    (input.lastname !== undefined && input.lastname !== user.lastname) ||
    (input.email !== undefined && input.email !== user.email) ||
    (input.disabled !== undefined && input.disabled !== (user.disabled_at !== null));
  if (personal) requireWholeUser(current, managed);

  const errors: FieldErrors = {};
  const wasSuperAdmin = user.role_id === ROLES.superAdmin;
  const plan = await planMemberships(db, errors, caller, managed, input, {
    superAdmin: wasSuperAdmin,
    memberships: current,
    activeDomainId: tenant.id,
  });
  if (self && (plan.changed || plan.superAdmin !== wasSuperAdmin)) {
    const sameSites =
      plan.memberships.length === current.length &&
      plan.memberships.every((m) => current.some((c) => c.domain_id === m.domain_id));
    const field = input.role_id !== undefined && sameSites ? "role_id" : plan.field;
    addFieldError(errors, field, sameSites ? NOT_YOURSELF_ROLE : NOT_YOURSELF_DOMAINS);
  }
  if (self && input.disabled === true) addFieldError(errors, "disabled", NOT_YOURSELF_DISABLED);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const view = { managed, activeDomainId: tenant.id };
  const names = {
    firstname: input.firstname ?? user.firstname,
    lastname: input.lastname ?? user.lastname,
  };
  if (input.email !== undefined && input.email !== user.email) {
    if (user.password_hash === null) {
      const replaced = await readdressPendingUser(
        db,
        caller,
        user,
        plan.memberships,
        names,
        input.email,
        deps,
      );
      if (replaced) return (await toInvitationItems(db, [replaced], view))[0];
    } else {
      await readdressMember(db, caller, user, input.email, deps);
    }
  }

  const disabling = input.disabled === true && user.disabled_at === null;
  const row = await db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          ...names,
          role_id: plan.roleId,
          disabled_at:
            input.disabled === undefined
              ? user.disabled_at
              : input.disabled
                ? (user.disabled_at ?? new Date())
                : null,
          updated_at: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning(userRowColumns);
      if (plan.changed) await replaceMemberships(tx as unknown as Db, user.id, plan.memberships);
      if (disabling) {
        await revokeAllSessions(tx as unknown as Db, user.id, "disabled by an administrator");
        await invalidateAccountLinks(tx as unknown as Db, user.id);
      }
      return updated;
    })
    .catch(rethrowEmailTaken);
  return toUserItem(db, row, view);
}
