import type { Post } from "@fooddir/contract";

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

/** An unpublish not after the publish, as the API refuses it (both set). */
export function scheduleErrors(publish: ScheduleValue, unpublish: ScheduleValue) {
  const errors: Record<string, string> = {};
  const a = publish.value.trim();
  const b = unpublish.value.trim();
  if (a && b && b <= a) errors.unpublish_at = "The unpublish time must be after the publish time.";
  return errors;
}

/** "2027-03-14T09:00" -> "14 Mar 2027, 09:00" (the wall time as it is, no zone math). */
export function wallTimeText(wall: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(wall);
  if (!m) return wall;
  const month = [
    "Jan",
    "Feb",
    "Mar",
    "Apr",
    "May",
    "Jun",
    "Jul",
    "Aug",
    "Sep",
    "Oct",
    "Nov",
    "Dec",
  ][Number(m[2]) - 1];
  return `${Number(m[3])} ${month} ${m[1]}, ${m[4]}`;
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
