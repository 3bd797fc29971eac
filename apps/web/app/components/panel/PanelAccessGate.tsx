import type { RoleId } from "@fooddir/contract";
import { Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { NoAccess } from "./NoAccess.tsx";
import { panelAccess } from "./panel-sections.ts";

type Props = {
  pathname: string;
  roleId: RoleId | undefined;
  /** The account (and so the role) is still loading. */
  loading: boolean;
  /** The screen. */
  children: ReactNode;
};

/**
 * The screen at `pathname` if the role may open it, else "no access" whatever address was
 * typed. While the role loads, an address a vendor may not open waits (its screen would call
 * what a vendor is refused).
 */
export function PanelAccessGate({ pathname, roleId, loading, children }: Props) {
  const access = panelAccess(pathname, roleId, loading);
  if (access === "open") return children;
  if (access === "wait") {
    return (
      <Stack gap="lg" aria-busy="true" aria-label="Loading">
        <Skeleton h={34} w={320} maw="100%" />
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  }
  return <NoAccess {...access} />;
}
