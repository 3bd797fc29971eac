import type { Post } from "@fooddir/contract";
import { Badge } from "@mantine/core";
import { listingState } from "../../lib/my-truck/use-my-listings.ts";

const LOOK = {
  pending: { color: "yellow", label: "Changes waiting for review" },
  live: { color: "teal", label: "Live" },
  hidden: { color: "gray", label: "Not on the site" },
} as const;

/** A vendor's listing: "Changes waiting for review", "Live" or not on the site (a draft). */
export function ListingStateBadge({
  post,
}: {
  post: Pick<Post, "post_status_id" | "pending_revision">;
}) {
  const look = LOOK[listingState(post)];
  return (
    <Badge color={look.color} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {look.label}
    </Badge>
  );
}
