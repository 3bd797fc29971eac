import { Stack, Tabs, Title } from "@mantine/core";
import { IconForms, IconHistory } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { PostHistory } from "../revisions/PostHistory.tsx";

/** A tab besides Details and History (a member's Schedule). */
export type PostEditTab = { value: string; label: string; icon: ReactNode; panel: ReactNode };

/**
 * A post's edit screen as tabs: Details (the post form, kept mounted so its unsaved edits
 * survive a tab change), any `extra` tabs, and History (its versions). The tab is kept in the
 * URL (`?tab=history`); the other tabs are drawn only while chosen.
 */
export function PostEditTabs({
  post,
  extra = [],
  children,
}: {
  post: { id: number; title: string };
  extra?: PostEditTab[];
  /** The Details tab: the post form. */
  children: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const tabs = [...extra.map((t) => t.value), "history"];
  const wanted = params.get("tab") ?? "";
  const tab = tabs.includes(wanted) ? wanted : "details";
  const choose = (value: string | null) => {
    if (!value) return;
    const next = new URLSearchParams(params);
    if (value === "details") next.delete("tab");
    else next.set("tab", value);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const heading = (
    <Title order={1} size="h2" style={{ wordBreak: "break-word" }}>
      {post.title || "(untitled)"}
    </Title>
  );
  return (
    <Tabs value={tab} onChange={choose}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="details" leftSection={<IconForms size={16} aria-hidden />}>
          Details
        </Tabs.Tab>
        {extra.map((t) => (
          <Tabs.Tab key={t.value} value={t.value} leftSection={t.icon}>
            {t.label}
          </Tabs.Tab>
        ))}
        <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden />}>
          History
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">{children}</Tabs.Panel>
      {extra.map((t) => (
        <Tabs.Panel key={t.value} value={t.value}>
          {tab === t.value ? (
            <Stack gap="lg">
              {heading}
              {t.panel}
            </Stack>
          ) : null}
        </Tabs.Panel>
      ))}
      <Tabs.Panel value="history">
        {tab === "history" ? (
          <Stack gap="lg">
            {heading}
            <PostHistory postId={post.id} />
          </Stack>
        ) : null}
      </Tabs.Panel>
    </Tabs>
  );
}
