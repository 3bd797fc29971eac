import { Button, Group } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import "@mantine/dates/styles.css";
import { IconCalendar, IconFilterOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useUrlDateRange } from "../../lib/navigation/use-url-filters.ts";

/** The row of filters above a list's rows. */
export function FilterBar({ align, children }: { align?: "flex-end"; children: ReactNode }) {
  return (
    <Group
      gap="sm"
      p="sm"
      wrap="wrap"
      align={align}
      style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
    >
      {children}
    </Group>
  );
}

type RangeProps = {
  from: string | null;
  to: string | null;
  /** Called with a whole range or none; a half-picked range stays in the field. */
  onChange: (range: { from: string | null; to: string | null }) => void;
  placeholder: string;
  /** A visible label, or else `ariaLabel` names the field. */
  label?: string;
  ariaLabel?: string;
  clearLabel?: string;
};

/** A date range filter kept in the URL (YYYY-MM-DD days). */
export function DateRangeFilter({
  from,
  to,
  onChange,
  placeholder,
  label,
  ariaLabel,
  clearLabel,
}: RangeProps) {
  const [range, setRange] = useUrlDateRange(from, to);
  return (
    <DatePickerInput
      type="range"
      style={{ flex: "1 1 240px", maxWidth: "100%" }}
      label={label}
      aria-label={ariaLabel}
      placeholder={placeholder}
      leftSection={<IconCalendar size={16} aria-hidden />}
      valueFormat="YYYY-MM-DD"
      value={range}
      onChange={([start, end]) => {
        setRange([start, end]);
        if ((start && end) || (!start && !end)) onChange({ from: start ?? null, to: end ?? null });
      }}
      clearable
      clearButtonProps={clearLabel ? { "aria-label": clearLabel } : undefined}
      allowSingleDateInRange
      previousLabel="Previous month"
      nextLabel="Next month"
      popoverProps={{ withinPortal: true }}
    />
  );
}

/** Clear, while any filter is set. */
export function ClearFiltersButton({ shown, onClear }: { shown: boolean; onClear: () => void }) {
  if (!shown) return null;
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconFilterOff size={16} aria-hidden />}
      onClick={onClear}
    >
      Clear
    </Button>
  );
}
