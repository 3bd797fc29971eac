import { Button, Group, Select, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import "@mantine/dates/styles.css";
import { IconCalendar, IconFilterOff, IconSearch } from "@tabler/icons-react";
import { hasFilters, type ListState } from "../../../lib/content/list-state.ts";
import { useUrlDateRange, useUrlSearchField } from "../../../lib/navigation/use-url-filters.ts";
import { STATUS_OPTIONS } from "../StatusBadge.tsx";

/**
 * The list's filter bar: search (applied 300 ms after the last key, spec §9), status, the
 * created-between range and Clear. Every filter lives in the URL through `apply`.
 */
export function PostListFilters({
  state,
  plural,
  apply,
  onClear,
}: {
  state: ListState;
  plural: string;
  apply: (patch: Partial<ListState>, replace?: boolean) => void;
  onClear: () => void;
}) {
  const [searchInput, onSearchInput] = useUrlSearchField(state.search, (value) =>
    apply({ search: value }, true),
  );
  const [range, setRange] = useUrlDateRange(state.from, state.to);

  return (
    <Group
      gap="sm"
      p="sm"
      wrap="wrap"
      style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
    >
      <TextInput
        style={{ flex: "1 1 220px" }}
        placeholder={`Search ${plural}`}
        aria-label={`Search ${plural}`}
        leftSection={<IconSearch size={16} />}
        value={searchInput}
        onChange={(e) => onSearchInput(e.currentTarget.value)}
      />
      <Select
        style={{ flex: "1 1 150px", maxWidth: "100%" }}
        aria-label="Status"
        placeholder="All statuses"
        data={STATUS_OPTIONS}
        value={state.status === null ? null : String(state.status)}
        onChange={(v) => apply({ status: v ? (Number(v) as 1 | 2 | 3) : null })}
        clearable
        allowDeselect
      />
      <DatePickerInput
        type="range"
        style={{ flex: "1 1 240px", maxWidth: "100%" }}
        aria-label="Created between"
        placeholder="Created between"
        leftSection={<IconCalendar size={16} />}
        valueFormat="YYYY-MM-DD"
        value={range}
        onChange={([from, to]) => {
          setRange([from, to]);
          // A half-picked range stays local until its second day is chosen.
          if ((from && to) || (!from && !to)) apply({ from: from ?? null, to: to ?? null });
        }}
        clearable
        allowSingleDateInRange
        previousLabel="Previous month"
        nextLabel="Next month"
        popoverProps={{ withinPortal: true }}
      />
      {hasFilters(state) ? (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} />}
          onClick={onClear}
        >
          Clear
        </Button>
      ) : null}
    </Group>
  );
}
