import type { NotificationCounts, RoleId } from "@fooddir/contract";
import { Skeleton, Stack } from "@mantine/core";
import { sectionCount } from "../../lib/notifications/waiting.ts";
import { PanelNavLink } from "./PanelNavLink.tsx";
import { navSections } from "./panel-sections.ts";

type Props = {
  roleId: RoleId | undefined;
  /** Role 4's listings (account `member_ids`): "My truck" goes straight to a single one. */
  memberIds?: readonly number[];
  /** The account is still loading: placeholders instead of links. */
  loading: boolean;
  /** What waits for staff: the sections that act on it show their count. */
  counts?: NotificationCounts;
  onNavigate?: () => void;
};

/**
 * The panel's section links for the signed-in role: staff see the sections their role opens, a
 * vendor (role 4) only its own (decision 027); none until the role is known.
 */
export function PanelNavSections({ roleId, memberIds, loading, counts, onNavigate }: Props) {
  if (roleId === undefined) {
    if (!loading) return null;
    return (
      <Stack gap={6} aria-busy="true" aria-label="Loading the sections">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={32} radius="md" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      {navSections(roleId, memberIds).map(({ to, label, icon: Icon }) => (
        <PanelNavLink
          key={to}
          to={to}
          label={label}
          icon={<Icon size={18} stroke={1.7} />}
          count={sectionCount(counts, to)}
          onNavigate={onNavigate}
        />
      ))}
    </Stack>
  );
}
