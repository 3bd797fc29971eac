import { IconCalendarWeek } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { PostEditTabs } from "../content/PostEditTabs.tsx";
import { MemberSchedule } from "./MemberSchedule.tsx";

/**
 * A member's edit screen: the post's tabs (Details, History) with Schedule (its stops,
 * `?tab=schedule`) between them.
 */
export function MemberEditTabs({
  member,
  children,
}: {
  member: { id: number; title: string };
  /** The Details tab: the member's post form. */
  children: ReactNode;
}) {
  const schedule = {
    value: "schedule",
    label: "Schedule",
    icon: <IconCalendarWeek size={16} aria-hidden />,
    panel: <MemberSchedule member={member} />,
  };
  return (
    <PostEditTabs post={member} extra={[schedule]}>
      {children}
    </PostEditTabs>
  );
}
