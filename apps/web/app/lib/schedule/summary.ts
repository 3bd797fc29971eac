import { dayAndDate, longDate, type ScheduleStop, weekdayName, weekdayOf } from "@fooddir/contract";
import { ruleParts, WEEKDAY_CODES, WEEKDAY_LABELS, type WeekdayCode } from "./rrule-fields.ts";

type SummaryStop = Pick<ScheduleStop, "starts_at" | "ends_at" | "rrule"> & {
  location: { name: string };
};

/** "Tue", "Tue and Thu", "Mon, Wed and Fri". */
export function listDays(days: readonly string[]): string {
  if (days.length <= 1) return days.join("");
  return `${days.slice(0, -1).join(", ")} and ${days[days.length - 1]}`;
}

/** "11:30-14:00" (an end at or before the start is on the next day). */
export function hoursOf(startsAt: string, endsAt: string): string {
  return `${startsAt.slice(11, 16)}-${endsAt.slice(11, 16)}`;
}

/** "Every Tue and Thu", "Every 2 weeks on Mon", "Every day", "Every 3 days". */
export function repeatText(rrule: string, startsAt: string): string {
  const parts = ruleParts(rrule);
  const interval = Number(parts.get("INTERVAL") ?? 1);
  if (parts.get("FREQ")?.toUpperCase() === "DAILY") {
    return interval > 1 ? `Every ${interval} days` : "Every day";
  }
  const codes = (parts.get("BYDAY") ?? "").toUpperCase().split(",");
  const days = WEEKDAY_CODES.filter((d) => codes.includes(d)).map(
    (d: WeekdayCode) => WEEKDAY_LABELS[d],
  );
  const named = listDays(days.length > 0 ? days : [weekdayName(weekdayOf(startsAt))]);
  return interval > 1 ? `Every ${interval} weeks on ${named}` : `Every ${named}`;
}

/** ", until 30 June 2027", ", 10 times", or nothing. */
function endText(rrule: string): string {
  const parts = ruleParts(rrule);
  const count = parts.get("COUNT");
  if (count) return Number(count) === 1 ? ", once" : `, ${count} times`;
  const until = /^(\d{4})(\d{2})(\d{2})/.exec(parts.get("UNTIL") ?? "");
  return until ? `, until ${longDate(`${until[1]}-${until[2]}-${until[3]}`)}` : "";
}

/**
 * A stop in words: "Every Tue and Thu, 11:30-14:00, at Civic Center Plaza, until 30 June 2027";
 * a one-off stop names its day: "Sun 14 March 2027, 18:00-22:00, at Dolores Park".
 */
export function stopSummary(stop: SummaryStop): string {
  const hours = hoursOf(stop.starts_at, stop.ends_at);
  const at = `at ${stop.location.name}`;
  if (!stop.rrule) return `${dayAndDate(stop.starts_at)}, ${hours}, ${at}`;
  return `${repeatText(stop.rrule, stop.starts_at)}, ${hours}, ${at}${endText(stop.rrule)}`;
}
