import type { ReactNode } from "react";
import type { SortDir } from "../../../lib/record-list/list-state.ts";

/** A row's key (its id): what selection and React keys go by. */
export type RowKey = string | number;

/** What a cell or card can do with its row. */
export type RowContext = {
  /** Opens the row (a drawer, a page), as clicking it does; for the row's real button. */
  open: () => void;
  selected: boolean;
};

/** One column of a record list's table, declared once per screen. */
export type RecordColumn<T> = {
  id: string;
  /** The header's text; with `hideHeader`, only screen readers read it ("Actions"). */
  header: ReactNode;
  hideHeader?: boolean;
  cell: (row: T, ctx: RowContext) => ReactNode;
  /** The API's sort key: the header becomes a sort button. */
  sortKey?: string;
  /** The direction a first click sorts by (dates usually start newest first). */
  sortFirst?: SortDir;
  width?: number | string;
  minWidth?: number;
  maxWidth?: number;
  nowrap?: boolean;
  align?: "left" | "right" | "center";
  /** The skeleton bar's width while loading. */
  skeleton?: number | string;
  /** The whole header cell (`<Table.Th>`), when the column draws its own (the drag handles'). */
  headerCell?: () => ReactNode;
};

/** Rows put in order by dragging them (sortable-rows.tsx); the rows' keys are numbers. */
export type RecordReorder<T> = {
  /** The handles work (else they show disabled with `unavailable`: a filtered or sorted list). */
  enabled: boolean;
  /** The handle's accessible name ("Reorder Taco Loco"). */
  label: (row: T) => string;
  /** What a screen reader calls the row while it moves. */
  titleOf: (row: T) => string;
  /** A row dropped where another was: the screen saves the new order. */
  onMove: (activeKey: RowKey, overKey: RowKey) => void;
  /** The disabled handle's tip; by default "Sort by order without filters to reorder". */
  unavailable?: string;
  /** The sort key of the manual order: the handle column's header sorts by it. */
  sortKey?: string;
};

export type RecordSort = {
  by: string;
  dir: SortDir;
  onSort: (key: string, dir: SortDir) => void;
};

export type RecordSelection<T> = {
  /** The selected rows' keys (may include rows of other pages). */
  selected: readonly RowKey[];
  onChange: (keys: RowKey[]) => void;
  /** The row checkbox's accessible name ("Select Taco Loco"). */
  label: (row: T) => string;
  /** The select-all checkbox's accessible name. */
  allLabel?: string;
  /** Rows that cannot be selected. */
  canSelect?: (row: T) => boolean;
};

export type RecordListProps<T> = {
  /** The accessible name of the card list (and of the table with `labelTable`). */
  label: string;
  labelTable?: boolean;
  rows: T[];
  rowKey: (row: T) => RowKey;
  /**
   * Data attributes of a row and its card (`data-submission-id`); tests select by them. A row
   * may also be named by a title inside it (`aria-labelledby`, My catering's event).
   */
  rowAttributes?: (
    row: T,
  ) => Record<`data-${string}`, string | number> & { "aria-labelledby"?: string };
  columns: RecordColumn<T>[];
  /** The row as a card on phones (below the sm breakpoint). */
  card: (row: T, ctx: RowContext) => ReactNode;
  /** The first load: skeleton rows and cards. */
  loading: boolean;
  /** The rows are the previous query's, shown while the next loads (dimmed). */
  stale?: boolean;
  /** A request is in flight (`aria-busy`). */
  busy?: boolean;
  /** A click on a row opens it; keyboard users get the row's own button (ctx.open). */
  onOpen?: (row: T) => void;
  sort?: RecordSort;
  selection?: RecordSelection<T>;
  /**
   * A row's extra content under it, full width (a review's diff); null for none. `place` says
   * whether it goes under the table row or into the card: both are in the page (CSS shows one),
   * so ids inside (for `aria-controls`) must differ between the two.
   */
  expanded?: (row: T, place: "table" | "card") => ReactNode;
  /** Drag ordering: a handle column first and a handle on each card (sortable-rows.tsx). */
  reorder?: RecordReorder<T>;
  /**
   * "responsive" (default): a table from sm, cards below. "rows": the cards one under the other
   * in a divided list at every width (RecordRows.tsx), for short one-line rows.
   */
  layout?: "responsive" | "rows";
  /** The table scrolls sideways below this width. */
  minWidth?: number;
  highlightOnHover?: boolean;
  skeletonRows?: number;
};
