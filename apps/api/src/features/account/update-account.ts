import type { AccountUpdate, TokenPair } from "@fooddir/contract";
import { and, eq, isNull, ne } from "drizzle-orm";
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from "../../auth/passwords.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { type FieldErrors, notFound, validationFailed } from "../../http/errors.ts";
import { revokeAllSessions } from "../session/revoke-all-sessions.ts";
import { startSession } from "../session/start-session.ts";
import { loadAccount } from "./load-account.ts";

/**
 * Updates the caller's profile. A new password needs the current one, signs out every session
 * and returns a new token pair for the caller in `session`.
 */
export async function updateAccount(
  db: Db,
  appSecret: string,
  caller: { userId: number; domainId: number },
  input: AccountUpdate,
) {
  const [user] = await db.select().from(users).where(eq(users.id, caller.userId)).limit(1);
  if (!user) throw notFound();

  const errors: FieldErrors = {};
  if (input.email && input.email !== user.email) {
    const taken = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, user.id), isNull(users.deleted_at)))
      .limit(1);
    if (taken.length > 0) errors.email = ["The email has already been taken."];
  }
  if (input.password !== undefined) {
    if (!(await verifyPassword(user.password_hash, input.current_password ?? ""))) {
      errors.current_password = ["The current password is incorrect."];
    } else if (isCommonPassword(input.password)) {
      errors.password = [COMMON_PASSWORD_MESSAGE];
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  await db
    .update(users)
    .set({
      firstname: input.firstname ?? user.firstname,
      lastname: input.lastname ?? user.lastname,
      email: input.email ?? user.email,
      ...(input.password !== undefined
        ? { password_hash: await hashPassword(input.password) }
        : {}),
      updated_at: new Date(),
    })
    .where(eq(users.id, user.id));

  let session: TokenPair | undefined;
  if (input.password !== undefined) {
    await revokeAllSessions(db, user.id, "password changed");
    session = await startSession(db, appSecret, user.id, caller.domainId);
  }
  const account = await loadAccount(db, user.id, caller.domainId);
  return session ? { ...account, session } : account;
}
