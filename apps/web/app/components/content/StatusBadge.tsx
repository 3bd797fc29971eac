import { POST_STATUS_NAMES } from "@fooddir/contract";
import { Badge } from "@mantine/core";
import { statusName } from "../../lib/content/format.ts";

export const STATUS_COLORS: Record<number, string> = { 1: "gray", 2: "teal", 3: "orange" };

export const STATUS_OPTIONS = Object.entries(POST_STATUS_NAMES).map(([value, label]) => ({
  value,
  label,
}));

export function StatusBadge({ statusId }: { statusId: number }) {
  return (
    <Badge color={STATUS_COLORS[statusId] ?? "gray"} variant="light" radius="sm">
      {statusName(statusId)}
    </Badge>
  );
}
