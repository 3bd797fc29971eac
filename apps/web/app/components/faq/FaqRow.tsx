import { Text } from "@mantine/core";
import type { FaqItem } from "../../lib/content/api.ts";
import { RecordItem } from "../panel/record-list/RecordItem.tsx";

type Actions = { onEdit: (faq: FaqItem) => void; onDelete: (faq: FaqItem) => void };

/** A question in its category's list: the answer (three lines at most), Edit and Delete. */
export function faqCard({ onEdit, onDelete }: Actions) {
  return (faq: FaqItem) => (
    <RecordItem
      align="flex-start"
      actions={{
        editLabel: `Edit “${faq.question}”`,
        deleteLabel: `Delete “${faq.question}”`,
        onEdit: () => onEdit(faq),
        onDelete: () => onDelete(faq),
      }}
    >
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
    </RecordItem>
  );
}

export const faqRowAttributes = (faq: FaqItem) => ({ "data-faq-id": faq.id });
