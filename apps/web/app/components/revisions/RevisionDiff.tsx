import { Skeleton, Stack, Text } from "@mantine/core";
import type { Comparison } from "../../lib/revisions/compare.ts";
import { useRevisionComparison } from "../../lib/revisions/use-revisions.ts";
import { LoadError } from "../panel/LoadError.tsx";
import { BlockDiffList } from "./BlockDiffList.tsx";
import { FieldDiffList } from "./FieldDiffList.tsx";

/**
 * A comparison as the screen shows it: loading, a failed load with Retry, `emptyText` when
 * nothing differs, else the fields, then the blocks.
 */
export function ComparisonView({
  result,
  pending,
  failed,
  retry,
  emptyText,
}: {
  result: Comparison | null;
  pending: boolean;
  failed: boolean;
  retry: () => void;
  emptyText: string;
}) {
  if (failed) {
    return (
      <LoadError title="The versions could not be loaded" onRetry={retry}>
        Check your connection and try again.
      </LoadError>
    );
  }
  if (pending || !result) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading the comparison">
        <Skeleton h={14} w="40%" />
        <Skeleton h={14} w="80%" />
        <Skeleton h={14} w="60%" />
      </Stack>
    );
  }
  if (result.fields.length === 0 && result.blocks.changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <FieldDiffList fields={result.fields} />
      <BlockDiffList diff={result.blocks} />
    </Stack>
  );
}

/**
 * What changed from version `fromId` to version `toId` of a post: fields, then blocks. With
 * `restore`: what restoring `toId` changes on the current version `fromId`.
 */
export function RevisionDiff({
  postId,
  fromId,
  toId,
  restore = false,
}: {
  postId: number;
  fromId: number;
  toId: number;
  restore?: boolean;
}) {
  const comparison = useRevisionComparison(postId, fromId, toId, restore);
  return (
    <ComparisonView
      {...comparison}
      emptyText={
        restore
          ? "Nothing changes: the post is already like this."
          : "These versions do not differ."
      }
    />
  );
}
