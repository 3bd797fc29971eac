import { SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from "react";
import {
  USER_FORM_FIELDS,
  type UserFormErrors,
  type UserFormValues,
} from "../../lib/users/form.ts";
import { type SiteRolesAccess, UserSiteRoles } from "./UserSiteRoles.tsx";

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

const ERROR_KEYS: Record<string, string> = {
  superAdmin: "role_id",
  siteRoles: "domain_roles",
  memberIds: "member_ids",
};

/** `{siteRoles}` -> the error keys a change clears (`domain_roles`). */
export function errorKeysOf(patch: Partial<UserFormValues>): string[] {
  return Object.keys(patch).map((k) => ERROR_KEYS[k] ?? k);
}

type Props = SiteRolesAccess & {
  values: UserFormValues;
  errors: UserFormErrors;
  onChange: (patch: Partial<UserFormValues>) => void;
  /** Why name and email cannot change (a user of sites the caller does not manage), or null. */
  profileReason?: string | null;
  /** Shows the Disabled switch (edit only); `disableReason` locks it. */
  showDisabled?: boolean;
  disableReason?: string | null;
};

/** The fields of the invite and edit forms; errors use the API's field names. */
export function UserForm({
  values,
  errors,
  onChange,
  profileReason = null,
  showDisabled = false,
  disableReason = null,
  ...access
}: Props) {
  const profileLocked = profileReason !== null;
  /** A profile field: its id, value, error and change; locked while `profileReason` says so. */
  const profile = (name: "firstname" | "lastname" | "email") => ({
    id: fieldId(name),
    required: true,
    autoComplete: "off",
    value: values[name],
    disabled: profileLocked,
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [name]: e.currentTarget.value }),
  });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="First name" maxLength={100} {...profile("firstname")} />
        <TextInput label="Last name" maxLength={100} {...profile("lastname")} />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        maxLength={254}
        description={profileReason ?? undefined}
        {...profile("email")}
      />
      <UserSiteRoles values={values} errors={errors} onChange={onChange} access={access} />
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
