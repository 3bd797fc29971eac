import { type Post, publicPath } from "@fooddir/contract";
import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconDeviceFloppy, IconExternalLink, IconLayoutGrid } from "@tabler/icons-react";
import { Link } from "react-router";
import type { SectionConfig } from "../../../lib/content/sections.ts";
import { DateTime } from "../../panel/DateTime.tsx";
import { PreviewLinkButton } from "../../revisions/PreviewLinkButton.tsx";
import { PostStatusBadges } from "../StatusBadge.tsx";

/**
 * The post form's top: breadcrumbs, the title with status and last update, and the page
 * builder, Copy preview link, View (published posts) and Save buttons, then the
 * unsaved-changes notice.
 */
export function PostFormHeader({
  config,
  post,
  saving,
  dirty,
  member = false,
}: {
  config: SectionConfig;
  post?: Post;
  saving: boolean;
  dirty: boolean;
  /** Member mode: back to "My truck", no preview link (staff share those). */
  member?: boolean;
}) {
  const heading = post ? post.attributes.title || "(untitled)" : `New ${config.singular}`;
  // Absolute on the post's own domain (the panel of one site manages another's).
  const publicUrl =
    post && post.post_status_id === 2 ? (post.public_url ?? publicPath(post.attributes.url)) : null;
  return (
    <>
      <Breadcrumbs separatorMargin={6}>
        <Anchor
          component={Link}
          to={member ? "/panel/my-truck" : `/panel/${config.section}`}
          size="sm"
        >
          {member ? "My truck" : config.title}
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {post ? "Edit" : "New"}
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: "1 1 260px" }}>
          <Title order={1} size="h2" lineClamp={2} style={{ wordBreak: "break-word" }}>
            {heading}
          </Title>
          {post ? (
            <Group gap="xs">
              <PostStatusBadges post={post} />
              <Text size="xs" c="dimmed">
                Updated <DateTime value={post.updated_at} />
              </Text>
            </Group>
          ) : null}
        </Stack>
        <Group gap="sm">
          {post ? (
            <Button
              component={Link}
              to={`/panel/${config.section}/${post.id}/build`}
              variant="default"
              leftSection={<IconLayoutGrid size={16} />}
            >
              Page builder
            </Button>
          ) : null}
          {post && !member ? <PreviewLinkButton postId={post.id} /> : null}
          {publicUrl ? (
            <Button
              component="a"
              href={publicUrl}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconExternalLink size={16} />}
            >
              View
            </Button>
          ) : null}
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
            Save
          </Button>
        </Group>
      </Group>
      {dirty ? (
        <Text size="sm" c="orange" role="status">
          You have unsaved changes.
        </Text>
      ) : null}
    </>
  );
}
