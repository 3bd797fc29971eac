/**
 * The filter kinds of a panel record list. A list declares each filter once (its URL param, the
 * API param it becomes, the words of its control) and lib/record-list/list-state.ts derives the
 * URL state, the API query and the filter bar from that one declaration.
 */

/** A filter's URL value: `null` or "" (search) or `false` (flag) when unset. */
export type FilterQuery = Record<string, string | number>;

/** How RecordFilters draws a filter; the texts are the control's visible words. */
export type FilterUi =
  | {
      control: "search";
      label: string;
      placeholder?: string;
      flex?: string;
      /** `type="search"` (role searchbox, a clear button in some browsers) and its max length. */
      type?: "search";
      maxLength?: number;
    }
  | {
      control: "select" | "segmented";
      label: string;
      /** The option that means "no filter" ("All", "Everyone"). */
      allLabel: string;
      /** A fixed set's options, in order; an id filter gets its options at render. */
      options?: { value: string; label: string }[];
      searchable?: boolean;
      nothingFound?: string;
      flex?: string;
    }
  | { control: "checkbox"; label: string; description?: string }
  | {
      control: "days";
      label?: string;
      ariaLabel?: string;
      placeholder: string;
      clearLabel?: string;
    };

export type FilterSpec<V> = {
  /** The unset value (what Clear puts back). */
  empty: V;
  /** Reads the value from the URL; anything invalid reads as `empty`. */
  read: (params: URLSearchParams) => V;
  /** Writes a set value to the URL (an unset one writes nothing). */
  write: (value: V, params: URLSearchParams) => void;
  isSet: (value: V) => boolean;
  /** The value as the API's query params (none when unset). */
  toQuery: (value: V) => FilterQuery;
  /** A select's option value as the filter's value (an id's is a number). */
  fromOption?: (value: string) => V;
  ui: FilterUi;
  /**
   * A view of the list rather than a filter (the trash): Clear keeps it, it does not count as a
   * filter, and the screen draws its control (RecordFilters leaves it out).
   */
  view?: boolean;
};

// biome-ignore lint/suspicious/noExplicitAny: a declaration holds filters of any value type
export type FilterSpecs = Record<string, FilterSpec<any>>;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A whole number in [min, max] from a URL value, else null. */
export function intParam(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

type Names = { param: string; api?: string };

/** Free text (`?q=`), capped at `max` characters; the API gets it trimmed, blank means unset. */
export function searchFilter(
  opts: { param?: string; api?: string; max?: number } & Omit<
    Extract<FilterUi, { control: "search" }>,
    "control"
  >,
): FilterSpec<string> {
  const { param = "q", api = "search", max = 255, ...ui } = opts;
  return {
    empty: "",
    read: (p) => (p.get(param) ?? "").slice(0, max),
    write: (v, p) => {
      if (v.trim()) p.set(param, v);
    },
    isSet: (v) => Boolean(v.trim()),
    toQuery: (v) => (v.trim() ? { [api]: v.trim() } : {}),
    ui: { control: "search", ...ui },
  };
}

/** One value of a fixed set (`?form=join`); an unknown value reads as unset. */
export function choiceFilter<T extends string>(
  values: readonly T[],
  opts: Names &
    Omit<Extract<FilterUi, { control: "select" | "segmented" }>, "control" | "options"> & {
      control?: "select" | "segmented";
      /** The values' labels (a value without one shows as itself). */
      labels: Partial<Record<T, string>>;
    },
): FilterSpec<T | null> {
  const { param, api = param, control = "select", labels, ...rest } = opts;
  const options = values.map((value) => ({ value, label: labels[value] ?? value }));
  const ui = { ...rest, options };
  return {
    empty: null,
    read: (p) => {
      const v = p.get(param);
      return (values as readonly string[]).includes(v ?? "") ? (v as T) : null;
    },
    write: (v, p) => {
      if (v !== null) p.set(param, v);
    },
    isSet: (v) => v !== null,
    toQuery: (v) => (v === null ? {} : { [api]: v }),
    ui: { control, ...ui },
  };
}

/** A row id (`?user=7`), a positive whole number; the options come at render. */
export function idFilter(
  opts: Names & Omit<Extract<FilterUi, { control: "select" | "segmented" }>, "control">,
): FilterSpec<number | null> {
  const { param, api = param, ...ui } = opts;
  return {
    empty: null,
    read: (p) => intParam(p.get(param), 1, 2_147_483_647),
    write: (v, p) => {
      if (v !== null) p.set(param, String(v));
    },
    isSet: (v) => v !== null,
    toQuery: (v) => (v === null ? {} : { [api]: v }),
    fromOption: Number,
    ui: { control: "select", ...ui },
  };
}

/** On or off (`?held=1`); the API gets `apiValue` when on. */
export function flagFilter(
  opts: Names & { apiValue?: string | number } & Omit<
      Extract<FilterUi, { control: "checkbox" }>,
      "control"
    >,
): FilterSpec<boolean> {
  const { param, api = param, apiValue = "true", ...ui } = opts;
  return {
    empty: false,
    read: (p) => p.get(param) === "1",
    write: (v, p) => {
      if (v) p.set(param, "1");
    },
    isSet: (v) => v,
    toQuery: (v): FilterQuery => (v ? { [api]: apiValue } : {}),
    ui: { control: "checkbox", ...ui },
  };
}

export type DayRange = { from: string | null; to: string | null };

/**
 * A range of `YYYY-MM-DD` days (`?from=&to=`, both inclusive). `toQuery` turns the days, put in
 * order, into the API's bounds (whole local days, or UTC times as the audit log wants).
 */
export function dayRangeFilter(
  opts: { from?: string; to?: string; toQuery: (range: DayRange) => FilterQuery } & Omit<
    Extract<FilterUi, { control: "days" }>,
    "control"
  >,
): FilterSpec<DayRange> {
  const { from = "from", to = "to", toQuery, ...ui } = opts;
  const day = (v: string | null) => (v && DAY.test(v) ? v : null);
  return {
    empty: { from: null, to: null },
    read: (p) => ({ from: day(p.get(from)), to: day(p.get(to)) }),
    write: (v, p) => {
      if (v.from) p.set(from, v.from);
      if (v.to) p.set(to, v.to);
    },
    isSet: (v) => Boolean(v.from || v.to),
    toQuery: (v) => {
      let [start, end] = [v.from, v.to];
      if (start && end && start > end) [start, end] = [end, start];
      return start || end ? toQuery({ from: start, to: end }) : {};
    },
    ui: { control: "days", ...ui },
  };
}

/** The labelled day range of a list's filter bar ("Any date" until chosen, "Clear dates"). */
export function datesFilter(
  label: string,
  toQuery: (range: DayRange) => FilterQuery,
): FilterSpec<DayRange> {
  return dayRangeFilter({ toQuery, label, placeholder: "Any date", clearLabel: "Clear dates" });
}
