import { type Domain, ROLE_NAMES, ROLES, type Role, type RoleId } from "@fooddir/contract";
import { MultiSelect, Select, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  USER_FORM_FIELDS,
  type UserFormErrors,
  type UserFormValues,
} from "../../lib/users/form.ts";
import { roleNeedsDomains } from "../../lib/users/permissions.ts";

/** What each role may do (contract.md "Roles"), under the role field. */
const ROLE_HINTS: Record<number, string> = {
  [ROLES.superAdmin]: "Everything on every site, including users and new sites.",
  [ROLES.siteAdmin]: "Settings, users, content, media and submissions on their sites.",
  [ROLES.editor]:
    "Posts, categories, cuisine tags, FAQs and media on their sites; reads submissions.",
};

const fieldId = (field: string) => `user-${field.replace("_", "-")}`;

/** Moves the focus to the first field with an error (after a failed submit). */
export function focusFirstError(errors: UserFormErrors) {
  const first = USER_FORM_FIELDS.find((f) => errors[f]);
  if (first) document.getElementById(fieldId(first))?.focus();
}

/** Returns a function that focuses the first field with an error once the errors are rendered. */
export function useFocusFirstError(errors: UserFormErrors) {
  const [requests, setRequests] = useState(0);
  const latest = useRef(errors);
  latest.current = errors;
  useEffect(() => {
    if (requests > 0) focusFirstError(latest.current);
  }, [requests]);
  return useCallback(() => setRequests((n) => n + 1), []);
}

/** `{roleId}` -> the error keys a change clears (`role_id`). */
export function errorKeysOf(patch: Partial<UserFormValues>): string[] {
  return Object.keys(patch).map((k) =>
    k === "roleId" ? "role_id" : k === "domainIds" ? "domain_ids" : k,
  );
}

type Props = {
  values: UserFormValues;
  errors: UserFormErrors;
  onChange: (patch: Partial<UserFormValues>) => void;
  /** The roles the caller may grant. */
  roles: Role[];
  /** The domains the caller may assign. */
  domains: Domain[];
  /** Why role and sites cannot change (the caller's own account), or null. */
  lockReason?: string | null;
  /** Shows the Disabled switch (edit only); `disableReason` locks it. */
  showDisabled?: boolean;
  disableReason?: string | null;
  /** A site admin assigns only its own sites; on edit the user's other sites stay. */
  ownSitesOnly?: boolean;
  editing?: boolean;
};

/** The fields of the invite and edit forms; errors use the API's field names. */
export function UserForm({
  values,
  errors,
  onChange,
  roles,
  domains,
  lockReason = null,
  showDisabled = false,
  disableReason = null,
  ownSitesOnly = false,
  editing = false,
}: Props) {
  const roleData = useMemo(() => {
    const data = roles.map((r) => ({ value: String(r.id), label: r.name }));
    const current = values.roleId;
    if (current !== null && !roles.some((r) => r.id === current)) {
      const label = ROLE_NAMES[current as RoleId] ?? `Role ${current}`;
      data.unshift({ value: String(current), label, disabled: true } as (typeof data)[number]);
    }
    return data;
  }, [roles, values.roleId]);

  const domainData = useMemo(() => {
    const data = domains.map((d) => ({ value: String(d.id), label: `${d.name} (${d.host})` }));
    for (const id of values.domainIds) {
      if (!domains.some((d) => d.id === id)) data.push({ value: String(id), label: `Site #${id}` });
    }
    return data;
  }, [domains, values.domainIds]);

  const needsDomains = roleNeedsDomains(values.roleId);
  const locked = lockReason !== null;
  let domainHint = "Where they can work. Pick at least one site.";
  if (locked) domainHint = lockReason;
  else if (!needsDomains) domainHint = "Super admins belong to every site.";
  else if (ownSitesOnly) {
    domainHint = editing
      ? "You can assign the sites you belong to. Their access to other sites stays as it is."
      : "You can assign the sites you belong to.";
  }

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          id={fieldId("firstname")}
          label="First name"
          required
          autoComplete="off"
          maxLength={100}
          value={values.firstname}
          error={errors.firstname}
          onChange={(e) => onChange({ firstname: e.currentTarget.value })}
        />
        <TextInput
          id={fieldId("lastname")}
          label="Last name"
          required
          autoComplete="off"
          maxLength={100}
          value={values.lastname}
          error={errors.lastname}
          onChange={(e) => onChange({ lastname: e.currentTarget.value })}
        />
      </SimpleGrid>
      <TextInput
        id={fieldId("email")}
        label="Email"
        type="email"
        required
        autoComplete="off"
        maxLength={254}
        value={values.email}
        error={errors.email}
        onChange={(e) => onChange({ email: e.currentTarget.value })}
      />
      <Select
        id={fieldId("role_id")}
        label="Role"
        required
        placeholder="Choose a role"
        data={roleData}
        value={values.roleId === null ? null : String(values.roleId)}
        onChange={(v) => onChange({ roleId: v ? Number(v) : null })}
        allowDeselect={false}
        disabled={locked}
        description={
          locked ? lockReason : values.roleId !== null ? ROLE_HINTS[values.roleId] : undefined
        }
        error={errors.role_id}
      />
      <MultiSelect
        id={fieldId("domain_ids")}
        label="Sites"
        required={needsDomains}
        placeholder={
          needsDomains ? (values.domainIds.length ? undefined : "Choose sites") : "Every site"
        }
        data={domainData}
        value={needsDomains ? values.domainIds.map(String) : []}
        onChange={(v) => onChange({ domainIds: v.map(Number).sort((a, b) => a - b) })}
        disabled={locked || !needsDomains}
        searchable
        clearable
        nothingFoundMessage="No site matches"
        description={domainHint}
        error={errors.domain_ids}
      />
      {showDisabled ? (
        <Switch
          id={fieldId("disabled")}
          label="Disabled"
          description={
            disableReason ??
            "A disabled user can't sign in. Saving signs them out everywhere at once."
          }
          checked={values.disabled}
          disabled={disableReason !== null}
          onChange={(e) => onChange({ disabled: e.currentTarget.checked })}
          error={errors.disabled}
        />
      ) : null}
    </Stack>
  );
}
