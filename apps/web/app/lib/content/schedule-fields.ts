import { monthName, type Post } from "@fooddir/contract";
import { isTimeOfDay } from "../time-of-day.ts";

/**
 * The post form's "Publish at" / "Unpublish at" (contract.md "Scheduled publishing"): local
 * wall times of the domain's zone as a datetime-local input holds them (`2027-03-14T09:00`).
 * Sent only when changed: the new wall time, or null when cleared; untouched, nothing.
 */
export type ScheduleValue = { value: string; initial: string };

const WALL = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})/;

/**
 * The wall time of a read's schedule time. Reads carry the zone's own offset
 * (`2027-03-14T09:00:00-07:00`), so the wall time is its date and clock part.
 */
export function wallTimeOf(iso: string | null | undefined): string {
  return (iso && WALL.exec(iso)?.[1]) || "";
}

export function scheduleValueOf(iso: string | null | undefined): ScheduleValue {
  const wall = wallTimeOf(iso);
  return { value: wall, initial: wall };
}

/** What PUT /data gets for one time: undefined (keep), null (clear) or the wall time. */
export function scheduleInputOf(v: ScheduleValue): string | null | undefined {
  const value = v.value.trim();
  if (value === v.initial) return undefined;
  return value === "" ? null : value;
}

/**
 * The date and the 24-hour time of a value, as its two fields show them (the panel's time
 * field, not the browser's datetime input, which shows "05:00 PM" in some locales).
 */
export function splitWallTime(value: string): { date: string; time: string } {
  const [date = "", time = ""] = value.split("T");
  return { date, time };
}

/** The value of the two fields: empty when both are, else `date` + "T" + `time`. */
export function joinWallTime(date: string, time: string): string {
  return date || time ? `${date}T${time}` : "";
}

const isWhole = (value: string) => {
  const { date, time } = splitWallTime(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && isTimeOfDay(time);
};

/**
 * A half-filled time (a date without a time or the other way round, a time not on the 24-hour
 * clock), and an unpublish not after the publish, as the API refuses it (both set).
 */
export function scheduleErrors(publish: ScheduleValue, unpublish: ScheduleValue) {
  const errors: Record<string, string> = {};
  const a = publish.value.trim();
  const b = unpublish.value.trim();
  const whole = "Enter both a date and a time on the 24-hour clock, like 18:30.";
  if (a && !isWhole(a)) errors.publish_at = whole;
  if (b && !isWhole(b)) errors.unpublish_at = whole;
  else if (a && b && b <= a) {
    errors.unpublish_at = "The unpublish time must be after the publish time.";
  }
  return errors;
}

/** "2027-03-14T09:00" -> "14 Mar 2027, 09:00" (the wall time as it is, no zone math). */
export function wallTimeText(wall: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(wall);
  if (!m) return wall;
  return `${Number(m[3])} ${monthName(Number(m[2]), "short")} ${m[1]}, ${m[4]}`;
}

/** "Publishes 14 Mar 2027, 09:00 · Unpublishes …", or null when nothing is scheduled. */
export function scheduleSummary(post: Pick<Post, "publish_at" | "unpublish_at">): string | null {
  const parts: string[] = [];
  const publish = wallTimeOf(post.publish_at);
  const unpublish = wallTimeOf(post.unpublish_at);
  if (publish) parts.push(`Publishes ${wallTimeText(publish)}`);
  if (unpublish) parts.push(`Unpublishes ${wallTimeText(unpublish)}`);
  return parts.length > 0 ? parts.join(" · ") : null;
}
