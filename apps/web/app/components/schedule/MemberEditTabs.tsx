import { Stack, Tabs, Title } from "@mantine/core";
import { IconCalendarWeek, IconForms } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { MemberSchedule } from "./MemberSchedule.tsx";

/**
 * A member's edit screen as two tabs: Details (the post form, kept mounted so its unsaved edits
 * survive a tab change) and Schedule (its stops). The tab is kept in the URL (`?tab=schedule`).
 */
export function MemberEditTabs({
  member,
  children,
}: {
  member: { id: number; title: string };
  /** The Details tab: the member's post form. */
  children: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "schedule" ? "schedule" : "details";
  const choose = (value: string | null) => {
    if (!value) return;
    const next = new URLSearchParams(params);
    if (value === "schedule") next.set("tab", "schedule");
    else next.delete("tab");
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return (
    <Tabs value={tab} onChange={choose}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="details" leftSection={<IconForms size={16} aria-hidden />}>
          Details
        </Tabs.Tab>
        <Tabs.Tab value="schedule" leftSection={<IconCalendarWeek size={16} aria-hidden />}>
          Schedule
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">{children}</Tabs.Panel>
      <Tabs.Panel value="schedule">
        {tab === "schedule" ? (
          <Stack gap="lg">
            <Title order={1} size="h2" style={{ wordBreak: "break-word" }}>
              {member.title || "(untitled)"}
            </Title>
            <MemberSchedule member={member} />
          </Stack>
        ) : null}
      </Tabs.Panel>
    </Tabs>
  );
}
