import { type DomainRole, ROLE_NAMES, ROLES } from "@fooddir/contract";
import { Badge, Group, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconShieldCheck, IconShieldOff } from "@tabler/icons-react";
import { useMemberListings } from "../../lib/users/hooks.ts";

const ROLE_COLORS: Record<number, string> = {
  [ROLES.superAdmin]: "grape",
  [ROLES.siteAdmin]: "indigo",
  [ROLES.editor]: "gray",
  [ROLES.member]: "orange",
};

export function RoleBadge({ role }: { role: { id: number; name: string } }) {
  return (
    <Badge variant="light" radius="sm" color={ROLE_COLORS[role.id] ?? "gray"} tt="none">
      {role.name}
    </Badge>
  );
}

/**
 * A user's sites (the tooltip names the host and the role there); a super admin belongs to every
 * site, so that is one badge.
 */
export function DomainBadges({
  roleId,
  domains,
  domainRoles = [],
  max = 3,
}: {
  roleId: number;
  domains: { id: number; name: string; host: string }[];
  domainRoles?: DomainRole[];
  max?: number;
}) {
  const roleOn = (id: number) => {
    const role = domainRoles.find((r) => r.domain_id === id)?.role_id;
    return role ? ` · ${ROLE_NAMES[role]}` : "";
  };
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
        <Tooltip key={d.id} label={`${d.host}${roleOn(d.id)}`} withArrow>
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

/** Disabled, invited (not joined yet) or active. */
export function UserStatusBadge({
  user,
}: {
  user: { disabled: boolean; invitation_pending: boolean };
}) {
  const [label, color] = user.disabled
    ? ["Disabled", "red"]
    : user.invitation_pending
      ? ["Invited", "yellow"]
      : ["Active", "teal"];
  return (
    <Badge variant="light" radius="sm" color={color} tt="none">
      {label}
    </Badge>
  );
}

/** How many titles "Member of …" names before it gives the count instead. */
const LISTING_TITLES_MAX = 3;

/**
 * "Member of Taco Loco, Curry Up": the listings a role-4 user keeps, by title when they are
 * member posts of the active domain (the ones the panel can read), else their count.
 */
export function MemberOf({ memberIds, domainId }: { memberIds: number[]; domainId: number }) {
  const listings = useMemberListings(domainId, memberIds.length > 0);
  if (memberIds.length === 0) return null;
  const titles = new Map((listings.data ?? []).map((o) => [Number(o.value), o.label]));
  const named = memberIds.map((id) => titles.get(id)).filter((t): t is string => Boolean(t));
  const text =
    named.length === memberIds.length && named.length <= LISTING_TITLES_MAX
      ? named.join(", ")
      : `${memberIds.length} ${memberIds.length === 1 ? "listing" : "listings"}`;
  return (
    <Text size="xs" c="dimmed" mt={4} style={{ wordBreak: "break-word" }}>
      Member of {text}
    </Text>
  );
}
