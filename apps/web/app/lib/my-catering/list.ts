import type { MemberCateringRequest } from "@fooddir/contract";
import { ALL_ROWS } from "../record-list/all-rows.ts";
import { choiceFilter } from "../record-list/filters.ts";
import { defineRecordList, type RecordListState } from "../record-list/list-state.ts";

/** Where a request stands for the vendor: to answer, answered, or closed by staff. */
export const ANSWER_GROUPS = ["waiting", "answered", "closed"] as const;
export type AnswerGroup = (typeof ANSWER_GROUPS)[number];

/** The request's group: closed once staff booked or lost it, else by the vendor's answer. */
export function answerGroupOf(row: Pick<MemberCateringRequest, "status" | "open">): AnswerGroup {
  if (!row.open) return "closed";
  return row.status === "pending" || row.status === "sent" ? "waiting" : "answered";
}

/**
 * My catering requests (role 4): `?show=waiting|answered|closed`. The API gives the vendor's
 * requests whole (newest first), so the list has no pages and the choice is made here.
 */
export const myCateringList = defineRecordList({
  filters: {
    show: choiceFilter(ANSWER_GROUPS, {
      param: "show",
      control: "segmented",
      label: "Show",
      allLabel: "All",
      labels: { waiting: "Waiting", answered: "Answered", closed: "Closed" },
    }),
  },
  ...ALL_ROWS,
});

/** Whether a request stays under the chosen group (all when none is chosen). */
export const matchesAnswerGroup = (
  row: MemberCateringRequest,
  { show }: RecordListState<typeof myCateringList.filters, never>,
) => show === null || answerGroupOf(row) === show;
