import { Button, Group, SegmentedControl, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { formatCount } from "../../lib/content/format.ts";
import {
  type ListState,
  listStateToParams,
  PAGE_SIZES,
  parseListState,
  type SortField,
  toggleSort,
  updateListState,
} from "../../lib/content/list-state.ts";
import type { SectionConfig } from "../../lib/content/sections.ts";
import { usePostList } from "../../lib/content/use-post-list.ts";
import { ListFrame, ListHeader } from "../panel/ListHeader.tsx";
import { ListPager } from "../panel/ListPager.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { PostListFilters } from "./post-list/PostListFilters.tsx";
import { PostListEmpty } from "./post-list/PostListStates.tsx";
import { PostListTable } from "./post-list/PostListTable.tsx";

/** The list screen of one content section (spec §2): a data table with filters and ordering. */
export function PostList({ config }: { config: SectionConfig }) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params), [params]);
  const view = usePostList(config, state);
  const { list, rows } = view;

  const apply = (patch: Partial<ListState>, replace = false) =>
    setParams(listStateToParams(updateListState(state, patch)), {
      replace,
      preventScrollReset: true,
    });
  const onSort = (field: SortField) => apply(toggleSort(state, field));
  const clearFilters = () => apply({ search: "", status: null, from: null, to: null });

  return (
    <Stack gap="lg">
      <ListHeader
        title={config.title}
        count={
          <>
            {list.isPending ? "Loading…" : formatCount(view.total, config.singular, config.plural)}
            {state.trash ? " in the trash" : ""}
          </>
        }
        actions={
          <Group gap="sm">
            <SegmentedControl
              aria-label="View"
              value={state.trash ? "trash" : "active"}
              onChange={(v) => apply({ trash: v === "trash", sortBy: "position", sortDir: "asc" })}
              data={[
                { value: "active", label: "All" },
                { value: "trash", label: "Trash" },
              ]}
            />
            <Button
              component={Link}
              to={`/panel/${config.section}/new`}
              leftSection={<IconPlus size={16} />}
            >
              New
            </Button>
          </Group>
        }
      />

      <ListFrame>
        <PostListFilters
          state={state}
          plural={config.plural}
          apply={apply}
          onClear={clearFilters}
        />
        <PostListTable
          config={config}
          state={state}
          rows={rows}
          loading={list.isPending}
          busy={list.isFetching}
          stale={list.isPlaceholderData}
          reorderable={view.reorderable}
          actions={view.actions}
          onSort={onSort}
          onManualOrder={() => apply({ sortBy: "position", sortDir: "asc" })}
          onReorder={view.reorder}
        />
        <PostListEmpty
          config={config}
          state={state}
          status={
            list.isError && !list.data
              ? "error"
              : list.isPending
                ? "pending"
                : rows.length > 0
                  ? "rows"
                  : "none"
          }
          onRetry={() => list.refetch()}
          onClearFilters={clearFilters}
        />
        <ListPager sizes={PAGE_SIZES} state={state} pages={view.pages} apply={apply} />
      </ListFrame>

      <ConfirmDialog
        opened={view.toDestroy !== null}
        title="Delete permanently?"
        confirmLabel="Delete permanently"
        danger
        loading={view.destroying}
        onClose={view.cancelDestroy}
        onConfirm={view.confirmDestroy}
      >
        <strong>{view.toDestroy?.attributes.title}</strong> will be deleted for good. This cannot be
        undone.
      </ConfirmDialog>
    </Stack>
  );
}
