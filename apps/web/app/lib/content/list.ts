import { POST_SORT_FIELDS, POST_STATUS_NAMES } from "@fooddir/contract";
import {
  dayRangeFilter,
  type FilterQuery,
  type FilterSpec,
  flagFilter,
  intParam,
  searchFilter,
} from "../record-list/filters.ts";
import { defineRecordList, type RecordListState } from "../record-list/list-state.ts";
import { dateRangeToParams } from "./format.ts";
import type { SectionConfig } from "./sections.ts";

export type SortField = (typeof POST_SORT_FIELDS)[number];
type Status = 1 | 2 | 3;

const STATUS_OPTIONS = Object.entries(POST_STATUS_NAMES).map(([value, label]) => ({
  value,
  label,
}));

/** `?status=1`: one post status, a number for the API as the other ids are. */
const statusFilter: FilterSpec<Status | null> = {
  empty: null,
  read: (p) => intParam(p.get("status"), 1, 3) as Status | null,
  write: (v, p) => {
    if (v !== null) p.set("status", String(v));
  },
  isSet: (v) => v !== null,
  toQuery: (v): FilterQuery => (v === null ? {} : { status: v }),
  fromOption: (v) => intParam(v, 1, 3) as Status | null,
  ui: { control: "select", label: "Status", allLabel: "All statuses", options: STATUS_OPTIONS },
};

function declare(config: SectionConfig) {
  return defineRecordList({
    filters: {
      /** The trash (`?trash=1`): a view of the section, not a filter; the API always hears which. */
      trash: {
        ...flagFilter({ param: "trash", label: "Trash" }),
        view: true,
        toQuery: (v: boolean) => ({ deleted: v ? 1 : 0 }),
      },
      search: searchFilter({ label: `Search ${config.plural}` }),
      status: statusFilter,
      /** created_at range (both days inclusive). */
      created: dayRangeFilter({
        toQuery: ({ from, to }) => dateRangeToParams(from, to),
        ariaLabel: "Created between",
        placeholder: "Created between",
      }),
    },
    pageSizes: [10, 25, 50, 100, 500],
    defaultLimit: 25,
    sort: {
      keys: POST_SORT_FIELDS,
      by: "position",
      dir: "asc",
      api: { by: "sortBy", dir: "sortDir" },
    },
  });
}

export type PostList = ReturnType<typeof declare>;
export type PostListState = RecordListState<PostList["filters"], SortField>;

const lists = new Map<string, PostList>();

/**
 * The list of a content section: `?trash=&q=&status=&from=&to=&sort=&dir=&page=&limit=`, sent to
 * GET /api/posts/by-type (with the section's `type`) as deleted, search, status, whole local days,
 * sortBy / sortDir, limit and offset. One declaration per section (the search names it).
 */
export function postListOf(config: SectionConfig): PostList {
  let list = lists.get(config.section);
  if (!list) {
    list = declare(config);
    lists.set(config.section, list);
  }
  return list;
}

/** Drag-and-drop ordering only makes sense on the plain position-ordered list. */
export function canReorder(list: PostList, state: PostListState): boolean {
  return (
    !state.trash &&
    state.sortBy === "position" &&
    state.sortDir === "asc" &&
    !list.hasFilters(state)
  );
}
