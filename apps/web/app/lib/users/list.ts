import { searchFilter } from "../record-list/filters.ts";
import { defineRecordList, type RecordListState } from "../record-list/list-state.ts";

/**
 * The users list: `?q=&page=&limit=`, sent to GET /api/users as a trimmed `search` (255
 * characters at most) with limit / offset.
 */
export const userList = defineRecordList({
  filters: {
    search: searchFilter({
      label: "Search users",
      placeholder: "Name or email",
      type: "search",
      maxLength: 255,
    }),
  },
  pageSizes: [10, 25, 50, 100],
  defaultLimit: 25,
});

export type UsersListState = RecordListState<typeof userList.filters>;
