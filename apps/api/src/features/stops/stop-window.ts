import {
  STOPS_DEFAULT_WINDOW_DAYS,
  STOPS_MAX_WINDOW_DAYS,
  type StopsQuery,
  Temporal,
} from "@fooddir/contract";
import { addFieldError, type FieldErrors, validationFailed } from "../../http/errors.ts";
import { parseLocalDate, parseWallTime } from "./stop-time-checks.ts";

export const WINDOW_BOUND_INVALID =
  "Use a date such as 2027-03-14 or a time such as 2027-03-14T18:00 or 2027-03-14T18:00-07:00.";
export const WINDOW_REVERSED = "The end of the window must be after its start.";
export const WINDOW_TOO_LONG = `The window may span at most ${STOPS_MAX_WINDOW_DAYS} days.`;
export const WINDOW_OUT_OF_RANGE = "Use a date between 1970 and 2199.";

/** The instants a window may reach: far enough for any schedule, near enough for date math. */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);

const DAY_MS = 86_400_000;

/**
 * One bound of the window as epoch ms: a date is its local midnight in the zone, a time without
 * offset is read in the zone, a time with an offset (or Z) is that instant; null when unreadable.
 */
function boundOf(text: string, timeZone: string): number | null | "range" {
  const ms = readBound(text, timeZone);
  if (ms === null) return null;
  return ms < EARLIEST || ms > LATEST ? "range" : ms;
}

function readBound(text: string, timeZone: string): number | null {
  const date = parseLocalDate(text);
  if (date) return date.toZonedDateTime({ timeZone }).epochMilliseconds;
  const wall = parseWallTime(text);
  if (wall) return wall.toZonedDateTime(timeZone).epochMilliseconds;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i.test(text)) {
    return null;
  }
  try {
    return Temporal.Instant.from(text).epochMilliseconds;
  } catch {
    return null;
  }
}

/**
 * The window [from, to) of GET /api/stops in epoch ms (contract.md: now to 7 days later by
 * default, at most 62 days apart); a 422 names `from` or `to` otherwise.
 */
export function stopWindow(query: Pick<StopsQuery, "from" | "to">, timeZone: string, now: number) {
  const errors: FieldErrors = {};
  const bound = (field: "from" | "to", value: number | null | "range") => {
    if (value === null) addFieldError(errors, field, WINDOW_BOUND_INVALID);
    if (value === "range") addFieldError(errors, field, WINDOW_OUT_OF_RANGE);
    return typeof value === "number" ? value : null;
  };
  const from = query.from ? bound("from", boundOf(query.from, timeZone)) : now;
  const start = from ?? now;
  const to = query.to
    ? bound("to", boundOf(query.to, timeZone))
    : start + STOPS_DEFAULT_WINDOW_DAYS * DAY_MS;
  if (from !== null && to !== null) {
    if (to <= from) addFieldError(errors, "to", WINDOW_REVERSED);
    else if (to - from > STOPS_MAX_WINDOW_DAYS * DAY_MS)
      addFieldError(errors, "to", WINDOW_TOO_LONG);
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { from: start, to: to as number };
}
