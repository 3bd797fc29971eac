import { z } from "zod";
import { queryIdSchema } from "./fields.ts";
import { visibleText } from "./input-safety.ts";
import { locationPlaceSchema } from "./locations.ts";
import { idSchema } from "./posts.ts";

/** contract.md "Where the trucks are: locations and stops". */

/** The widest window GET /api/stops expands, in days. */
export const STOPS_MAX_WINDOW_DAYS = 62;
/** The window GET /api/stops expands when none is given, in days from now. */
export const STOPS_DEFAULT_WINDOW_DAYS = 7;
export const STOP_NOTE_MAX = 300;
export const STOP_EXDATES_MAX = 500;
/** The most occurrences one answer of GET /api/stops carries (its default `limit`). */
export const STOPS_PAGE_MAX = 1000;

/**
 * A member's (role 4) stops (issue 37): the occurrences its listing's stops may add up to in
 * any 62 days (two a day), and the stops of a listing that are not over yet. Staff are not
 * limited; their stops count towards the listing's.
 */
export const MEMBER_STOP_OCCURRENCES_MAX = 124;
export const MEMBER_STOPS_MAX = 100;
export const MEMBER_STOPS_BUSY = `This listing's stops would add up to more than ${MEMBER_STOP_OCCURRENCES_MAX} in 62 days (two a day). Shorten or remove a stop first, or ask the site's team.`;
export const MEMBER_STOPS_FULL = `A listing can have at most ${MEMBER_STOPS_MAX} upcoming stops. Remove one first, or use a repeating stop.`;
export const MEMBER_STOP_PAST =
  "Choose a stop that ends today or later; past stops cannot be added.";

/** A local wall time in the domain's zone, to the minute: `2027-03-14T18:00`. */
export const localDateTimeSchema = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
      `The ${label} must be a local date and time like 2027-03-14T18:00.`,
    );

/** A local date: `2027-03-17`. */
const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Each cancelled date must be a date like 2027-03-17.");

/** POST /api/stops; PUT /api/stops/{id} takes the same fields. */
export const stopInputSchema = z.object({
  member_id: idSchema,
  location_id: idSchema,
  starts_at: localDateTimeSchema("start"),
  ends_at: localDateTimeSchema("end"),
  /** RFC 5545 RRULE of FREQ=DAILY or WEEKLY (BYDAY, INTERVAL, COUNT, UNTIL); null: one-off. */
  rrule: z
    .string({ error: "The rule must be text." })
    .trim()
    .max(500, "The rule may not be greater than 500 characters.")
    .nullable()
    .optional(),
  exdates: z
    .array(localDateSchema, { error: "The cancelled dates must be a list of dates." })
    .max(STOP_EXDATES_MAX, `At most ${STOP_EXDATES_MAX} dates can be cancelled.`)
    .optional(),
  note: z
    .string({ error: "The note must be text." })
    .trim()
    .max(STOP_NOTE_MAX, `The note may not be greater than ${STOP_NOTE_MAX} characters.`)
    .refine(...visibleText("note"))
    .optional(),
});
export type StopInput = z.infer<typeof stopInputSchema>;

/** A stop as stored: its local wall times, rule and cancelled dates. */
export const stopSchema = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  location_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  rrule: z.string().nullable(),
  exdates: z.array(z.string()),
  note: z.string(),
  /**
   * A member's note waiting for review (null: none; issue 37): the public reads show `note`
   * only until staff approve it.
   */
  pending_note: z.string().nullable(),
});
export type Stop = z.infer<typeof stopSchema>;

