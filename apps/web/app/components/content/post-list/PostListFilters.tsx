import { Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { hasFilters, type ListState } from "../../../lib/content/list-state.ts";
import { useUrlSearchField } from "../../../lib/navigation/use-url-filters.ts";
import { ClearFiltersButton, DateRangeFilter, FilterBar } from "../../panel/ListFilters.tsx";
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

  return (
    <FilterBar>
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
      <DateRangeFilter
        from={state.from}
        to={state.to}
        onChange={apply}
        ariaLabel="Created between"
        placeholder="Created between"
      />
      <ClearFiltersButton shown={hasFilters(state)} onClear={onClear} />
    </FilterBar>
  );
}
