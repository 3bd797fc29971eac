import { ROLES, type RoleId, type UserUpdate } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userDomains, users } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { addFieldError, type FieldErrors, forbidden, validationFailed } from "../../http/errors.ts";
import { invalidateAccountLinks } from "../account/password-link.ts";
import { revokeAllSessions } from "../session/revoke-all-sessions.ts";
import { toUserItem, userRowColumns } from "./serialize.ts";
import {
  checkDomainIds,
  checkEmailFree,
  checkHasDomains,
  checkRole,
  rethrowEmailTaken,
} from "./user-rules.ts";
import { assignableDomainIds, type Caller, findVisibleUser } from "./user-scope.ts";

export const NOT_YOURSELF_DISABLED = "You cannot disable your own account.";
export const NOT_YOURSELF_ROLE = "You cannot change your own role.";
export const NOT_YOURSELF_DOMAINS = "You cannot change your own sites.";

const sameSet = (a: number[], b: number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Updates a user the caller may manage (else 404). Fields left out stay. A site admin's
 * `domain_ids` replaces the memberships it can assign and keeps the user's other ones. Nobody
 * changes their own role or sites, or disables themself. Disabling ends every session of the
 * user at once; a role or domain change takes effect on their next request (every request
 * re-reads both; request-context.ts moves a user who lost the active domain to another one).
 */
export async function updateUser(
  db: Db,
  tenant: Tenant,
  caller: Caller,
  id: number,
  input: UserUpdate,
) {
  const user = await findVisibleUser(db, tenant, caller, id);
  // Never reached through visibleUsers today; kept so a wider scope cannot open it.
  if (user.role_id < caller.roleId) throw forbidden();
  const self = user.id === caller.userId;
  const errors: FieldErrors = {};

  const roleId = (input.role_id ?? user.role_id) as RoleId;
  if (input.role_id !== undefined && input.role_id !== user.role_id) {
    if (self) addFieldError(errors, "role_id", NOT_YOURSELF_ROLE);
    else checkRole(errors, caller, input.role_id);
  }
  if (self && input.disabled === true) addFieldError(errors, "disabled", NOT_YOURSELF_DISABLED);

  const assignable = await assignableDomainIds(db, caller);
  const current = (
    await db
      .select({ id: userDomains.domain_id })
      .from(userDomains)
      .where(eq(userDomains.user_id, user.id))
  ).map((r) => r.id);
  let domainIds = current;
  if (input.domain_ids !== undefined) {
    const given = await checkDomainIds(db, errors, input.domain_ids, assignable);
    const kept = assignable ? current.filter((d) => !assignable.includes(d)) : [];
    domainIds = [...new Set([...kept, ...given])];
    // A super admin belongs to every domain whatever its rows say.
    if (self && roleId !== ROLES.superAdmin && !sameSet(domainIds, current)) {
      addFieldError(errors, "domain_ids", NOT_YOURSELF_DOMAINS);
    }
  }
  checkHasDomains(errors, roleId, domainIds);
  if (input.email !== undefined && input.email !== user.email) {
    await checkEmailFree(db, errors, input.email, user.id);
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const disabling = input.disabled === true && user.disabled_at === null;
  const row = await db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          firstname: input.firstname ?? user.firstname,
          lastname: input.lastname ?? user.lastname,
          email: input.email ?? user.email,
          role_id: roleId,
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
      if (!sameSet(domainIds, current)) {
        await tx.delete(userDomains).where(eq(userDomains.user_id, user.id));
        if (domainIds.length > 0) {
          await tx
            .insert(userDomains)
            .values(
              domainIds.map((domain_id) => ({ user_id: user.id, domain_id, role_id: roleId })),
            );
        }
      }
      if (disabling) {
        await revokeAllSessions(tx as unknown as Db, user.id, "disabled by an administrator");
        await invalidateAccountLinks(tx as unknown as Db, user.id);
      }
      return updated;
    })
    .catch(rethrowEmailTaken);
  return toUserItem(db, row, assignable);
}
