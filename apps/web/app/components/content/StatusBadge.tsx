import { POST_STATUS_NAMES, type PostStatusId } from "@fooddir/contract";
import { Badge } from "@mantine/core";

export const STATUS_COLORS: Record<number, string> = { 1: "gray", 2: "teal", 3: "orange" };

export const STATUS_OPTIONS = Object.entries(POST_STATUS_NAMES).map(([value, label]) => ({
  value,
  label,
}));

export function statusName(id: number) {
  return POST_STATUS_NAMES[id as PostStatusId] ?? `Status ${id}`;
}

export function StatusBadge({ statusId }: { statusId: number }) {
  return (
    <Badge color={STATUS_COLORS[statusId] ?? "gray"} variant="light" radius="sm">
      {statusName(statusId)}
    </Badge>
  );
}
