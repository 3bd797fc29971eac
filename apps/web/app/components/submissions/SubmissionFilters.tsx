import { SUBMISSION_FORM_NAMES, SUBMISSION_FORMS, type SubmissionForm } from "@fooddir/contract";
import { Box, Checkbox, SegmentedControl, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useId } from "react";
import { useUrlSearchField } from "../../lib/navigation/use-url-filters.ts";
import {
  hasSubmissionFilters,
  type SubmissionListState,
} from "../../lib/submissions/list-state.ts";
import { ClearFiltersButton, DateRangeFilter, FilterBar } from "../panel/ListFilters.tsx";

type Props = {
  state: SubmissionListState;
  /** Applies a change to the URL; `replace` for typing (no history entry per key). */
  onChange: (patch: Partial<SubmissionListState>, replace?: boolean) => void;
  onClear: () => void;
};

const FORM_OPTIONS = [
  { value: "all", label: "All" },
  ...SUBMISSION_FORMS.map((form) => ({ value: form, label: SUBMISSION_FORM_NAMES[form] })),
];

/** The list's filters: debounced search, form, received date range, held only and Clear. */
export function SubmissionFilters({ state, onChange, onClear }: Props) {
  const formLabelId = useId();

  const [searchInput, onSearchInput] = useUrlSearchField(state.search, (value) =>
    onChange({ search: value }, true),
  );

  return (
    <FilterBar align="flex-end">
      <TextInput
        style={{ flex: "1 1 220px" }}
        label="Search"
        placeholder="Name, email, phone or message"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchInput}
        onChange={(e) => onSearchInput(e.currentTarget.value)}
      />
      <Box style={{ flex: "1 1 260px", maxWidth: "100%" }}>
        <Text component="div" id={formLabelId} size="sm" fw={500} mb={5}>
          Form
        </Text>
        <SegmentedControl
          aria-labelledby={formLabelId}
          fullWidth
          data={FORM_OPTIONS}
          value={state.form ?? "all"}
          onChange={(v) => onChange({ form: v === "all" ? null : (v as SubmissionForm) })}
        />
      </Box>
      <DateRangeFilter
        from={state.from}
        to={state.to}
        onChange={onChange}
        label="Received"
        placeholder="Any date"
        clearLabel="Clear dates"
      />
      <Checkbox
        label="Held only"
        description="Kept past the hourly limit"
        checked={state.held}
        onChange={(e) => onChange({ held: e.currentTarget.checked })}
      />
      <ClearFiltersButton shown={hasSubmissionFilters(state)} onClear={onClear} />
    </FilterBar>
  );
}
