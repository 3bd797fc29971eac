import type { MediaItem } from "@fooddir/contract";
import {
  AspectRatio,
  Box,
  Card,
  Image,
  SimpleGrid,
  Skeleton,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** What names an image to people: its alt text, else its file name. */
export function mediaLabel(item: MediaItem) {
  return item.alt || fileName(item);
}

/** The uploaded file's name (the stored one for images from before names were kept). */
export function fileName(item: MediaItem) {
  return item.name || `${item.hashed_name}.${item.extension}`;
}

export function MediaGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} radius="md" style={{ aspectRatio: "1 / 1" }} />
      ))}
    </SimpleGrid>
  );
}

type Props = {
  items: MediaItem[];
  selectedId?: number | null;
  onSelect?: (item: MediaItem) => void;
  /** Extra controls under each tile (media page). */
  actions?: (item: MediaItem) => ReactNode;
  cols?: { base: number; sm?: number; md?: number; lg?: number };
};

/** Thumbnails of media items; selectable tiles are buttons (keyboard: Tab + Enter / Space). */
export function MediaGrid({ items, selectedId, onSelect, actions, cols }: Props) {
  return (
    <SimpleGrid cols={cols ?? { base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm" role="list">
      {items.map((item) => {
        const selected = selectedId === item.id;
        const thumb = (
          <AspectRatio ratio={1}>
            <Box
              bg="var(--mantine-color-default-hover)"
              style={{ borderRadius: "var(--mantine-radius-sm)", overflow: "hidden" }}
            >
              <Image
                src={item.thumbnail_url || item.url}
                alt={item.alt}
                fit="cover"
                h="100%"
                w="100%"
                loading="lazy"
              />
            </Box>
          </AspectRatio>
        );
        return (
          <Card
            key={item.id}
            withBorder
            padding={6}
            radius="md"
            role="listitem"
            data-media-id={item.id}
            style={
              selected
                ? { outline: "2px solid var(--mantine-primary-color-filled)", outlineOffset: 1 }
                : undefined
            }
          >
            {onSelect ? (
              <UnstyledButton
                onClick={() => onSelect(item)}
                aria-pressed={selected}
                aria-label={`Select ${mediaLabel(item)}`}
                style={{ position: "relative", display: "block" }}
              >
                {thumb}
                {selected ? (
                  <Box
                    pos="absolute"
                    top={6}
                    right={6}
                    bg="var(--mantine-primary-color-filled)"
                    c="white"
                    style={{ borderRadius: 999, display: "flex", padding: 2 }}
                    aria-hidden
                  >
                    <IconCheck size={14} />
                  </Box>
                ) : null}
              </UnstyledButton>
            ) : (
              thumb
            )}
            <Text size="xs" mt={6} truncate="end" title={mediaLabel(item)}>
              {mediaLabel(item)}
            </Text>
            <Text size="xs" c="dimmed" truncate="end" title={fileName(item)}>
              {item.alt ? `${fileName(item)} · ` : ""}
              {item.width}×{item.height}
            </Text>
            {actions ? actions(item) : null}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
