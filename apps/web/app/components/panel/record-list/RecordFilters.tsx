import { Box, Checkbox, SegmentedControl, Select, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { useUrlSearchField } from "../../../lib/navigation/use-url-filters.ts";
import type { DayRange, FilterSpecs, FilterUi } from "../../../lib/record-list/filters.ts";
import type { RecordList, RecordListState } from "../../../lib/record-list/list-state.ts";
import { ClearFiltersButton, DateRangeFilter, FilterBar } from "../ListFilters.tsx";

/** What a select filter gets at render: options from a query, its error, an icon. */
export type FilterChoices = {
  options?: { value: string; label: string }[];
  error?: string;
  icon?: ReactNode;
};

type Props<F extends FilterSpecs, S extends string> = {
  /** The list screen's state (useRecordList): the list, its URL state and how to change it. */
  screen: {
    list: RecordList<F, S>;
    state: RecordListState<F, S>;
    /** Applies a change to the URL; `replace` for typing (no history entry per key). */
    apply: (patch: Partial<RecordListState<F, S>>, replace?: boolean) => void;
    clearFilters: () => void;
  };
  /** The controls' order when it is not the declaration's (the URL's) order. */
  order?: (keyof F & string)[];
  choices?: Partial<Record<keyof F, FilterChoices>>;
};

const ALL = "all";

function SearchControl(props: {
  ui: Extract<FilterUi, { control: "search" }>;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, onType] = useUrlSearchField(props.value, props.onChange);
  return (
    <TextInput
      style={{ flex: props.ui.flex ?? "1 1 220px" }}
      label={props.ui.label}
      placeholder={props.ui.placeholder}
      type={props.ui.type}
      maxLength={props.ui.maxLength}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(e) => onType(e.currentTarget.value)}
    />
  );
}

function ChoiceControl(props: {
  ui: Extract<FilterUi, { control: "select" | "segmented" }>;
  value: string | number | null;
  choices?: FilterChoices;
  onChange: (value: string | null) => void;
}) {
  const { ui, choices } = props;
  const labelId = useId();
  const data = [{ value: ALL, label: ui.allLabel }, ...(choices?.options ?? ui.options ?? [])];
  const value = props.value === null ? ALL : String(props.value);
  const onChange = (v: string | null) => props.onChange(!v || v === ALL ? null : v);
  if (ui.control === "segmented") {
    return (
      <Box style={{ flex: ui.flex ?? "1 1 260px", maxWidth: "100%" }}>
        <Text component="div" id={labelId} size="sm" fw={500} mb={5}>
          {ui.label}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          fullWidth
          data={data}
          value={value}
          onChange={onChange}
        />
      </Box>
    );
  }
  return (
    <Select
      style={{ flex: ui.flex ?? "0 1 200px" }}
      label={ui.label}
      leftSection={choices?.icon}
      data={data}
      value={value}
      allowDeselect={false}
      searchable={ui.searchable}
      nothingFoundMessage={ui.nothingFound}
      error={choices?.error}
      onChange={onChange}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A list's filter bar, drawn from its declaration: search, selects, flags, dates and Clear. */
export function RecordFilters<F extends FilterSpecs, S extends string>({
  screen,
  order,
  choices,
}: Props<F, S>) {
  const { list, state } = screen;
  const keys = order ?? (Object.keys(list.filters) as (keyof F & string)[]);
  // A list without filters (cuisine tags) has no bar.
  if (keys.length === 0) return null;
  const set = (key: keyof F, value: unknown, replace?: boolean) =>
    screen.apply({ [key]: value } as Partial<RecordListState<F, S>>, replace);

  return (
    <FilterBar align="flex-end">
      {keys.map((key) => {
        const { ui, view } = list.filters[key];
        if (view) return null;
        // The declaration's kind says the value's type (FilterValues of the list).
        const value = state[key] as never;
        switch (ui.control) {
          case "search":
            return (
              <SearchControl key={key} ui={ui} value={value} onChange={(v) => set(key, v, true)} />
            );
          case "select":
          case "segmented":
            return (
              <ChoiceControl
                key={key}
                ui={ui}
                value={value}
                choices={choices?.[key]}
                onChange={(v) =>
                  set(key, v === null ? null : (list.filters[key].fromOption?.(v) ?? v))
                }
              />
            );
          case "checkbox":
            return (
              <Checkbox
                key={key}
                label={ui.label}
                description={ui.description}
                checked={value}
                onChange={(e) => set(key, e.currentTarget.checked)}
              />
            );
          case "days":
            return (
              <DateRangeFilter
                key={key}
                from={(value as DayRange).from}
                to={(value as DayRange).to}
                onChange={(range) => set(key, range)}
                label={ui.label}
                ariaLabel={ui.ariaLabel}
                placeholder={ui.placeholder}
                clearLabel={ui.clearLabel}
              />
            );
          default:
            return null;
        }
      })}
      <ClearFiltersButton shown={list.hasFilters(state)} onClear={screen.clearFilters} />
    </FilterBar>
  );
}
