import { Button } from "@mantine/core";
import { IconFilterOff, IconHistory } from "@tabler/icons-react";
import { EmptyState } from "../panel/EmptyState.tsx";

/** The empty log: nothing recorded yet, or nothing matching the filters (with Clear). */
export function AuditLogEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (!filtered) {
    return (
      <EmptyState
        icon={<IconHistory size={28} />}
        title="No audit entries yet"
        text="Sign-ins and every change to content, settings and users are recorded here."
      />
    );
  }
  return (
    <EmptyState
      icon={<IconFilterOff size={28} />}
      title="No entry matches these filters"
      text="Try another user, kind or date range, or clear the filters."
      action={
        <Button
          variant="light"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onClear}
        >
          Clear filters
        </Button>
      }
    />
  );
}
