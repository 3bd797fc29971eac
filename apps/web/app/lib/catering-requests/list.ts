import {
  CATERING_REQUEST_STATUS_LABELS,
  CATERING_REQUEST_STATUSES,
  CATERING_REQUESTS_PAGE_SIZE,
} from "@fooddir/contract";
import { choiceFilter, datesFilter, searchFilter } from "../record-list/filters.ts";
import { defineRecordList, type RecordListState } from "../record-list/list-state.ts";

/**
 * The catering pipeline: `?q=&status=&from=&to=&page=&limit=`, sent to GET
 * /api/catering-requests (and its export) as search, status and the event days from / to.
 */
export const cateringList = defineRecordList({
  filters: {
    /** The API's search takes at most 200 characters. */
    search: searchFilter({
      label: "Search",
      placeholder: "Name, email, phone or address",
      max: 200,
    }),
    status: choiceFilter(CATERING_REQUEST_STATUSES, {
      param: "status",
      label: "Status",
      allLabel: "All statuses",
      labels: CATERING_REQUEST_STATUS_LABELS,
      flex: "0 1 180px",
    }),
    /** The event's day (both inclusive); the API takes the days as they are. */
    event: datesFilter("Event date", ({ from, to }) => ({
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    })),
  },
  pageSizes: [10, 25, 50, 100],
  defaultLimit: CATERING_REQUESTS_PAGE_SIZE,
});

export type CateringListState = RecordListState<typeof cateringList.filters>;
