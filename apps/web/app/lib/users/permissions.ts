import {
  type Account,
  type Domain,
  ROLE_NAMES,
  ROLES,
  type Role,
  USER_OUTSIDE_YOUR_SITES,
} from "@fooddir/contract";

/** What the users screens need to know about the signed-in user. */
export type Caller = Pick<Account, "id" | "role" | "domains" | "active_domain_id"> &
  Partial<Pick<Account, "domain_roles">>;

/** Super admins and site admins manage users (contract.md "Roles"); editors do not. */
export function canManageUsers(caller: Pick<Caller, "role"> | undefined): boolean {
  const id = caller?.role.id;
  return id === ROLES.superAdmin || id === ROLES.siteAdmin;
}

/**
 * The roles the caller may grant: its own and every lower one (a lower id is a higher role), in
 * id order. Falls back to the contract's names while GET /api/roles has not answered.
 */
export function assignableRoles(callerRoleId: number, roles: readonly Role[] | undefined): Role[] {
  const known =
    roles && roles.length > 0
      ? roles
      : Object.entries(ROLE_NAMES).map(([id, name]) => ({ id: Number(id), name }));
  return [...known].filter((r) => r.id >= callerRoleId).sort((a, b) => a.id - b.id);
}

/** The roles a user may hold on one site (role 1 is global, never per site). */
export function siteRoles(callerRoleId: number, roles: readonly Role[] | undefined): Role[] {
  return assignableRoles(callerRoleId, roles).filter((r) => r.id !== ROLES.superAdmin);
}

/**
 * The domains the caller may assign: every domain for a super admin (GET /api/domains, the
 * account's own until it answers), else the domains where the caller is site admin (where it is
 * only an editor it manages nothing); sorted by name.
 */
export function assignableDomains(
  caller: Pick<Caller, "role" | "domains" | "domain_roles">,
  allDomains: readonly Domain[] | undefined,
): Domain[] {
  const managed = (d: Domain) =>
    !caller.domain_roles ||
    caller.domain_roles.some((r) => r.domain_id === d.id && r.role_id === ROLES.siteAdmin);
  const list =
    caller.role.id === ROLES.superAdmin
      ? allDomains && allDomains.length > 0
        ? allDomains
        : caller.domains
      : caller.domains.filter(managed);
  return [...list].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** A new user's preselected domains: the caller's active domain when it may assign it. */
export function defaultDomainIds(
  caller: Pick<Caller, "active_domain_id">,
  assignable: readonly Domain[],
): number[] {
  return assignable.some((d) => d.id === caller.active_domain_id) ? [caller.active_domain_id] : [];
}

/** Super admins belong to every domain, so only the other roles pick domains. */
export function roleNeedsDomains(roleId: number | null): boolean {
  return roleId !== ROLES.superAdmin;
}

export const SELF_DELETE = "You can't delete your own account.";
export const SELF_DISABLE = "You can't disable your own account.";
export const SELF_ROLE = "You can't change your own role or sites.";
export const ROLE_ABOVE = "Only a super admin manages this user.";

/** Only a super admin may grant role 1 (the Super admin switch of the user form). */
export function canGrantSuperAdmin(caller: Pick<Caller, "role">): boolean {
  return caller.role.id === ROLES.superAdmin;
}

/** What the caller may do with one user; `reason` explains why an action is off. */
export type UserPermissions = {
  self: boolean;
  canEdit: boolean;
  /** Name and email (a user who also belongs to sites the caller does not manage: no). */
  canEditProfile: boolean;
  profileReason: string | null;
  canChangeRole: boolean;
  canDisable: boolean;
  canDelete: boolean;
  /** Why role and sites are locked, or null. */
  roleReason: string | null;
  disableReason: string | null;
  deleteReason: string | null;
};

/**
 * Nobody deletes or disables themself or changes their own role or sites; nobody manages a user
 * with a role above their own; a user who also belongs to sites the caller does not manage
 * (`other_sites`) keeps its name, email and status, and only a super admin deletes it (the
 * server enforces all of it; the UI mirrors it). Roles on the caller's own sites stay editable.
 */
export function userPermissions(
  caller: Pick<Caller, "id" | "role">,
  user: { id: number; role: { id: number }; other_sites?: boolean },
): UserPermissions {
  const self = caller.id === user.id;
  const above = user.role.id < caller.role.id;
  const canManage = canManageUsers(caller) && !above;
  const shared = Boolean(user.other_sites);
  const lock = (selfReason: string) => (above ? ROLE_ABOVE : self ? selfReason : null);
  const sharedLock = (selfReason: string) =>
    lock(selfReason) ?? (shared ? USER_OUTSIDE_YOUR_SITES : null);
  return {
    self,
    canEdit: canManage,
    canEditProfile: canManage && !shared,
    profileReason: above ? ROLE_ABOVE : shared ? USER_OUTSIDE_YOUR_SITES : null,
    canChangeRole: canManage && !self,
    canDisable: canManage && !self && !shared,
    canDelete: canManage && !self && !shared,
    roleReason: lock(SELF_ROLE),
    disableReason: sharedLock(SELF_DISABLE),
    deleteReason: sharedLock(SELF_DELETE),
  };
}

/** "Jane Doe", or the email when both names are blank. */
export function fullName(user: { firstname: string; lastname: string; email: string }): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.email;
}
