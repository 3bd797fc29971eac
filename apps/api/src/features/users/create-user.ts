import type { UserCreate } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { userDomains, users } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { type FieldErrors, validationFailed } from "../../http/errors.ts";
import { planMemberships } from "./plan-memberships.ts";
import { toUserItem, userRowColumns } from "./serialize.ts";
import { checkEmailFree, rethrowEmailTaken } from "./user-rules.ts";
import { type Caller, managedDomainIds } from "./user-scope.ts";

/**
 * Creates a user without a password (they choose one through the invitation link, see
 * send-invite.ts) with a role per domain (or a global super admin). A site admin grants roles
 * 2-3 on the domains where it is site admin only.
 */
export async function createUser(db: Db, tenant: Tenant, caller: Caller, input: UserCreate) {
  const errors: FieldErrors = {};
  const managed = await managedDomainIds(db, caller);
  const plan = await planMemberships(db, errors, caller, managed, input, {
    superAdmin: false,
    memberships: [],
    activeDomainId: tenant.id,
  });
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
          role_id: plan.roleId,
          password_hash: null,
        })
        .returning(userRowColumns);
      if (plan.memberships.length > 0) {
        await tx
          .insert(userDomains)
          .values(plan.memberships.map((m) => ({ user_id: created.id, ...m })));
      }
      return created;
    })
    .catch(rethrowEmailTaken);
  return toUserItem(db, row, { managed, activeDomainId: tenant.id });
}
