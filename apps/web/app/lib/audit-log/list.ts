import { AUDIT_ENTITIES, AUDIT_PAGE_SIZE } from "@fooddir/contract";
import {
  choiceFilter,
  type DayRange,
  datesFilter,
  type FilterQuery,
  idFilter,
} from "../record-list/filters.ts";
import { defineRecordList, type RecordListState } from "../record-list/list-state.ts";
import { AUDIT_ENTITY_LABELS } from "./format.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** A moment as the API's UTC time `YYYY-MM-DD HH:mm:ss`. */
function utcTime(date: Date): string {
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/** The first (or last) second of a day of the browser's calendar, as a UTC time. */
function dayBound(day: string, end: boolean): string {
  const [y, m, d] = day.split("-").map(Number);
  const date = end ? new Date(y, m - 1, d, 23, 59, 59) : new Date(y, m - 1, d, 0, 0, 0);
  return utcTime(date);
}

/**
 * The days the log shows are the browser's (DateTime shows local times), so a day becomes its
 * local first and last second in UTC, which the API compares with (contract: dates in UTC, both
 * ends inclusive).
 */
function utcDayBounds({ from, to }: DayRange): FilterQuery {
  const query: FilterQuery = {};
  if (from) query.startDate = dayBound(from, false);
  if (to) query.endDate = dayBound(to, true);
  return query;
}

/**
 * The audit log: `?user=&kind=&from=&to=&page=&limit=`, sent to GET /api/audit-log (and its
 * export) as user_id, entity and UTC start / end times.
 */
export const auditList = defineRecordList({
  filters: {
    /** Entries by this user id only; the options come from the users list at render. */
    user: idFilter({
      param: "user",
      api: "user_id",
      label: "User",
      allLabel: "Everyone",
      searchable: true,
      nothingFound: "No user by that name",
      flex: "1 1 200px",
    }),
    /** Entries of this kind only (the contract's `entity`). */
    entity: choiceFilter(AUDIT_ENTITIES, {
      param: "kind",
      api: "entity",
      label: "Kind",
      allLabel: "All kinds",
      labels: AUDIT_ENTITY_LABELS,
    }),
    at: datesFilter("Date", utcDayBounds),
  },
  pageSizes: [25, 50, 100, 200],
  defaultLimit: AUDIT_PAGE_SIZE,
});

export type AuditListState = RecordListState<typeof auditList.filters>;
