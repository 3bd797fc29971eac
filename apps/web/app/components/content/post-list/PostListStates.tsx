import { Button, Skeleton, Table } from "@mantine/core";
import { IconFileOff, IconFilterOff, IconPlus, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import { hasFilters, type ListState } from "../../../lib/content/list-state.ts";
import type { SectionConfig } from "../../../lib/content/sections.ts";
import { EmptyState } from "../../panel/EmptyState.tsx";

/** Placeholder rows while the first page loads. */
export function SkeletonRows({ cols, rows = 8 }: { cols: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Table.Tr key={r}>
          {Array.from({ length: cols }, (_, c) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Table.Td key={c}>
              <Skeleton h={14} w={c === 2 ? "80%" : 60} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

/**
 * What the table shows when it has no rows: a load error with Retry, no match for the filters,
 * an empty trash, or no posts yet; nothing while rows exist or the first page loads.
 */
export function PostListEmpty({
  config,
  state,
  status,
  onRetry,
  onClearFilters,
}: {
  config: SectionConfig;
  state: ListState;
  status: "error" | "pending" | "rows" | "none";
  onRetry: () => void;
  onClearFilters: () => void;
}) {
  if (status === "error") {
    return (
      <EmptyState
        icon={<IconFileOff size={28} />}
        title={`${config.title} could not be loaded`}
        text="Check your connection and try again."
        action={
          <Button variant="light" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    );
  }
  if (status !== "none") return null;
  if (hasFilters(state)) {
    return (
      <EmptyState
        icon={<IconFilterOff size={28} />}
        title={`No ${config.plural} match these filters`}
        text="Try another search or clear the filters."
        action={
          <Button variant="light" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    );
  }
  if (state.trash) {
    return (
      <EmptyState
        icon={<IconTrash size={28} />}
        title="The trash is empty"
        text={`${config.title} you move to the trash appear here until you restore or delete them.`}
      />
    );
  }
  return (
    <EmptyState
      icon={<IconFileOff size={28} />}
      title={`No ${config.plural} yet`}
      text={`Create the first ${config.singular}; it appears here.`}
      action={
        <Button
          component={Link}
          to={`/panel/${config.section}/new`}
          leftSection={<IconPlus size={16} />}
        >
          New {config.singular}
        </Button>
      }
    />
  );
}
