import { ALL_ROWS } from "../record-list/all-rows.ts";
import { searchFilter } from "../record-list/filters.ts";
import { defineRecordList } from "../record-list/list-state.ts";

/**
 * The locations list: `?q=`, the API's search of name and address (120 characters at most).
 * The API gives every matching place at once, so the list has no pages.
 */
export const locationList = defineRecordList({
  filters: {
    search: searchFilter({
      label: "Search locations",
      placeholder: "Name or address",
      max: 120,
      type: "search",
      maxLength: 120,
    }),
  },
  ...ALL_ROWS,
});
