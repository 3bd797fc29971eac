import { Box, Overlay, Paper, Stack, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { type DragEvent, type ReactNode, useRef, useState } from "react";

function hasFiles(e: DragEvent) {
  return Array.from(e.dataTransfer?.types ?? []).includes("Files");
}

/**
 * The media page as a drop target: files dragged over it show an overlay, and dropped files go
 * to `onFiles`. Drags of anything but files (text, links) are left alone.
 */
export function MediaDropZone({
  onFiles,
  children,
}: {
  onFiles: (files: FileList) => void;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  return (
    <Box
      pos="relative"
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(e) => {
        if (hasFiles(e)) e.preventDefault();
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current = 0;
        setDragging(false);
        onFiles(e.dataTransfer.files);
      }}
      mih="70vh"
    >
      {dragging ? (
        <Overlay fixed blur={2} zIndex={300} center>
          <Paper radius="lg" p="xl" withBorder>
            <Stack align="center" gap="xs">
              <IconUpload size={36} />
              <Text fw={650}>Drop images to upload</Text>
            </Stack>
          </Paper>
        </Overlay>
      ) : null}
      {children}
    </Box>
  );
}
