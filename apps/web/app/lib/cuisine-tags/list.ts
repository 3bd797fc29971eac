import { ALL_ROWS } from "../record-list/all-rows.ts";
import { defineRecordList } from "../record-list/list-state.ts";

/** The cuisine tags list: every tag of the site at once, in the API's order; no filters. */
export const cuisineTagList = defineRecordList({ filters: {}, ...ALL_ROWS });
