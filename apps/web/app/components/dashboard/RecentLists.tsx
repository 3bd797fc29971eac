import {
  type Dashboard,
  POST_STATUS_NAMES,
  type PostStatusId,
  SUBMISSION_FORM_NAMES,
} from "@fooddir/contract";
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SECTIONS } from "../../lib/content/sections.ts";
import { DateTime } from "../panel/DateTime.tsx";

function ListCard(props: {
  title: string;
  to: string;
  linkLabel: string;
  loading: boolean;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <Anchor component={Link} to={props.to} size="sm">
          {props.linkLabel}
        </Anchor>
      </Group>
      {props.loading ? (
        <Stack gap="sm">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      ) : props.children.length === 0 ? (
        <Text c="dimmed" size="sm">
          {props.empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {props.children}
        </Stack>
      )}
    </Card>
  );
}

type Props = { data: Dashboard | undefined; loading: boolean };

/** Each list's heading, link to its full screen and text when empty. */
const CARDS = {
  submissions: {
    title: "Recent submissions",
    to: "/panel/submissions",
    linkLabel: "All submissions",
    empty: "No submissions yet.",
  },
  edits: {
    title: "Recent edits",
    to: "/panel/pages",
    linkLabel: "All pages",
    empty: "Nothing edited yet.",
  },
};

export function RecentSubmissions({ data, loading }: Props) {
  return (
    <ListCard {...CARDS.submissions} loading={loading}>
      {(data?.recent_submissions ?? []).map((s) => (
        <li key={s.id}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {s.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {s.email} · <DateTime value={s.created_at} />
              </Text>
            </div>
            <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
              {SUBMISSION_FORM_NAMES[s.form]}
            </Badge>
          </Group>
        </li>
      ))}
    </ListCard>
  );
}

const sectionOfType = new Map(Object.values(SECTIONS).map((s) => [s.type, s]));

export function RecentEdits({ data, loading }: Props) {
  return (
    <ListCard {...CARDS.edits} loading={loading}>
      {(data?.recent_edits ?? []).map((edit) => {
        const section = sectionOfType.get(edit.post_type_id);
        return (
          <li key={edit.id}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                {section ? (
                  <Anchor
                    component={Link}
                    to={`/panel/${section.section}/${edit.id}`}
                    fw={600}
                    size="sm"
                    truncate
                    display="block"
                  >
                    {edit.title}
                  </Anchor>
                ) : (
                  <Text fw={600} size="sm" truncate>
                    {edit.title}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {section?.title ?? "Post"} · <DateTime value={edit.updated_at} />
                </Text>
              </div>
              <Badge variant="outline" color="gray" tt="none" style={{ flexShrink: 0 }}>
                {POST_STATUS_NAMES[edit.post_status_id as PostStatusId] ?? "Unknown"}
              </Badge>
            </Group>
          </li>
        );
      })}
    </ListCard>
  );
}
