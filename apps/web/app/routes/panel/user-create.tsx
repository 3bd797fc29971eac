import { INVITE_TTL_DAYS, ROLES } from "@fooddir/contract";
import { Anchor, Breadcrumbs, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconMail, IconSend } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { UnsavedChangesDialog } from "../../components/content/UnsavedChangesDialog.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { UserForm } from "../../components/users/UserForm.tsx";
import { UsersAccess, type UsersContext } from "../../components/users/UsersAccess.tsx";
import { useUserForm } from "../../components/users/use-user-form.ts";
import { notify } from "../../lib/notify.ts";
import { userKeys, usersApi } from "../../lib/users/api.ts";
import { createUserBody, emptyUserForm } from "../../lib/users/form.ts";
import { useAssignableDomains, useUnsavedGuard } from "../../lib/users/hooks.ts";
import { canGrantSuperAdmin, defaultDomainIds, siteRoles } from "../../lib/users/permissions.ts";

export function meta() {
  return [{ title: "Invite a user" }];
}

export const ErrorBoundary = PanelError;

/** The invite form: POST /api/users mails the new user a link to set their password. */
function InviteUser({ caller, roles }: UsersContext) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const domains = useAssignableDomains(caller);
  const roleOptions = useMemo(() => siteRoles(caller.role.id, roles), [caller, roles]);
  const bypass = useRef(false);
  const { values, errors, onChange, onSubmit, saving } = useUserForm({
    initial: () => emptyUserForm(defaultDomainIds(caller, domains)),
    bodyOf: createUserBody,
    send: usersApi.create,
    onSaved: (user) => {
      notify.success(`Invitation sent to ${user.email}`);
      void queryClient.invalidateQueries({ queryKey: userKeys.lists });
      bypass.current = true;
      void navigate("/panel/users");
    },
  });
  const dirty = Boolean(
    values.firstname.trim() || values.lastname.trim() || values.email.trim() || values.superAdmin,
  );
  const blocker = useUnsavedGuard(dirty, bypass);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg" maw={720}>
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to="/panel/users" size="sm">
            Users
          </Anchor>
          <Text size="sm" c="dimmed">
            Invite
          </Text>
        </Breadcrumbs>
        <div>
          <Title order={1} size="h2">
            Invite a user
          </Title>
          <Text c="dimmed" size="sm">
            Add someone to your team and choose what they can do.
          </Text>
        </div>
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
          <UserForm
            values={values}
            errors={errors}
            onChange={onChange}
            roles={roleOptions}
            domains={domains}
            activeDomainId={caller.active_domain_id}
            canGrantSuperAdmin={canGrantSuperAdmin(caller)}
            ownSitesOnly={caller.role.id !== ROLES.superAdmin}
          />
        </Paper>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconMail size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c="dimmed">
            They get an email with a link to join (valid for {INVITE_TTL_DAYS} days): to choose a
            password, or, if the address already has an account, to add this site to it.
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/panel/users" variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconSend size={16} />}>
            Send invitation
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} title="Leave without inviting?">
        The invitation has not been sent; what you entered will be lost.
      </UnsavedChangesDialog>
    </form>
  );
}

/** /panel/users/create (super admins and site admins). */
export default function UserCreate() {
  return <UsersAccess>{(context) => <InviteUser {...context} />}</UsersAccess>;
}
