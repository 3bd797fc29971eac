import type { RoleId } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { type InvitationRow, type InviteDeps, inviteExistingAccount } from "./invitations.ts";
import { sendInvite } from "./send-invite.ts";
import { type UserRow, userRowColumns } from "./serialize.ts";
import { rethrowEmailTaken } from "./user-rules.ts";
import type { Membership } from "./user-scope.ts";
import { insertMemberships } from "./write-memberships.ts";

/** An address asked to join: the names typed, its roles per domain (role 4 with its listings). */
export type DomainInvite = {
  email: string;
  firstname: string;
  lastname: string;
  memberships: Membership[];
  /** users.role_id of a new user: the highest role of its memberships. */
  roleId: RoleId;
  invitedBy: number;
  /** The live account of the address (userIdWithEmail), which the caller already looked up. */
  ownerId: number | null;
};

export type DomainInvited =
  | { id: number; user: UserRow; invitation: null }
  | { id: number; user: null; invitation: InvitationRow };

/**
 * Invites an address to a domain (issue 37 point 2, decisions 021 and 029): the one way every
 * path adds someone who is not on the site yet (POST /api/users, POST
 * /api/posts/{id}/vendor-invitation). A new address becomes a user without a password with the
 * memberships and listings, mailed the set-password link (send-invite.ts); the address of an
 * existing account becomes a pending invitation the owner accepts from its mail
 * (inviteExistingAccount; accepting binds the role and listings), never a membership made
 * without it. Both take an id from the users' sequence, write one row with a hashed single-use
 * token and queue one mail, so neither the answer nor its work tells them apart. Whether the
 * caller may be told "taken" instead is its own rule, checked before.
 */
export async function inviteToDomain(
  db: Db,
  deps: InviteDeps,
  invite: DomainInvite,
): Promise<DomainInvited> {
  const { ownerId, ...typed } = invite;
  if (ownerId !== null) {
    const invitation = await inviteExistingAccount(db, deps, { ...typed, ownerId });
    return { id: invitation.id, user: null, invitation };
  }
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          firstname: typed.firstname,
          lastname: typed.lastname,
          email: typed.email,
          role_id: typed.roleId,
          password_hash: null,
        })
        .returning(userRowColumns);
      await insertMemberships(tx as unknown as Db, created.id, typed.memberships);
      return created;
    })
    .catch(rethrowEmailTaken);
  try {
    await sendInvite(db, deps, row);
  } catch (err) {
    // The user exists either way; a reset link from the sign-in page reaches them later.
    deps.log?.(err);
  }
  return { id: row.id, user: row, invitation: null };
}
