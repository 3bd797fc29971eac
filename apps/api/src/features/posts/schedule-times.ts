import { type PostData, Temporal } from "@fooddir/contract";
import { addFieldError, type FieldErrors, validationFailed } from "../../http/errors.ts";
import { isoInZone } from "../catering/catering-rows.ts";
import { checkWallTime } from "../stops/stop-time-checks.ts";
import type { PostRow } from "./serialize.ts";

// Scheduled publishing (contract.md "Vendors edit their own listing; revisions and review"):
// `publish_at` / `unpublish_at` of PUT /api/posts/{id}/data read as instants, checked, and
// written back as ISO times with the domain's offset on staff reads.

export const SCHEDULE_MESSAGES = {
  format: (label: string) => `The ${label} must be a date and time like 2027-03-14T09:00.`,
  publishPast: "The publish time must be in the future.",
  unpublishPast: "The unpublish time must be in the future.",
  unpublishOrder: "The unpublish time must be after the publish time.",
} as const;

type Parsed = { instant: Date } | { problem: string };

const OFFSET = /(Z|[+-]\d{2}:\d{2})$/i;

/**
 * A schedule time as an instant: an ISO time with an offset as given, a local wall time
 * (`2027-03-14T09:00`, seconds and milliseconds optional) in `timeZone`. A wall time the zone
 * skips (spring forward) is a problem; one it repeats (fall back) is the earlier instant.
 */
export function parseScheduleTime(text: string, timeZone: string, label: string): Parsed {
  try {
    if (OFFSET.test(text)) {
      const instant = Temporal.Instant.from(text);
      return { instant: new Date(instant.epochMilliseconds) };
    }
    // checkWallTime reads minutes or seconds: a fraction never moves a time into or out of a gap.
    const problem = checkWallTime(text.replace(/\.\d+$/, ""), timeZone);
    if (problem)
      return { problem: problem.startsWith("Use ") ? SCHEDULE_MESSAGES.format(label) : problem };
    const wall = Temporal.PlainDateTime.from(text, { overflow: "reject" });
    const placed = wall.toZonedDateTime(timeZone, { disambiguation: "compatible" });
    return { instant: new Date(placed.epochMilliseconds) };
  } catch {
    return { problem: SCHEDULE_MESSAGES.format(label) };
  }
}

/** What a save writes to `publish_at` / `unpublish_at`: a time, null (clear), or undefined (keep). */
export type SchedulePatch = { publish_at?: Date | null; unpublish_at?: Date | null };

/**
 * The schedule times of a save, checked against now and each other (the stored value stands in
 * for an absent one); a 422 naming the fields otherwise, before anything is written. Only a time
 * the save gives must be in the future: a stored one the scheduler has not applied yet is kept.
 */
export function schedulePatchOf(
  input: Pick<PostData, "publish_at" | "unpublish_at">,
  stored: Pick<PostRow, "publish_at" | "unpublish_at">,
  context: { timeZone: string; now: Date },
): SchedulePatch {
  const errors: FieldErrors = {};
  const patch: SchedulePatch = {};
  const read = (field: "publish_at" | "unpublish_at", label: string) => {
    const text = input[field];
    if (text === undefined || text === null) {
      if (text === null) patch[field] = null;
      return;
    }
    const parsed = parseScheduleTime(text, context.timeZone, label);
    if ("problem" in parsed) addFieldError(errors, field, parsed.problem);
    else patch[field] = parsed.instant;
  };
  read("publish_at", "publish time");
  read("unpublish_at", "unpublish time");

  const now = context.now.getTime();
  if (patch.publish_at && patch.publish_at.getTime() <= now) {
    addFieldError(errors, "publish_at", SCHEDULE_MESSAGES.publishPast);
  }
  if (patch.unpublish_at && patch.unpublish_at.getTime() <= now) {
    addFieldError(errors, "unpublish_at", SCHEDULE_MESSAGES.unpublishPast);
  } else if (!errors.publish_at && !errors.unpublish_at) {
    const publish = patch.publish_at !== undefined ? patch.publish_at : stored.publish_at;
    const unpublish = patch.unpublish_at !== undefined ? patch.unpublish_at : stored.unpublish_at;
    if (publish && unpublish && unpublish.getTime() <= publish.getTime()) {
      addFieldError(errors, "unpublish_at", SCHEDULE_MESSAGES.unpublishOrder);
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return patch;
}

/** Staff reads: the schedule times as ISO with the zone's offset (`2027-03-14T09:00:00-07:00`). */
export function scheduleOf(
  row: Pick<PostRow, "publish_at" | "unpublish_at">,
  timeZone: string,
): { publish_at: string | null; unpublish_at: string | null } {
  return {
    publish_at: row.publish_at ? isoInZone(row.publish_at, timeZone) : null,
    unpublish_at: row.unpublish_at ? isoInZone(row.unpublish_at, timeZone) : null,
  };
}

/** Whether any row carries a schedule time (a staff read then needs the domain's zone). */
export const anyScheduled = (rows: { publish_at: unknown; unpublish_at: unknown }[]) =>
  rows.some((r) => r.publish_at != null || r.unpublish_at != null);
