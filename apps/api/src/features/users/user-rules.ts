import { POST_TYPES, ROLES, type RoleId } from "@fooddir/contract";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domains, posts, users } from "../../db/schema.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { addFieldError, type FieldErrors, validationFailed } from "../../http/errors.ts";
import type { Caller } from "./user-scope.ts";

// The rules every write of a user shares (contract.md "Users", "Roles"); each adds to `errors`
// so one 422 names every bad field.

export const ROLE_TOO_HIGH = "You may not grant a role above your own.";
export const DOMAINS_REQUIRED = "Choose at least one site for a site admin or an editor.";
export const DOMAINS_INVALID = "The selected domain ids are invalid.";
export const DOMAINS_NOT_YOURS = "You may only assign sites where you are a site admin.";
export const EMAIL_TAKEN = "The email has already been taken.";
export const MEMBER_IDS_REQUIRED =
  "Choose at least one listing for each site where this user is a member.";
export const MEMBER_IDS_WITHOUT_MEMBER =
  "Only a member keeps listings: give this user the Member role on a site, or leave out the listings.";
/** Nobody disables themself or changes their own role or sites (update-user.ts). */
export const NOT_YOURSELF_DISABLED = "You cannot disable your own account.";
export const NOT_YOURSELF_ROLE = "You cannot change your own role.";
export const NOT_YOURSELF_DOMAINS = "You cannot change your own sites.";
/** A member id that is not a live member post of a site where the user is a member (decision 027). */
export const memberIdInvalid = (id: number) =>
  `Listing ${id} is not a member post of a site where this user is a member.`;

/** The unique index that keeps live users' emails apart. */
export const USERS_EMAIL_INDEX = "users_email_live_idx";

/** Lower id = higher role: nobody grants a role above their own. */
export function checkRole(errors: FieldErrors, caller: Caller, roleId: RoleId) {
  if (roleId < caller.roleId) addFieldError(errors, "role_id", ROLE_TOO_HIGH);
}

/** The given domain ids, each once, when they all exist and the caller may assign them. */
export async function checkDomainIds(
  db: Db,
  errors: FieldErrors,
  ids: number[],
  assignable: number[] | null,
  field: "domain_ids" | "domain_roles" = "domain_ids",
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: domains.id })
    .from(domains)
    .where(inArray(domains.id, unique));
  if (found.length !== unique.length) addFieldError(errors, field, DOMAINS_INVALID);
  else if (assignable && unique.some((id) => !assignable.includes(id))) {
    addFieldError(errors, field, DOMAINS_NOT_YOURS);
  }
  return unique;
}

/**
 * The live (not deleted) member posts among `ids` whose domain is one of `memberDomains` (where
 * the user gets role 4 and the caller manages), by id with their domain; every other id gets an
 * error naming it (another site's id reads like a missing one). Decision 027.
 */
export async function checkMemberIds(
  db: Db,
  errors: FieldErrors,
  ids: number[],
  memberDomains: number[],
): Promise<Map<number, number>> {
  const found =
    ids.length === 0 || memberDomains.length === 0
      ? []
      : await db
          .select({ id: posts.id, domainId: posts.domain_id })
          .from(posts)
          .where(
            and(
              inArray(posts.id, ids),
              inArray(posts.domain_id, memberDomains),
              eq(posts.post_type_id, POST_TYPES.member),
              isNull(posts.deleted_at),
            ),
          );
  const domainOf = new Map(found.map((p) => [p.id, p.domainId]));
  for (const id of ids) {
    if (!domainOf.has(id)) addFieldError(errors, "member_ids", memberIdInvalid(id));
  }
  return domainOf;
}

/** Site admins and editors act on their domains only, so they need at least one. */
export function checkHasDomains(
  errors: FieldErrors,
  roleId: RoleId,
  domainIds: number[],
  field: "domain_ids" | "domain_roles" = "domain_ids",
) {
  if (roleId !== ROLES.superAdmin && domainIds.length === 0 && !errors[field]) {
    addFieldError(errors, field, DOMAINS_REQUIRED);
  }
}

/** The id of the live (not deleted) user other than `exceptUserId` who has `email`, or null. */
export async function userIdWithEmail(
  db: Db,
  email: string,
  exceptUserId?: number,
): Promise<number | null> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, email),
        isNull(users.deleted_at),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return taken?.id ?? null;
}

/** Emails are unique among users that are not deleted. */
export async function checkEmailFree(
  db: Db,
  errors: FieldErrors,
  email: string,
  exceptUserId?: number,
) {
  if ((await userIdWithEmail(db, email, exceptUserId)) !== null) {
    addFieldError(errors, "email", EMAIL_TAKEN);
  }
}

/** A concurrent write that took the email between the check and the write ends the same way. */
export function rethrowEmailTaken(error: unknown): never {
  if (isUniqueViolation(error, USERS_EMAIL_INDEX)) throw validationFailed({ email: [EMAIL_TAKEN] });
  throw error;
}
