import { POST_STATUS_NAMES, type Post } from "@fooddir/contract";
import { Badge, Group, type GroupProps } from "@mantine/core";
import { statusName } from "../../lib/content/format.ts";
import { ScheduledBadge } from "./post-list/ScheduledBadge.tsx";

export const STATUS_COLORS: Record<number, string> = { 1: "gray", 2: "teal", 3: "orange" };

export const STATUS_OPTIONS = Object.entries(POST_STATUS_NAMES).map(([value, label]) => ({
  value,
  label,
}));

export function StatusBadge({ statusId }: { statusId: number }) {
  return (
    <Badge color={STATUS_COLORS[statusId] ?? "gray"} variant="light" radius="sm">
      {statusName(statusId)}
    </Badge>
  );
}

/**
 * A post's status badges, the same in the list and on the edit screen (issue 38): its status,
 * and "Scheduled" when the scheduler will publish or unpublish it (not for a post in the trash).
 */
export function PostStatusBadges({
  post,
  trash = false,
  ...group
}: {
  post: Pick<Post, "post_status_id" | "publish_at" | "unpublish_at">;
  trash?: boolean;
} & GroupProps) {
  return (
    <Group gap={4} wrap="nowrap" {...group}>
      <StatusBadge statusId={post.post_status_id} />
      {trash ? null : <ScheduledBadge post={post} />}
    </Group>
  );
}
