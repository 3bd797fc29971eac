import type { UserItem } from "@fooddir/contract";
import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconEdit, IconTrash, IconUserCheck, IconUserOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { fullName, type UserPermissions } from "../../lib/users/permissions.ts";

const NOT_ALLOWED = "You may not change this user.";

type Props = {
  user: UserItem;
  permissions: UserPermissions;
  onToggleDisabled: (user: UserItem) => void;
  onDelete: (user: UserItem) => void;
};

/**
 * One action button; a locked one stays focusable (aria-disabled) so keyboard and pointer users
 * both get the tooltip that says why.
 */
function Action({
  verb,
  name,
  reason,
  color,
  icon,
  onClick,
}: {
  verb: string;
  name: string;
  reason: string | null;
  color?: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  const locked = reason !== null;
  const label = `${verb} ${name}`;
  return (
    <Tooltip label={reason ?? verb} withArrow multiline maw={240}>
      <ActionIcon
        variant="subtle"
        color={locked ? "gray" : color}
        aria-label={locked ? `${label}: ${reason}` : label}
        aria-disabled={locked || undefined}
        data-disabled={locked || undefined}
        onClick={(e) => {
          if (locked) e.preventDefault();
          else onClick();
        }}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** Edit, disable / enable and delete for one row of the users table. */
export function UserRowActions({ user, permissions, onToggleDisabled, onDelete }: Props) {
  const name = fullName(user);
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      {permissions.canEdit ? (
        <Tooltip label="Edit" withArrow>
          <ActionIcon
            variant="subtle"
            component={Link}
            to={`/panel/users/${user.id}`}
            aria-label={`Edit ${name}`}
          >
            <IconEdit size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Action
        verb={user.disabled ? "Enable" : "Disable"}
        name={name}
        reason={permissions.canDisable ? null : (permissions.disableReason ?? NOT_ALLOWED)}
        icon={user.disabled ? <IconUserCheck size={16} /> : <IconUserOff size={16} />}
        onClick={() => onToggleDisabled(user)}
      />
      <Action
        verb="Delete"
        name={name}
        reason={permissions.canDelete ? null : (permissions.deleteReason ?? NOT_ALLOWED)}
        color="red"
        icon={<IconTrash size={16} />}
        onClick={() => onDelete(user)}
      />
    </Group>
  );
}
