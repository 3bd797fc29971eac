import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { FaqCategory, FaqItem } from "../../lib/content/api.ts";
import { SectionCard } from "../panel/SectionCard.tsx";
import { FaqRow } from "./FaqRow.tsx";

/**
 * One category (or "Without category") as a section: its name and count, a button to add a
 * question, delete for a real category, then its questions.
 */
export function FaqGroup({
  title,
  faqs,
  category,
  onAdd,
  onEdit,
  onDeleteFaq,
  onDeleteCategory,
}: {
  title: string;
  faqs: FaqItem[];
  category: FaqCategory | null;
  onAdd: () => void;
  onEdit: (faq: FaqItem) => void;
  onDeleteFaq: (faq: FaqItem) => void;
  onDeleteCategory: (category: FaqCategory) => void;
}) {
  return (
    <SectionCard compact label={title}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: "1 1 180px" }}>
          <Title order={2} size="h4" lineClamp={2} style={{ wordBreak: "break-word" }}>
            {title}
          </Title>
          <Badge variant="light" color="gray">
            {faqs.length}
          </Badge>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={onAdd}
            aria-label={`Add question to ${title}`}
          >
            Question
          </Button>
          {category ? (
            <Tooltip label="Delete category" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete category ${title}`}
                onClick={() => onDeleteCategory(category)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Group>
      {faqs.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          No questions in this category yet.
        </Text>
      ) : (
        <Stack gap={0} mt="xs">
          {faqs.map((faq, i) => (
            <Box key={faq.id}>
              {i > 0 ? <Divider /> : null}
              <FaqRow faq={faq} onEdit={() => onEdit(faq)} onDelete={() => onDeleteFaq(faq)} />
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
