import { CATERING_REQUEST_STATUS_LABELS, CATERING_REQUEST_STATUSES } from "@fooddir/contract";
import { Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import {
  type CateringListState,
  hasCateringFilters,
} from "../../lib/catering-requests/list-state.ts";
import { useUrlSearchField } from "../../lib/navigation/use-url-filters.ts";
import { ClearFiltersButton, DateRangeFilter, FilterBar } from "../panel/ListFilters.tsx";

type Props = {
  state: CateringListState;
  /** Applies a change to the URL; `replace` for typing (no history entry per key). */
  onChange: (patch: Partial<CateringListState>, replace?: boolean) => void;
  onClear: () => void;
};

const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  ...CATERING_REQUEST_STATUSES.map((s) => ({ value: s, label: CATERING_REQUEST_STATUS_LABELS[s] })),
];

/** The pipeline's filters: debounced search, status, event date range and Clear. */
export function CateringRequestFilters({ state, onChange, onClear }: Props) {
  const [searchInput, onSearchInput] = useUrlSearchField(state.search, (value) =>
    onChange({ search: value }, true),
  );
  return (
    <FilterBar align="flex-end">
      <TextInput
        style={{ flex: "1 1 220px" }}
        label="Search"
        placeholder="Name, email, phone or address"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchInput}
        onChange={(e) => onSearchInput(e.currentTarget.value)}
      />
      <Select
        style={{ flex: "0 1 180px" }}
        label="Status"
        data={STATUS_OPTIONS}
        value={state.status ?? "all"}
        allowDeselect={false}
        onChange={(v) =>
          onChange({ status: !v || v === "all" ? null : (v as CateringListState["status"]) })
        }
        comboboxProps={{ withinPortal: true }}
      />
      <DateRangeFilter
        from={state.from}
        to={state.to}
        onChange={onChange}
        label="Event date"
        placeholder="Any date"
        clearLabel="Clear dates"
      />
      <ClearFiltersButton shown={hasCateringFilters(state)} onClear={onClear} />
    </FilterBar>
  );
}
