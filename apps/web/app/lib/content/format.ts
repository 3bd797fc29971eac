import { POST_STATUS_NAMES, type PostStatusId } from "@fooddir/contract";
import dayjs from "dayjs";

/** Spec §9: numbers with comma thousands separators; null / undefined / NaN show '0'. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "0";
  const [int, frac] = Math.abs(value).toString().split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${value < 0 ? "-" : ""}${grouped}${frac ? `.${frac}` : ""}`;
}

/** "1,234 posts", "1 post", "0 posts". */
export function formatCount(value: number | null | undefined, singular: string, plural?: string) {
  const n = value ?? 0;
  return `${formatNumber(value)} ${n === 1 ? singular : (plural ?? `${singular}s`)}`;
}

export const DATE_TIME_FORMAT = "YYYY-MM-DD HH:mm:ss";

/** Spec §9: post dates as `YYYY-MM-DD HH:mm:ss` (local time); '' for a missing / bad date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "";
  // The API may already send `YYYY-MM-DD HH:mm:ss`; dayjs parses that and ISO strings alike.
  const parsed = dayjs(value.includes("T") ? value : value.replace(" ", "T"));
  return parsed.isValid() ? parsed.format(DATE_TIME_FORMAT) : value;
}

/** A `YYYY-MM-DD` day (what the date picker gives) or null. */
export type DayString = string | null;

/**
 * A created_at date range as the posts query wants it (spec §7): from the start of the first
 * day (00:00:00) to the end of the last (23:59:59). A one-sided range sends one bound; an
 * inverted range is swapped.
 */
export function dateRangeToParams(start: DayString | Date, end: DayString | Date) {
  const toDay = (v: DayString | Date) => {
    if (!v) return null;
    const d = dayjs(v);
    return d.isValid() ? d.format("YYYY-MM-DD") : null;
  };
  let from = toDay(start);
  let to = toDay(end);
  if (from && to && from > to) [from, to] = [to, from];
  const params: { startDate?: string; endDate?: string } = {};
  if (from) params.startDate = `${from} 00:00:00`;
  if (to) params.endDate = `${to} 23:59:59`;
  return params;
}

/** A post status id's name ("Published"); an unknown id shows as "Status <id>". */
export function statusName(id: number): string {
  return POST_STATUS_NAMES[id as PostStatusId] ?? `Status ${id}`;
}
