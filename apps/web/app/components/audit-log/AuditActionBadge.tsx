import { Badge, Text } from "@mantine/core";
import { actionLabel, entityLabel, isWarningAction } from "../../lib/audit-log/format.ts";

/** What was done, as a light badge ("Failed sign-in", deletes and trash in red). */
export function AuditActionBadge({ action }: { action: string }) {
  return (
    <Badge variant="light" color={isWarningAction(action) ? "red" : "gray"} radius="sm" tt="none">
      {actionLabel(action)}
    </Badge>
  );
}

/** The kind of thing an entry is about ("Content", "Settings", ...). */
export function AuditEntityLabel({ entity }: { entity: string }) {
  return (
    <Text component="span" size="sm">
      {entityLabel(entity)}
    </Text>
  );
}