/** GET /api/stops: the window [from, to) (dates or times; now to 7 days later by default). */
export const stopsQuerySchema = z.object({
  from: z.string().trim().max(40).optional(),
  to: z.string().trim().max(40).optional(),
  member_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  location_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** A cuisine tag id. */
  cuisine: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Paging of the occurrences (`meta.total` counts them all). */
  limit: z.coerce
    .number({ error: "The limit must be a whole number." })
    .int("The limit must be a whole number.")
    .min(1, `The limit must be from 1 to ${STOPS_PAGE_MAX}.`)
    .max(STOPS_PAGE_MAX, `The limit must be from 1 to ${STOPS_PAGE_MAX}.`)
    .default(STOPS_PAGE_MAX),
  offset: z.coerce
    .number({ error: "The offset must be a whole number." })
    .int("The offset must be a whole number.")
    .min(0, "The offset must be a whole number.")
    .max(2_147_483_647, "The offset must be a whole number.")
    .default(0),
});
export type StopsQuery = z.infer<typeof stopsQuerySchema>;

/** One occurrence of a stop in the window, with offsets of the domain's zone. */
export const stopOccurrenceSchema = z.object({
  stop_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  open_now: z.boolean(),
  member: z.object({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    logo: z.string().nullable(),
  }),
  location: locationPlaceSchema,
  note: z.string(),
});
export type StopOccurrence = z.infer<typeof stopOccurrenceSchema>;

/** GET /api/stops/series: `member_id` limits the list to one member's stops. */
export const stopSeriesQuerySchema = z.object({
  member_id: queryIdSchema("member_id"),
});
export type StopSeriesQuery = z.infer<typeof stopSeriesQuerySchema>;

/**
 * A stop as a calendar feed writes it (contract.md "calendar feeds"): local wall times of the
 * domain's zone, the stored rule, and `rrule_ical`, the rule as an iCalendar event with a TZID
 * start must write it (an UNTIL in UTC, RFC 5545 3.3.10); `sequence` is bumped by every edit.
 */
export const stopSeriesSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  rrule: z.string().nullable(),
  rrule_ical: z.string().nullable(),
  exdates: z.array(z.string()),
  note: z.string(),
  sequence: z.number().int(),
  updated_at: z.string(),
  member: z.object({ id: z.number().int(), title: z.string(), url: z.string() }),
  location: locationPlaceSchema,
});
export type StopSeries = z.infer<typeof stopSeriesSchema>;

/** GET /api/stops/series: the domain's zone (the wall times' TZID) and its stops. */
export const stopSeriesListSchema = z.object({
  timezone: z.string(),
  series: z.array(stopSeriesSchema),
});
export type StopSeriesList = z.infer<typeof stopSeriesListSchema>;

/**
 * GET /api/stops/schedule (the panel; roles 1-3): the window as GET /api/stops takes it, and the
 * member and location filters. Members of any status but trashed.
 */
export const stopScheduleQuerySchema = stopsQuerySchema.omit({
  cuisine: true,
  limit: true,
  offset: true,
});
export type StopScheduleQuery = z.infer<typeof stopScheduleQuerySchema>;

/** A stop as stored, with the names the panel shows beside it. */
export const scheduleStopSchema = stopSchema.extend({
  member: z.object({ id: z.number().int(), title: z.string(), post_status_id: z.number().int() }),
  location: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
});
export type ScheduleStop = z.infer<typeof scheduleStopSchema>;

/**
 * One occurrence in the panel's window: times with offsets of the domain's zone (their first 16
 * characters are the local wall time), `date` the local date an EXDATE of it names (cancel it by
 * adding `date` to the stop's `exdates`), `recurring` when the stop has a rule.
 */
export const scheduleOccurrenceSchema = z.object({
  stop_id: z.number().int(),
  date: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  recurring: z.boolean(),
  open_now: z.boolean(),
  member: z.object({ id: z.number().int(), title: z.string(), post_status_id: z.number().int() }),
  location: z.object({ id: z.number().int(), name: z.string() }),
  note: z.string(),
});
export type ScheduleOccurrence = z.infer<typeof scheduleOccurrenceSchema>;

/**
 * GET /api/stops/schedule: the zone, every stop the filters match that is not over before the
 * window starts (as stored, to edit), and the occurrences in the window sorted by start.
 */
export const stopScheduleSchema = z.object({
  timezone: z.string(),
  stops: z.array(scheduleStopSchema),
  occurrences: z.array(scheduleOccurrenceSchema),
});
export type StopSchedule = z.infer<typeof stopScheduleSchema>;
