import type { AccountUpdate, AccountUpdateResult, TokenPair } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from "../../auth/passwords.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { type FieldErrors, notFound, validationFailed } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { revokeAllSessions } from "../session/revoke-all-sessions.ts";
import { startSession } from "../session/start-session.ts";
import { EMAIL_TAKEN, userIdWithEmail } from "../users/user-rules.ts";
import { type Caller, mayKnowUser } from "../users/user-scope.ts";
import { loadAccount } from "./load-account.ts";
import { invalidateAccountLinks } from "./password-link.ts";
import { type LinkSite, startEmailChange } from "./start-email-change.ts";

export const CURRENT_PASSWORD_REQUIRED = "The current password field is required.";
export const CURRENT_PASSWORD_WRONG = "The current password is incorrect.";

/**
 * Updates the caller's profile. A new password or a new email needs the current password. A new
 * password ends every outstanding account link, signs out every session and returns a new token
 * pair for the caller in `session`. A new email does not change the email yet: it mails a confirm
 * link to the new address and a notice with a revert link to the old one (start-email-change.ts),
 * both for `site`, and the answer names it in `pending_email` and `message`.
 */
export async function updateAccount(
  db: Db,
  appSecret: string,
  caller: {
    userId: number;
    domainId: number;
    roleId: Caller["roleId"];
    /** Role 4's listings on the active domain (shown in the answer's `member_ids`). */
    memberIds?: readonly number[];
  },
  input: AccountUpdate,
  links: { mailer: Mailer; site: LinkSite },
): Promise<AccountUpdateResult> {
  const [user] = await db.select().from(users).where(eq(users.id, caller.userId)).limit(1);
  if (!user) throw notFound();

  const errors: FieldErrors = {};
  const newEmail = input.email !== undefined && input.email !== user.email ? input.email : null;
  // An address of another account is named "taken" only to a caller who may already know that
  // account; anyone else gets the answer of a free address, and the address's owner a notice.
  let ownedByOther = false;
  if (newEmail) {
    const taken = await userIdWithEmail(db, newEmail, user.id);
    if (taken !== null && (await mayKnowUser(db, caller, taken))) errors.email = [EMAIL_TAKEN];
    else if (taken !== null) ownedByOther = true;
  }
  if (input.password !== undefined || newEmail) {
    if (!input.current_password) {
      errors.current_password = [CURRENT_PASSWORD_REQUIRED];
    } else if (!(await verifyPassword(user.password_hash, input.current_password))) {
      errors.current_password = [CURRENT_PASSWORD_WRONG];
    } else if (input.password !== undefined && isCommonPassword(input.password)) {
      errors.password = [COMMON_PASSWORD_MESSAGE];
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  await db
    .update(users)
    .set({
      firstname: input.firstname ?? user.firstname,
      lastname: input.lastname ?? user.lastname,
      notify: input.notify ?? user.notify,
      ...(input.password !== undefined
        ? { password_hash: await hashPassword(input.password) }
        : {}),
      updated_at: new Date(),
    })
    .where(eq(users.id, user.id));

  let session: TokenPair | undefined;
  if (input.password !== undefined) {
    await invalidateAccountLinks(db, user.id);
    await revokeAllSessions(db, user.id, "password changed");
    session = await startSession(db, appSecret, user.id, caller.domainId);
  }
  if (newEmail) {
    await startEmailChange(
      db,
      links.mailer,
      { id: user.id, email: user.email, firstname: input.firstname ?? user.firstname },
      newEmail,
      links.site,
      { ownedByOther },
    );
  }
  const account = await loadAccount(db, user.id, caller.domainId, caller.memberIds);
  return {
    ...account,
    ...(session ? { session } : {}),
    ...(newEmail
      ? {
          message: `We sent a link to ${newEmail}: your email changes when you open it. Until then you sign in with ${user.email}.`,
        }
      : {}),
  };
}
