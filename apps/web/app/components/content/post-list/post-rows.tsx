import { type Post, publicPath } from "@fooddir/contract";
import { Anchor, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import type { SectionConfig } from "../../../lib/content/sections.ts";
import { DateTime } from "../../panel/DateTime.tsx";
import { dateTimeColumn } from "../../panel/record-list/columns.tsx";
import type { RecordColumn } from "../../panel/record-list/types.ts";
import { PostStatusBadges } from "../StatusBadge.tsx";
import { type PostActions, PostRowActions } from "./PostRowActions.tsx";
import { PostThumbs } from "./PostThumbs.tsx";

const titleOf = (post: Post) => post.attributes.title || "(untitled)";
const editPath = (config: SectionConfig, post: Post) => `/panel/${config.section}/${post.id}`;

/** The post's title: a link to its edit screen (plain text in the trash), and its public path. */
function PostTitle({
  post,
  config,
  trash,
  testId,
}: {
  post: Post;
  config: SectionConfig;
  trash: boolean;
  /** The table's titles only: e2e tests read the rows' titles by it. */
  testId?: string;
}) {
  const title = titleOf(post);
  return (
    <>
      {trash ? (
        <Text fw={600} size="sm" lineClamp={1} data-testid={testId}>
          {title}
        </Text>
      ) : (
        <Anchor
          component={Link}
          to={editPath(config, post)}
          fw={600}
          size="sm"
          lineClamp={1}
          data-testid={testId}
        >
          {title}
        </Anchor>
      )}
      <Text size="xs" c="dimmed" lineClamp={1} style={{ wordBreak: "break-all" }}>
        {publicPath(post.attributes.url)}
      </Text>
    </>
  );
}

type View = { config: SectionConfig; trash: boolean; actions: PostActions };

function Actions({ post, config, trash, actions }: View & { post: Post }) {
  return (
    <PostRowActions
      post={post}
      title={titleOf(post)}
      editTo={editPath(config, post)}
      trash={trash}
      {...actions}
    />
  );
}

/**
 * The columns of a content section's list: images (members), title and path, status, created,
 * updated (trashed in the trash), the actions menu. The drag handles come from the record list.
 */
export function postColumns({ config, trash, actions }: View): RecordColumn<Post>[] {
  const columns: RecordColumn<Post>[] = [
    {
      id: "title",
      header: "Title",
      sortKey: "title",
      minWidth: 140,
      skeleton: "80%",
      cell: (post) => <PostTitle post={post} config={config} trash={trash} testId="post-title" />,
    },
    {
      id: "status",
      header: "Status",
      nowrap: true,
      skeleton: 60,
      cell: (post) => <PostStatusBadges post={post} trash={trash} />,
    },
    {
      ...dateTimeColumn<Post>("created", "Created", (p) => p.created_at),
      sortKey: "created_at",
      sortFirst: "desc",
    },
    trash
      ? dateTimeColumn<Post>("trashed", "Trashed", (p) => p.deleted_at)
      : {
          ...dateTimeColumn<Post>("updated", "Updated", (p) => p.updated_at),
          sortKey: "updated_at",
          sortFirst: "desc",
        },
    {
      id: "actions",
      header: "Actions",
      hideHeader: true,
      width: 56,
      align: "right",
      skeleton: 24,
      cell: (post) => <Actions post={post} config={config} trash={trash} actions={actions} />,
    },
  ];
  if (config.thumbnails) {
    columns.unshift({
      id: "images",
      header: "Images",
      width: 110,
      skeleton: 60,
      cell: (post) => <PostThumbs post={post} />,
    });
  }
  return columns;
}

/** A post on phones: title and path, status, the last change, the actions menu. */
export function postCard(view: View) {
  return (post: Post) => (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <PostTitle post={post} config={view.config} trash={view.trash} />
        </div>
        <Actions post={post} {...view} />
      </Group>
      <PostStatusBadges post={post} trash={view.trash} mt={4} wrap="wrap" />
      <Text size="xs" c="dimmed" mt={4}>
        <DateTime value={view.trash ? post.deleted_at : post.updated_at} />
      </Text>
    </>
  );
}

/** The reorder handle's and the screen reader's name of a post. */
export const postReorderLabel = (post: Post) => `Reorder ${titleOf(post)}`;
export const postTitle = titleOf;
