import {
  type DomainRole,
  ROLES,
  type UserCreate,
  type UserItem,
  type UserUpdate,
  userCreateSchema,
} from "@fooddir/contract";

/** The values of the user form (create and edit). */
export type UserFormValues = {
  firstname: string;
  lastname: string;
  email: string;
  /** Role 1, global: then `siteRoles` is not sent. */
  superAdmin: boolean;
  /** The role on each site the user belongs to (among those the caller sees), by domain id. */
  siteRoles: DomainRole[];
  /** Role 4 ("Member"): the member posts (listings) the user keeps, on any of those sites. */
  memberIds: number[];
  disabled: boolean;
};

/** Field errors keyed by the API's field names (firstname, email, role_id, domain_roles, ...). */
export type UserFormErrors = Partial<Record<UserFormField, string>>;
export const USER_FORM_FIELDS = [
  "firstname",
  "lastname",
  "email",
  "role_id",
  "domain_roles",
  "member_ids",
  "disabled",
] as const;
export type UserFormField = (typeof USER_FORM_FIELDS)[number];

/** The server's message (user-rules.ts) for a site admin or editor without sites. */
export const DOMAINS_REQUIRED = "Choose at least one site for a site admin or an editor.";
/** The server's message (user-rules.ts) for a member without listings. */
export const MEMBER_IDS_REQUIRED =
  "Choose at least one listing for each site where this user is a member.";

/** Whether the form gives the user role 4 on some site (then it keeps listings). */
export const isMemberSomewhere = (values: Pick<UserFormValues, "superAdmin" | "siteRoles">) =>
  !values.superAdmin && values.siteRoles.some((r) => r.role_id === ROLES.member);

const byDomain = (a: DomainRole, b: DomainRole) => a.domain_id - b.domain_id;

/** A new user: an editor of `domainIds`. */
export function emptyUserForm(domainIds: number[] = []): UserFormValues {
  return {
    firstname: "",
    lastname: "",
    email: "",
    superAdmin: false,
    siteRoles: domainIds.map((domain_id) => ({ domain_id, role_id: ROLES.editor })),
    memberIds: [],
    disabled: false,
  };
}

export function valuesOfUser(user: UserItem): UserFormValues {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    superAdmin: user.role.id === ROLES.superAdmin,
    siteRoles: [...user.domain_roles].sort(byDomain),
    memberIds: [...(user.member_ids ?? [])].sort((a, b) => a - b),
    disabled: user.disabled,
  };
}

/** The form's site roles with `domainId` set to `roleId`, or without it when `roleId` is null. */
export function withSiteRole(
  siteRoles: readonly DomainRole[],
  domainId: number,
  roleId: DomainRole["role_id"] | null,
): DomainRole[] {
  const rest = siteRoles.filter((r) => r.domain_id !== domainId);
  return (roleId === null ? rest : [...rest, { domain_id: domainId, role_id: roleId }]).sort(
    byDomain,
  );
}

const isFormField = (key: string): key is UserFormField =>
  (USER_FORM_FIELDS as readonly string[]).includes(key);

/** The role fields of a body; `member_ids` only while some site gives role 4 (decision 027). */
const roleFieldsOf = (values: UserFormValues) =>
  values.superAdmin
    ? { role_id: ROLES.superAdmin }
    : {
        domain_roles: [...values.siteRoles].sort(byDomain),
        ...(isMemberSomewhere(values)
          ? { member_ids: [...values.memberIds].sort((a, b) => a - b) }
          : {}),
      };

function parse(values: UserFormValues) {
  return userCreateSchema.safeParse({
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    ...roleFieldsOf(values),
  });
}

/** The contract's own checks (same messages as the server) plus "a site admin or editor needs sites". */
export function validateUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  const result = parse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "");
      if (isFormField(key) && !errors[key]) errors[key] = issue.message;
    }
  }
  if (!values.superAdmin && values.siteRoles.length === 0) errors.domain_roles ??= DOMAINS_REQUIRED;
  if (isMemberSomewhere(values) && values.memberIds.length === 0) {
    errors.member_ids ??= MEMBER_IDS_REQUIRED;
  }
  return errors;
}

/** The POST /api/users body (trimmed names, lowercased email), or null while the form is invalid. */
export function createUserBody(values: UserFormValues): UserCreate | null {
  const result = parse(values);
  return result.success && Object.keys(validateUserForm(values)).length === 0 ? result.data : null;
}

const sameRoles = (a: readonly DomainRole[], b: readonly DomainRole[]) =>
  a.length === b.length &&
  a.every((r) => b.some((o) => o.domain_id === r.domain_id && o.role_id === r.role_id));

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The PUT /api/users/{id} body: only the fields that changed. Name and email are left out when the
 * caller may not change them (a user of sites it does not manage), role and sites and the disabled
 * flag when it may not change those (its own account). Turning the super admin switch on sends
 * `role_id: 1`; any other role change sends every site role the caller sees (`domain_roles`
 * replaces the memberships on the caller's sites; the user's other ones stay), with the
 * listings (`member_ids`, all of them) while some site gives role 4; a change of listings alone
 * sends the same.
 */
export function updateUserBody(
  baseline: UserFormValues,
  values: UserFormValues,
  allowed: { canChangeRole: boolean; canDisable: boolean; canEditProfile?: boolean },
): UserUpdate {
  const body: UserUpdate = {};
  const firstname = values.firstname.trim();
  const lastname = values.lastname.trim();
  const email = values.email.trim().toLowerCase();
  if (allowed.canEditProfile !== false) {
    if (firstname !== baseline.firstname.trim()) body.firstname = firstname;
    if (lastname !== baseline.lastname.trim()) body.lastname = lastname;
    if (email !== baseline.email.trim().toLowerCase()) body.email = email;
  }
  if (allowed.canChangeRole) {
    const changed =
      values.superAdmin !== baseline.superAdmin ||
      (!values.superAdmin &&
        (!sameRoles(values.siteRoles, baseline.siteRoles) ||
          (isMemberSomewhere(values) && !sameIds(values.memberIds, baseline.memberIds))));
    if (changed) Object.assign(body, roleFieldsOf(values));
  }
  if (allowed.canDisable && values.disabled !== baseline.disabled) body.disabled = values.disabled;
  return body;
}

/**
 * A 422's `errors` at the form's fields: `domain_roles.0` counts as `domain_roles`, and so does
 * `domain_ids`; messages of one field are joined. `rest` holds the messages no field shows (for a toast).
 */
export function userFieldErrors(
  errors: Record<string, string[] | string | undefined> | undefined,
): {
  fields: UserFormErrors;
  rest: string[];
} {
  const collected = new Map<UserFormField, string[]>();
  const rest: string[] = [];
  for (const [name, raw] of Object.entries(errors ?? {})) {
    const messages = (Array.isArray(raw) ? raw : raw ? [raw] : []).filter(Boolean);
    const first = name.split(".")[0] ?? name;
    const key = first === "domain_ids" ? "domain_roles" : first;
    if (!isFormField(key)) {
      rest.push(...messages);
      continue;
    }
    const list = collected.get(key) ?? [];
    for (const m of messages) if (!list.includes(m)) list.push(m);
    collected.set(key, list);
  }
  const fields: UserFormErrors = {};
  for (const [key, list] of collected) if (list.length > 0) fields[key] = list.join(", ");
  return { fields, rest };
}
