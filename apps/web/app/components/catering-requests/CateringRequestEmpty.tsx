import { Button } from "@mantine/core";
import { IconFilterOff, IconToolsKitchen2 } from "@tabler/icons-react";
import { EmptyState } from "../panel/EmptyState.tsx";

/** The empty pipeline: no request at all yet, or none matching the filters (with Clear). */
export function CateringRequestEmpty({
  filtered,
  onClear,
}: {
  filtered: boolean;
  onClear: () => void;
}) {
  if (!filtered) {
    return (
      <EmptyState
        icon={<IconToolsKitchen2 size={28} />}
        title="No catering requests yet"
        text="They arrive when visitors send the Book a truck form."
      />
    );
  }
  return (
    <EmptyState
      icon={<IconFilterOff size={28} />}
      title="No request matches these filters"
      text="Try another search, status or date range, or clear the filters."
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
