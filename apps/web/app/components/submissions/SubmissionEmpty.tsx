import { Button } from "@mantine/core";
import { IconFilterOff, IconInbox } from "@tabler/icons-react";
import { EmptyState } from "../panel/EmptyState.tsx";

/** The empty list: none at all yet, or none matching the filters (with Clear). */
export function SubmissionEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (!filtered) {
    return (
      <EmptyState
        icon={<IconInbox size={28} />}
        title="No submissions yet"
        text="They arrive when visitors send the join, catering or contact form."
      />
    );
  }
  return (
    <EmptyState
      icon={<IconFilterOff size={28} />}
      title="No submission matches these filters"
      text="Try another search, form or date range, or clear the filters."
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
