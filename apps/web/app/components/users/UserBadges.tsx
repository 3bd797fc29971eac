import { ROLES } from "@fooddir/contract";
import { Badge, Group, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconShieldCheck, IconShieldOff } from "@tabler/icons-react";

const ROLE_COLORS: Record<number, string> = {
  [ROLES.superAdmin]: "grape",
  [ROLES.siteAdmin]: "indigo",
  [ROLES.editor]: "gray",
};

export function RoleBadge({ role }: { role: { id: number; name: string } }) {
  return (
    <Badge variant="light" radius="sm" color={ROLE_COLORS[role.id] ?? "gray"} tt="none">
      {role.name}
    </Badge>
  );
}

/** A user's sites; a super admin belongs to every site, so that is one badge. */
export function DomainBadges({
  roleId,
  domains,
  max = 3,
}: {
  roleId: number;
  domains: { id: number; name: string; host: string }[];
  max?: number;
}) {
  if (roleId === ROLES.superAdmin) {
    return (
      <Badge variant="outline" color="gray" radius="sm" tt="none">
        All sites
      </Badge>
    );
  }
  if (domains.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  }
  const shown = domains.slice(0, max);
  const hidden = domains.slice(max);
  return (
    <Group gap={4} wrap="wrap">
      {shown.map((d) => (
        <Tooltip key={d.id} label={d.host} withArrow>
          <Badge variant="outline" color="gray" radius="sm" tt="none">
            {d.name}
          </Badge>
        </Tooltip>
      ))}
      {hidden.length > 0 ? (
        <Tooltip label={hidden.map((d) => d.name).join(", ")} withArrow multiline maw={260}>
          <Badge variant="outline" color="gray" radius="sm" tt="none">
            +{hidden.length} more
            <VisuallyHidden>: {hidden.map((d) => d.name).join(", ")}</VisuallyHidden>
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}

export function TwoFactorStatus({ enabled }: { enabled: boolean }) {
  const Icon = enabled ? IconShieldCheck : IconShieldOff;
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} aria-hidden stroke={1.8} />
      <Text size="sm" c={enabled ? undefined : "dimmed"}>
        {enabled ? "On" : "Off"}
      </Text>
    </Group>
  );
}

export function UserStatusBadge({ disabled }: { disabled: boolean }) {
  return (
    <Badge variant="light" radius="sm" color={disabled ? "red" : "teal"} tt="none">
      {disabled ? "Disabled" : "Active"}
    </Badge>
  );
}
