import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { membershipInvitations, users } from "../../db/schema.ts";
import { fieldError } from "../../http/errors.ts";
import { invalidateAccountLinks } from "../account/password-link.ts";
import { startEmailChange } from "../account/start-email-change.ts";
import { type InvitationRow, type InviteDeps, inviteExistingAccount } from "./invitations.ts";
import { sendInvite } from "./send-invite.ts";
import { EMAIL_TAKEN, rethrowEmailTaken, userIdWithEmail } from "./user-rules.ts";
import { type Caller, type Membership, mayKnowUser } from "./user-scope.ts";
import { replaceMemberships } from "./write-memberships.ts";

// Decision 021: an administrator's change of someone's email. Who has joined (chosen a password)
// confirms the new address by a link, as with their own change; who has not joined yet is simply
// invited again at the new address. An address with an account the caller may not know of is
// answered the same way as a free one, and that account's owner is mailed instead.

/** The owner of `email` when the caller may not know of it; "taken" when it may; else null. */
async function ownerOf(db: Db, caller: Caller, email: string, exceptUserId?: number) {
  const ownerId = await userIdWithEmail(db, email, exceptUserId);
  if (ownerId === null) return null;
  if (await mayKnowUser(db, caller, ownerId)) throw fieldError("email", EMAIL_TAKEN);
  return ownerId;
}

/**
 * A user who has signed in: the change waits for the new address's confirm link (the item shows
 * it as `pending_email`); the old address gets a notice with a revert link.
 */
export async function readdressMember(
  db: Db,
  caller: Caller,
  user: { id: number; email: string; firstname: string },
  email: string,
  deps: InviteDeps,
) {
  const ownerId = await ownerOf(db, caller, email, user.id);
  await startEmailChange(db, deps.mailer, user, email, deps.site, {
    ownedByOther: ownerId !== null,
  });
}

/**
 * A user who has not chosen a password yet: the address changes at once and a new invitation
 * goes to it (the old link ends). When the address belongs to an account the caller may not
 * know of, the placeholder user gives way to an invitation of that account under the same id.
 * Returns the invitation when it did, else null (the caller re-reads the user).
 */
export async function readdressPendingUser(
  db: Db,
  caller: Caller,
  user: { id: number; firstname: string; lastname: string },
  memberships: Membership[],
  names: { firstname: string; lastname: string },
  email: string,
  deps: InviteDeps,
): Promise<InvitationRow | null> {
  const ownerId = await ownerOf(db, caller, email, user.id);
  if (ownerId === null) {
    await db
      .update(users)
      .set({ email, ...names, updated_at: new Date() })
      .where(eq(users.id, user.id))
      .catch(rethrowEmailTaken);
    await sendInvite(db, deps, { id: user.id, email, firstname: names.firstname }).catch(
      (err: unknown) => deps.log?.(err),
    );
    return null;
  }
  await invalidateAccountLinks(db, user.id);
  await db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, user.id));
  return inviteExistingAccount(db, deps, {
    id: user.id,
    ownerId,
    ...names,
    email,
    memberships,
    invitedBy: caller.userId,
  });
}

/**
 * An invitation of an existing account re-addressed: to another hidden account it is re-sent
 * there; to a free address it becomes a new user under the same id (reviving the placeholder
 * that an earlier re-addressing set aside) and that address gets the set-password invitation.
 * Returns the invitation, or null when it became a user.
 */
export async function readdressInvitation(
  db: Db,
  caller: Caller,
  invitation: InvitationRow,
  names: { firstname: string; lastname: string },
  memberships: Membership[],
  roleId: number,
  email: string,
  deps: InviteDeps,
): Promise<InvitationRow | null> {
  const ownerId = await ownerOf(db, caller, email);
  if (ownerId !== null) {
    return inviteExistingAccount(db, deps, {
      id: invitation.id,
      ownerId,
      ...names,
      email,
      memberships,
      invitedBy: caller.userId,
    });
  }
  await db
    .transaction(async (tx) => {
      const values = { ...names, email, role_id: roleId, password_hash: null, deleted_at: null };
      await tx
        .insert(users)
        .values({ id: invitation.id, ...values })
        .onConflictDoUpdate({ target: users.id, set: { ...values, updated_at: new Date() } });
      await replaceMemberships(tx as unknown as Db, invitation.id, memberships);
      await tx.delete(membershipInvitations).where(eq(membershipInvitations.id, invitation.id));
    })
    .catch(rethrowEmailTaken);
  await sendInvite(db, deps, { id: invitation.id, email, firstname: names.firstname }).catch(
    (err: unknown) => deps.log?.(err),
  );
  return null;
}
