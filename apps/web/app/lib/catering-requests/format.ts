import {
  type CateringFigures,
  type CateringMatch,
  type CateringRequest,
  type CateringRequestStatus,
  cateringHoursText,
} from "@fooddir/contract";
import { formatNumber } from "../content/format.ts";

/** What the pipeline shows: figures, event times, money, file names. */

/** What a figure without a value (no quotes yet, nothing decided) shows. */
export const NO_FIGURE = "–";

/**
 * A rate of the figures as a whole percent: the API gives shares (0 to 1), e.g. 0.625 -> "63 %".
 * Null (nothing to count yet) is "–".
 */
export function formatRate(share: number | null | undefined): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return NO_FIGURE;
  return `${Math.round(share * 100)} %`;
}

/** Hours with one decimal below 10 ("4.5 h"), whole above ("36 h"); null is "–". */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours)) return NO_FIGURE;
  const rounded = hours < 10 ? Math.round(hours * 10) / 10 : Math.round(hours);
  return `${formatNumber(rounded)} h`;
}

export type FigureItem = { key: keyof CateringFigures; label: string; value: string };

/** The four figures of the pipeline's header, in order. */
export function figureItems(figures: CateringFigures): FigureItem[] {
  return [
    {
      key: "month_requests",
      label: "Requests this month",
      value: formatNumber(figures.month_requests),
    },
    { key: "response_rate", label: "Response rate", value: formatRate(figures.response_rate) },
    {
      key: "median_hours_to_first_quote",
      label: "Median time to first quote",
      value: formatHours(figures.median_hours_to_first_quote),
    },
    { key: "booked_rate", label: "Booked rate", value: formatRate(figures.booked_rate) },
  ];
}

const weekdayDate = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** An event day `YYYY-MM-DD` as "Sat, 14 Jun 2027" (the day as written, in no zone). */
export function formatEventDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : weekdayDate.format(date);
}

/**
 * The event's hours as the requester gave them, in the domain's zone: "18:00–22:00", or
 * "21:00–01:00 (next day)" when it ends after midnight.
 */
export function formatEventHours(request: Pick<CateringRequest, "start_time" | "end_time">) {
  return cateringHoursText(request.start_time, request.end_time);
}

/** A price or budget in the domain's currency ("$1,250.00"); a bad currency code falls back. */
export function formatMoney(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(value);
  } catch {
    return `${formatNumber(value)} ${currency}`;
  }
}

/** The budget range: "$500.00–$900.00", "from $500.00", "up to $900.00", or "Not given". */
export function formatBudget(
  request: Pick<CateringRequest, "budget_min" | "budget_max">,
  currency: string,
): string {
  const { budget_min: min, budget_max: max } = request;
  if (min != null && max != null) {
    return min === max
      ? formatMoney(min, currency)
      : `${formatMoney(min, currency)}–${formatMoney(max, currency)}`;
  }
  if (min != null) return `from ${formatMoney(min, currency)}`;
  if (max != null) return `up to ${formatMoney(max, currency)}`;
  return "Not given";
}

/** Whether any match still waits to be mailed (the "Send to matched trucks" action). */
export const hasPendingMatches = (matches: readonly CateringMatch[]) =>
  matches.some((m) => m.status === "pending");

/**
 * The status a booked or lost request goes back to when staff reopen it: quoted when a truck
 * quoted, sent when any truck was mailed, else new.
 */
export function reopenedStatus(matches: readonly CateringMatch[]): CateringRequestStatus {
  if (matches.some((m) => m.status === "quoted" || m.quote)) return "quoted";
  if (matches.some((m) => m.status !== "pending")) return "sent";
  return "new";
}

/** A request's name in lists and headings: its name, else its email. */
export const requestName = (r: Pick<CateringRequest, "name" | "email">) =>
  r.name || r.email || "(no name)";

/** The panel's page of a request. */
export const requestPath = (id: number) => `/panel/catering-requests/${id}`;

/** The export's file name when the response does not name one. */
export function defaultCateringExportName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `catering-requests-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/**
 * When a request came in, in the domain's zone: "1 May 2027, 12:00" (the raw value when it is
 * unreadable, "" without one).
 */
export function formatReceived(value: string | null | undefined, timeZone: string): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return value ?? "";
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  }).format(date);
}
