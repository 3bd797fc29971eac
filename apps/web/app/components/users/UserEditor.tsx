import { ROLES, type Role, type UserItem, type UserUpdate } from "@fooddir/contract";
import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconArrowBackUp, IconDeviceFloppy, IconUserOff } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { apiErrorBody, apiErrorStatus, showApiError } from "../../lib/api/errors.ts";
import { coreKeys } from "../../lib/core-data.ts";
import { notify } from "../../lib/notify.ts";
import { userKeys, usersApi } from "../../lib/users/api.ts";
import {
  type UserFormErrors,
  type UserFormValues,
  updateUserBody,
  userFieldErrors,
  validateUserForm,
  valuesOfUser,
} from "../../lib/users/form.ts";
import { useAssignableDomains, useDeleteUser, useUnsavedGuard } from "../../lib/users/hooks.ts";
import {
  assignableRoles,
  type Caller,
  fullName,
  userPermissions,
} from "../../lib/users/permissions.ts";
import { UnsavedChangesDialog } from "../content/UnsavedChangesDialog.tsx";
import { UserDangerZone } from "./UserDangerZone.tsx";
import { DeleteUserDialog } from "./UserDialogs.tsx";
import { errorKeysOf, UserForm, useFocusFirstError } from "./UserForm.tsx";
import { UserHeader } from "./UserHeader.tsx";

type Props = { user: UserItem; caller: Caller; roles: Role[] | undefined };

/** Edit one user: only changed fields are sent; Discard, an unsaved-changes guard, Delete. */
export function UserEditor({ user, caller, roles }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const domains = useAssignableDomains(caller);
  const roleOptions = useMemo(() => assignableRoles(caller.role.id, roles), [caller, roles]);
  const permissions = userPermissions(caller, user);
  const [current, setCurrent] = useState(user);
  const [baseline, setBaseline] = useState<UserFormValues>(() => valuesOfUser(user));
  const [values, setValues] = useState(baseline);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const focusErrors = useFocusFirstError(errors);
  const body = updateUserBody(baseline, values, permissions);
  const dirty = Object.keys(body).length > 0;
  const bypass = useRef(false);
  const blocker = useUnsavedGuard(dirty, bypass);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteUser(() => {
    bypass.current = true;
    setDeleting(false);
    void navigate("/panel/users");
  });

  const onChange = (patch: Partial<UserFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    const touched = errorKeysOf(patch);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !touched.includes(k))));
  };

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (changes: UserUpdate) => usersApi.update(user.id, changes),
    onSuccess: (saved) => {
      notify.success(`${fullName(saved)} saved.`);
      queryClient.setQueryData(userKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: userKeys.lists });
      if (permissions.self) void queryClient.invalidateQueries({ queryKey: coreKeys.account });
      const next = valuesOfUser(saved);
      setCurrent(saved);
      setBaseline(next);
      setValues(next);
      setErrors({});
    },
    onError: (error) => {
      const { fields, rest } = userFieldErrors(apiErrorBody(error)?.errors);
      if (apiErrorStatus(error) === 422 && Object.keys(fields).length > 0) {
        setErrors(fields);
        focusErrors();
        if (rest.length > 0) notify.error(rest.join(", "), { autoClose: 3000 });
      } else showApiError(error);
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateUserForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusErrors();
    if (dirty) save.mutate(body);
  };

  const discard = () => {
    setValues(baseline);
    setErrors({});
  };

  const name = fullName(current);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg" maw={720}>
        <UserHeader user={current} self={permissions.self} />
        {current.disabled ? (
          <Alert variant="light" color="orange" icon={<IconUserOff size={18} />}>
            {name} is disabled and can't sign in. Turn off “Disabled” and save to let them back in.
          </Alert>
        ) : null}
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
          <UserForm
            values={values}
            errors={errors}
            onChange={onChange}
            roles={roleOptions}
            domains={domains}
            lockReason={permissions.canChangeRole ? null : permissions.roleReason}
            showDisabled
            disableReason={permissions.canDisable ? null : permissions.disableReason}
            ownSitesOnly={caller.role.id !== ROLES.superAdmin}
            editing
          />
        </Paper>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c={dirty ? "orange" : "dimmed"} role="status">
            {dirty ? "You have unsaved changes." : "All changes saved."}
          </Text>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} />}
              disabled={!dirty || save.isPending}
              onClick={discard}
            >
              Discard
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!dirty}
              leftSection={<IconDeviceFloppy size={16} />}
            >
              Save
            </Button>
          </Group>
        </Group>
        <UserDangerZone
          user={current}
          lockReason={permissions.canDelete ? null : permissions.deleteReason}
          onDelete={() => setDeleting(true)}
        />
      </Stack>
      <DeleteUserDialog
        opened={deleting}
        user={current}
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => remove.mutate(current)}
      />
      <UnsavedChangesDialog blocker={blocker}>
        Your changes to {name} have not been saved and will be lost.
      </UnsavedChangesDialog>
    </form>
  );
}
