import { ActionIcon, Badge, Box, Button, Group, Text, Title, Tooltip } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMemo } from "react";
import type { FaqCategory, FaqItem } from "../../lib/content/api.ts";
import { RecordList } from "../panel/record-list/RecordList.tsx";
import { SectionCard } from "../panel/SectionCard.tsx";
import { faqCard, faqRowAttributes } from "./FaqRow.tsx";

/**
 * One category (or "Without category") as a section: its name and count, a button to add a
 * question, delete for a real category, then its questions (a record list of rows, named after
 * the category).
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
  const card = useMemo(() => faqCard({ onEdit, onDelete: onDeleteFaq }), [onEdit, onDeleteFaq]);
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
        <Box
          mt="xs"
          mx={{
            base: "calc(var(--mantine-spacing-sm) * -1)",
            sm: "calc(var(--mantine-spacing-md) * -1)",
          }}
        >
          <RecordList
            layout="rows"
            label={`Questions in ${title}`}
            rows={faqs}
            rowKey={(faq) => faq.id}
            rowAttributes={faqRowAttributes}
            columns={[]}
            card={card}
            loading={false}
          />
        </Box>
      )}
    </SectionCard>
  );
}
