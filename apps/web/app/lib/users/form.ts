import {
  type RoleId,
  type UserCreate,
  type UserItem,
  type UserUpdate,
  userCreateSchema,
} from "@fooddir/contract";
import { roleNeedsDomains } from "./permissions.ts";

/** The values of the user form (create and edit). */
export type UserFormValues = {
  firstname: string;
  lastname: string;
  email: string;
  roleId: number | null;
  domainIds: number[];
  disabled: boolean;
};

/** Field errors keyed by the API's field names (firstname, email, role_id, domain_ids, ...). */
export type UserFormErrors = Partial<Record<UserFormField, string>>;
export const USER_FORM_FIELDS = [
  "firstname",
  "lastname",
  "email",
  "role_id",
  "domain_ids",
  "disabled",
] as const;
export type UserFormField = (typeof USER_FORM_FIELDS)[number];

export const ROLE_REQUIRED = "The role field is required.";
/** The server's message (user-rules.ts) for a site admin or editor without sites. */
export const DOMAINS_REQUIRED = "Choose at least one site for a site admin or an editor.";

export function emptyUserForm(domainIds: number[] = []): UserFormValues {
  return { firstname: "", lastname: "", email: "", roleId: null, domainIds, disabled: false };
}

export function valuesOfUser(user: UserItem): UserFormValues {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    roleId: user.role.id,
    domainIds: user.domains.map((d) => d.id).sort((a, b) => a - b),
    disabled: user.disabled,
  };
}

const isFormField = (key: string): key is UserFormField =>
  (USER_FORM_FIELDS as readonly string[]).includes(key);

function parse(values: UserFormValues) {
  return userCreateSchema.safeParse({
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    role_id: values.roleId ?? undefined,
    domain_ids: roleNeedsDomains(values.roleId) ? values.domainIds : [],
  });
}

/** The contract's own checks (same messages as the server) plus "a role needs sites". */
export function validateUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  const result = parse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "");
      if (isFormField(key) && !errors[key]) errors[key] = issue.message;
    }
  }
  if (values.roleId === null) errors.role_id = ROLE_REQUIRED;
  if (values.roleId !== null && roleNeedsDomains(values.roleId) && values.domainIds.length === 0) {
    errors.domain_ids ??= DOMAINS_REQUIRED;
  }
  return errors;
}

/** The POST /api/users body (trimmed names, lowercased email), or null while the form is invalid. */
export function createUserBody(values: UserFormValues): UserCreate | null {
  const result = parse(values);
  return result.success && Object.keys(validateUserForm(values)).length === 0 ? result.data : null;
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The PUT /api/users/{id} body: only the fields that changed. Role, sites and the disabled flag
 * are left out when the caller may not change them (its own account). A new role that needs sites
 * always sends them (a former super admin may have no rows of its own).
 */
export function updateUserBody(
  baseline: UserFormValues,
  values: UserFormValues,
  allowed: { canChangeRole: boolean; canDisable: boolean },
): UserUpdate {
  const body: UserUpdate = {};
  const firstname = values.firstname.trim();
  const lastname = values.lastname.trim();
  const email = values.email.trim().toLowerCase();
  if (firstname !== baseline.firstname.trim()) body.firstname = firstname;
  if (lastname !== baseline.lastname.trim()) body.lastname = lastname;
  if (email !== baseline.email.trim().toLowerCase()) body.email = email;
  if (allowed.canChangeRole) {
    const roleChanged = values.roleId !== null && values.roleId !== baseline.roleId;
    if (roleChanged) body.role_id = values.roleId as RoleId;
    if (
      roleNeedsDomains(values.roleId) &&
      (roleChanged || !sameIds(values.domainIds, baseline.domainIds))
    ) {
      body.domain_ids = [...values.domainIds].sort((a, b) => a - b);
    }
  }
  if (allowed.canDisable && values.disabled !== baseline.disabled) body.disabled = values.disabled;
  return body;
}

/**
 * A 422's `errors` at the form's fields: `domain_ids.0` counts as `domain_ids`; messages of one
 * field are joined. `rest` holds the messages no field shows (for a toast).
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
    const key = name.split(".")[0] ?? name;
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
