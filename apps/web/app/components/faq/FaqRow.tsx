import { Box, Group, Text } from "@mantine/core";
import type { FaqItem } from "../../lib/content/api.ts";
import { EditDeleteButtons } from "../panel/EditDeleteButtons.tsx";

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
        <EditDeleteButtons
          editLabel={`Edit “${faq.question}”`}
          deleteLabel={`Delete “${faq.question}”`}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Group>
    </Group>
  );
}
