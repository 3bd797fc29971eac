import type { Post } from "@fooddir/contract";
import { Anchor, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { listingPath } from "../../lib/my-truck/use-my-listings.ts";
import { DateTime } from "../panel/DateTime.tsx";
import { ListingStateBadge } from "./ListingStateBadge.tsx";

type Props = {
  listings: Post[];
  loading: boolean;
  /** Placeholders while loading. */
  expected?: number;
};

/** A vendor's listings: each title opens its edit screen, with its state and last update. */
export function ListingList({ listings, loading, expected = 1 }: Props) {
  if (loading) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading your listings">
        {Array.from({ length: Math.max(1, expected) }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} h={56} radius="md" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {listings.map((post) => (
        <Paper key={post.id} component="li" withBorder radius="md" p="sm" data-listing-id={post.id}>
          <Group justify="space-between" gap="xs" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0, flex: "1 1 180px" }}>
              <Anchor
                component={Link}
                to={listingPath(post.id)}
                fw={600}
                style={{ wordBreak: "break-word" }}
              >
                {post.attributes.title || "(untitled)"}
              </Anchor>
              <Text size="xs" c="dimmed">
                {post.pending_revision ? (
                  <>
                    Sent for review <DateTime value={post.pending_revision.created_at} />
                  </>
                ) : (
                  <>
                    Updated <DateTime value={post.updated_at} />
                  </>
                )}
              </Text>
            </Stack>
            <ListingStateBadge post={post} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
