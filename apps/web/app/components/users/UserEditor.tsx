import { ROLES, type Role, type UserItem, type UserUpdate } from "@fooddir/contract";
import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import {
  IconArrowBackUp,
  IconDeviceFloppy,
  IconMailForward,
  IconUserOff,
} from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { coreKeys } from "../../lib/core-data.ts";
import { notify } from "../../lib/notify.ts";
import { userKeys, usersApi } from "../../lib/users/api.ts";
import { type UserFormValues, updateUserBody, valuesOfUser } from "../../lib/users/form.ts";
import { useAssignableDomains, useDeleteUser, useUnsavedGuard } from "../../lib/users/hooks.ts";
import {
  type Caller,
  canGrantSuperAdmin,
  fullName,
  siteRoles,
  userPermissions,
} from "../../lib/users/permissions.ts";
import { UnsavedChangesDialog } from "../content/UnsavedChangesDialog.tsx";
import { UserDangerZone } from "./UserDangerZone.tsx";
import { DeleteUserDialog } from "./UserDialogs.tsx";
import { UserForm } from "./UserForm.tsx";
import { UserHeader } from "./UserHeader.tsx";
import { useUserForm } from "./use-user-form.ts";

type Props = { user: UserItem; caller: Caller; roles: Role[] | undefined };

/** Edit one user: only changed fields are sent; Discard, an unsaved-changes guard, Delete. */
export function UserEditor({ user, caller, roles }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const domains = useAssignableDomains(caller);
  const roleOptions = useMemo(() => siteRoles(caller.role.id, roles), [caller, roles]);
  const permissions = userPermissions(caller, user);
  const [current, setCurrent] = useState(user);
  const [baseline, setBaseline] = useState<UserFormValues>(() => valuesOfUser(user));
  const form = useUserForm({
    initial: baseline,
    bodyOf: (values) => updateUserBody(baseline, values, permissions),
    send: (changes: UserUpdate) => usersApi.update(user.id, changes),
    onSaved: (saved) => {
      notify.success(`${fullName(saved)} saved.`);
      queryClient.setQueryData(userKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: userKeys.lists });
      if (permissions.self) void queryClient.invalidateQueries({ queryKey: coreKeys.account });
      const next = valuesOfUser(saved);
      setCurrent(saved);
      setBaseline(next);
      form.reset(next);
    },
  });
  const dirty = Object.keys(updateUserBody(baseline, form.values, permissions)).length > 0;
  const bypass = useRef(false);
  const blocker = useUnsavedGuard(dirty, bypass);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteUser(() => {
    bypass.current = true;
    setDeleting(false);
    void navigate("/panel/users");
  });

  const name = fullName(current);
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack gap="lg" maw={720}>
        <UserHeader user={current} self={permissions.self} />
        {current.disabled ? (
          <Alert variant="light" color="orange" icon={<IconUserOff size={18} />}>
            {name} is disabled and can't sign in. Turn off “Disabled” and save to let them back in.
          </Alert>
        ) : null}
        {current.pending_email ? (
          <Alert variant="light" color="blue" icon={<IconMailForward size={18} />}>
            The email changes to {current.pending_email} when that address confirms it with the link
            we mailed. Until then {name} signs in with {current.email}.
          </Alert>
        ) : current.invitation_pending ? (
          <Alert variant="light" color="yellow" icon={<IconMailForward size={18} />}>
            {name} has not joined yet: the invitation mailed to {current.email} is waiting. Saving a
            new email sends the invitation there instead.
          </Alert>
        ) : null}
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
          <UserForm
            values={form.values}
            errors={form.errors}
            onChange={form.onChange}
            roles={roleOptions}
            domains={domains}
            activeDomainId={caller.active_domain_id}
            canGrantSuperAdmin={canGrantSuperAdmin(caller)}
            lockReason={permissions.canChangeRole ? null : permissions.roleReason}
            profileReason={permissions.canEditProfile ? null : permissions.profileReason}
            showDisabled={!current.invitation_pending}
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
              disabled={!dirty || form.saving}
              onClick={() => form.reset(baseline)}
            >
              Discard
            </Button>
            <Button
              type="submit"
              loading={form.saving}
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
