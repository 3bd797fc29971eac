import type { Post } from "@fooddir/contract";
import { Button, Group, SegmentedControl } from "@mantine/core";
import { IconFileOff, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { contentApi, contentKeys } from "../../lib/content/api.ts";
import { formatCount } from "../../lib/content/format.ts";
import { postListOf } from "../../lib/content/list.ts";
import type { SectionConfig } from "../../lib/content/sections.ts";
import { postsQuery, usePostList } from "../../lib/content/use-post-list.ts";
import { RecordListScreen } from "../panel/record-list/RecordListScreen.tsx";
import type { RecordReorder } from "../panel/record-list/types.ts";
import { useRecordList } from "../panel/record-list/use-record-list.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { postCard, postColumns, postReorderLabel, postTitle } from "./post-list/post-rows.tsx";

/**
 * The list screen of one content section (spec §2): the one record list with the section's
 * filters, server-side sort, the trash as a second view and drag ordering by position.
 */
export function PostList({ config }: { config: SectionConfig }) {
  const screen = useRecordList(postListOf(config), {
    queryKey: (query) => contentKeys.list(config.type, postsQuery(config.type, query)),
    fetch: (query) => contentApi.listPosts(postsQuery(config.type, query)),
  });
  const view = usePostList(config, screen);
  const { state, apply } = screen;
  const { trash } = state;
  const { actions, reorder: move, reorderable } = view;

  const columns = useMemo(() => postColumns({ config, trash, actions }), [config, trash, actions]);
  const card = useMemo(() => postCard({ config, trash, actions }), [config, trash, actions]);
  const reorder = useMemo<RecordReorder<Post> | undefined>(
    () =>
      trash
        ? undefined
        : {
            enabled: reorderable,
            label: postReorderLabel,
            titleOf: postTitle,
            onMove: (active, over) => move(Number(active), Number(over)),
            sortKey: "position",
          },
    [trash, reorderable, move],
  );

  const newButton = (label: string) => (
    <Button
      component={Link}
      to={`/panel/${config.section}/new`}
      leftSection={<IconPlus size={16} />}
    >
      {label}
    </Button>
  );

  return (
    <RecordListScreen
      screen={screen}
      title={config.title}
      count={(total) =>
        `${formatCount(total, config.singular, config.plural)}${trash ? " in the trash" : ""}`
      }
      actions={
        <Group gap="sm">
          <SegmentedControl
            aria-label="View"
            value={trash ? "trash" : "active"}
            onChange={(v) => apply({ trash: v === "trash", sortBy: "position", sortDir: "asc" })}
            data={[
              { value: "active", label: "All" },
              { value: "trash", label: "Trash" },
            ]}
          />
          {newButton("New")}
        </Group>
      }
      errorTitle={`${config.title} could not be loaded`}
      empty={
        trash
          ? {
              icon: <IconTrash size={28} />,
              title: "The trash is empty",
              text: `${config.title} you move to the trash appear here until you restore or delete them.`,
              ...NO_MATCH(config),
            }
          : {
              icon: <IconFileOff size={28} />,
              title: `No ${config.plural} yet`,
              text: `Create the first ${config.singular}; it appears here.`,
              action: newButton(`New ${config.singular}`),
              ...NO_MATCH(config),
            }
      }
      sortable
      label={config.title}
      columns={columns}
      card={card}
      rowKey={postKey}
      rowAttributes={postAttributes}
      reorder={reorder}
      highlightOnHover
    >
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
    </RecordListScreen>
  );
}

const postKey = (post: Post) => post.id;
const postAttributes = (post: Post) => ({ "data-post-id": post.id });

const NO_MATCH = (config: SectionConfig) => ({
  noMatchTitle: `No ${config.plural} match these filters`,
  noMatchText: "Try another search or clear the filters.",
});
