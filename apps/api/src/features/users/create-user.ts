import type { UserCreate } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { userDomains, users } from "../../db/schema.ts";
import { type FieldErrors, validationFailed } from "../../http/errors.ts";
import { toUserItem, userRowColumns } from "./serialize.ts";
import {
  checkDomainIds,
  checkEmailFree,
  checkHasDomains,
  checkRole,
  rethrowEmailTaken,
} from "./user-rules.ts";
import { assignableDomainIds, type Caller } from "./user-scope.ts";

/**
 * Creates a user without a password (they choose one through the invitation link, see
 * send-invite.ts) on the given domains. A site admin grants roles 2-3 on its own domains only.
 */
export async function createUser(db: Db, caller: Caller, input: UserCreate) {
  const errors: FieldErrors = {};
  checkRole(errors, caller, input.role_id);
  const assignable = await assignableDomainIds(db, caller);
  const domainIds = await checkDomainIds(db, errors, input.domain_ids, assignable);
  checkHasDomains(errors, input.role_id, domainIds);
  await checkEmailFree(db, errors, input.email);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          role_id: input.role_id,
          password_hash: null,
        })
        .returning(userRowColumns);
      if (domainIds.length > 0) {
        await tx
          .insert(userDomains)
          .values(
            domainIds.map((domain_id) => ({
              user_id: created.id,
              domain_id,
              role_id: input.role_id,
            })),
          );
      }
      return created;
    })
    .catch(rethrowEmailTaken);
  return toUserItem(db, row, assignable);
}
