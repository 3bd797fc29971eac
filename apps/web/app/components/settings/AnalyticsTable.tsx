import type { AnalyticsItem } from "@fooddir/contract";
import { Badge, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import {
  itemLabel,
  POSITION_LABELS,
  PROVIDER_LABELS,
  summarizeItem,
  TYPE_LABELS,
} from "../../lib/settings/analytics.ts";
import { EditDeleteButtons } from "../panel/EditDeleteButtons.tsx";

const TYPE_COLORS: Record<AnalyticsItem["type"], string> = {
  script: "blue",
  meta: "grape",
  noscript: "gray",
};

type Props = {
  items: AnalyticsItem[];
  onEdit: (item: AnalyticsItem) => void;
  onDelete: (item: AnalyticsItem) => void;
};

function Row({ item, onEdit, onDelete }: { item: AnalyticsItem } & Omit<Props, "items">) {
  const label = itemLabel(item);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600} style={{ wordBreak: "break-word" }}>
          {label}
        </Text>
        {item.external_analytics ? (
          <Text size="xs" c="dimmed">
            External analytics
            {item.external_analytics_type
              ? `: ${PROVIDER_LABELS[item.external_analytics_type]}`
              : ""}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={TYPE_COLORS[item.type]}>
          {TYPE_LABELS[item.type]}
        </Badge>
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        <Text size="sm">{POSITION_LABELS[item.tag_position]}</Text>
      </Table.Td>
      <Table.Td visibleFrom="sm" maw={320}>
        <Text size="xs" ff="monospace" c="dimmed" truncate="end" title={summarizeItem(item, 500)}>
          {summarizeItem(item)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={2} wrap="nowrap" justify="flex-end">
          <EditDeleteButtons
            editLabel={`Edit ${label}`}
            deleteLabel={`Delete ${label}`}
            onEdit={() => onEdit(item)}
            onDelete={() => onDelete(item)}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The domain's analytics snippets: name, type, position, what they load, edit and delete. */
export function AnalyticsTable({ items, onEdit, onDelete }: Props) {
  return (
    <Table.ScrollContainer minWidth={420} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Position</Table.Th>
            <Table.Th visibleFrom="sm">Loads</Table.Th>
            <Table.Th w={88}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Row key={item.id} item={item} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
