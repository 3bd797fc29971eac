import { ActionIcon, Box, Group, Text, Tooltip } from "@mantine/core";
import { IconEdit, IconTrash } from "@tabler/icons-react";
import type { FaqItem } from "../../lib/content/api.ts";

/** One question with its answer (three lines at most) and its edit and delete buttons. */
export function FaqRow({
  faq,
  onEdit,
  onDelete,
}: {
  faq: FaqItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" py="xs" data-faq-id={faq.id}>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm" style={{ wordBreak: "break-word" }}>
          {faq.question || (
            <Text span c="dimmed">
              (no question)
            </Text>
          )}
        </Text>
        <Text
          size="sm"
          c="dimmed"
          lineClamp={3}
          style={{ whiteSpace: "pre-line", wordBreak: "break-word" }}
        >
          {faq.answer || "(no answer)"}
        </Text>
      </Box>
      <Group gap={2} wrap="nowrap">
        <Tooltip label="Edit" withArrow>
          <ActionIcon variant="subtle" aria-label={`Edit “${faq.question}”`} onClick={onEdit}>
            <IconEdit size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete" withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete “${faq.question}”`}
            onClick={onDelete}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
