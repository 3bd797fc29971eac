import type { Post } from "@fooddir/contract";
import { Badge, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { scheduleSummary } from "../../../lib/content/schedule-fields.ts";

/**
 * "Scheduled" on a post the scheduler will publish or unpublish; the times (wall times of the
 * domain's zone) in its tooltip and, for screen readers, in the badge.
 */
export function ScheduledBadge({ post }: { post: Pick<Post, "publish_at" | "unpublish_at"> }) {
  const summary = scheduleSummary(post);
  if (!summary) return null;
  return (
    <Tooltip label={summary} withArrow openDelay={200}>
      <Badge
        color="violet"
        variant="light"
        radius="sm"
        leftSection={<IconClock size={12} aria-hidden />}
        data-testid="scheduled-badge"
      >
        Scheduled
        <VisuallyHidden>: {summary}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
