import { SUBMISSION_FORM_NAMES, SUBMISSION_FORMS, SUBMISSIONS_PAGE_SIZE } from "@fooddir/contract";
import { dateRangeToParams } from "../content/format.ts";
import { choiceFilter, datesFilter, flagFilter, searchFilter } from "../record-list/filters.ts";
import { defineRecordList, type RecordListState } from "../record-list/list-state.ts";

/**
 * The submissions list: `?q=&form=&held=&from=&to=&page=&limit=`, sent to GET /api/submissions
 * as search, form, held=true and whole local days (startDate / endDate).
 */
export const submissionList = defineRecordList({
  filters: {
    search: searchFilter({ label: "Search", placeholder: "Name, email, phone or message" }),
    form: choiceFilter(SUBMISSION_FORMS, {
      param: "form",
      control: "segmented",
      label: "Form",
      allLabel: "All",
      labels: SUBMISSION_FORM_NAMES,
    }),
    /** Only submissions held for review (taken past the site's hourly cap). */
    held: flagFilter({
      param: "held",
      label: "Held only",
      description: "Kept past the hourly limit",
    }),
    /** created_at range (both days inclusive). */
    received: datesFilter("Received", ({ from, to }) => dateRangeToParams(from, to)),
  },
  pageSizes: [10, 25, 50, 100],
  defaultLimit: SUBMISSIONS_PAGE_SIZE,
});

export type SubmissionListState = RecordListState<typeof submissionList.filters>;
