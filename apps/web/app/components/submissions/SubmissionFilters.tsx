import "@mantine/dates/styles.css";
import { SUBMISSION_FORM_NAMES, SUBMISSION_FORMS, type SubmissionForm } from "@fooddir/contract";
import { Box, Button, Checkbox, Group, SegmentedControl, Text, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconCalendar, IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useId } from "react";
import { useUrlDateRange, useUrlSearchField } from "../../lib/navigation/use-url-filters.ts";
import {
  hasSubmissionFilters,
  type SubmissionListState,
} from "../../lib/submissions/list-state.ts";

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
  const [range, setRange] = useUrlDateRange(state.from, state.to);

  return (
    <Group
      gap="sm"
      p="sm"
      wrap="wrap"
      align="flex-end"
      style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
    >
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
      <DatePickerInput
        type="range"
        style={{ flex: "1 1 240px", maxWidth: "100%" }}
        label="Received"
        placeholder="Any date"
        leftSection={<IconCalendar size={16} aria-hidden />}
        valueFormat="YYYY-MM-DD"
        value={range}
        onChange={([from, to]) => {
          setRange([from, to]);
          // A half-picked range stays local until its second day is chosen.
          if ((from && to) || (!from && !to)) onChange({ from: from ?? null, to: to ?? null });
        }}
        clearable
        clearButtonProps={{ "aria-label": "Clear dates" }}
        allowSingleDateInRange
        previousLabel="Previous month"
        nextLabel="Next month"
        popoverProps={{ withinPortal: true }}
      />
      <Checkbox
        label="Held only"
        description="Kept past the hourly limit"
        checked={state.held}
        onChange={(e) => onChange({ held: e.currentTarget.checked })}
      />
      {hasSubmissionFilters(state) ? (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onClear}
        >
          Clear
        </Button>
      ) : null}
    </Group>
  );
}
