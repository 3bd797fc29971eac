import type { Post } from "@fooddir/contract";
import { Avatar, Box, Center, Group, Image } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";

/** A row's poster thumbnail and round logo (the logo falls back to the title's initial). */
export function PostThumbs({ post }: { post: Post }) {
  const poster = post.media?.poster;
  const logo = post.media?.logo;
  return (
    <Group gap={6} wrap="nowrap">
      <Box
        w={56}
        h={40}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: "var(--mantine-radius-sm)", overflow: "hidden", flexShrink: 0 }}
      >
        {poster ? (
          <Image
            src={poster.thumbnail_url || poster.url}
            alt=""
            w={56}
            h={40}
            fit="cover"
            loading="lazy"
          />
        ) : (
          <Center h="100%" c="dimmed">
            <IconPhoto size={16} aria-hidden />
          </Center>
        )}
      </Box>
      <Avatar src={logo ? logo.thumbnail_url || logo.url : null} alt="" size={32} radius="xl">
        {post.attributes.title.slice(0, 1).toUpperCase()}
      </Avatar>
    </Group>
  );
}
