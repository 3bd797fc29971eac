import { z } from "zod";
import { CATERING_LIMITS, CATERING_REQUEST_STATUSES } from "./catering.ts";
import { money, text, wholeNumber } from "./catering-fields.ts";
import { coordinate } from "./fields.ts";
import { idSchema } from "./ids.ts";

/**
 * The request a visitor sends (contract.md "Catering requests that reach the right trucks"),
 * and the hours it names.
 */

// ---------------------------------------------------------------- the public request
/** `2027-05-14`. Whether it is in the past is checked in the domain's zone by the API. */
const eventDateSchema = z
  .string({ error: "The event date field is required." })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "The event date must be a date like 2027-05-14.")
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: "The event date is not a real date.",
    },
  );

const timeSchema = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `The ${label} must be a time like 18:30.`);

/** Minutes since midnight of `HH:MM`. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A catering event whose end time is before its start time ends the next day (issue 38). */
export const endsNextDay = (start: string, end: string) => minutesOf(end) < minutesOf(start);

export const CATERING_END_EQUALS_START =
  "The end time must differ from the start time. An end before the start means the next day.";

/** An event's hours as people read them: "18:00–22:00", "21:00–01:00 (next day)". */
export function cateringHoursText(start: string, end: string, separator = "–"): string {
  return `${start}${separator}${end}${endsNextDay(start, end) ? " (next day)" : ""}`;
}

/**
 * POST /api/catering-requests (public, throttled; `website` is a honeypot). Times are local wall
 * times of the domain's zone on `event_date`; an end time before the start time is on the next
 * day (an event lasts less than 24 hours), an end equal to the start is refused.
 */
export const cateringRequestCreateSchema = z
  .object({
    name: text("name", CATERING_LIMITS.name, { required: true }),
    email: z
      .string({ error: "The email field is required." })
      .trim()
      .min(1, "The email field is required.")
      .max(254, "The email may not be greater than 254 characters.")
      .email("The email must be a valid email address.")
      .transform((v) => v.toLowerCase()),
    phone: text("phone", CATERING_LIMITS.phone).refine((v) => /^[0-9 +()\-./]*$/.test(v), {
      message: "The phone may hold only digits, spaces and + ( ) - . /",
    }),
    event_date: eventDateSchema,
    start_time: timeSchema("start time"),
    end_time: timeSchema("end time"),
    guests: wholeNumber("number of guests", 1, CATERING_LIMITS.guests),
    budget_min: money("minimum budget", CATERING_LIMITS.budget).nullish(),
    budget_max: money("maximum budget", CATERING_LIMITS.budget).nullish(),
    address: text("address", CATERING_LIMITS.address, { required: true }),
    lat: coordinate("latitude", 90).nullish(),
    lng: coordinate("longitude", 180).nullish(),
    /** Cuisine tag ids of the domain (GET /api/cuisine-tags); any of them is wanted. */
    cuisines: z
      .array(idSchema, { error: "The cuisines must be a list of cuisine ids." })
      .max(CATERING_LIMITS.cuisines, `At most ${CATERING_LIMITS.cuisines} cuisines.`)
      .optional()
      .transform((v) => [...new Set(v ?? [])]),
    /** Dietary needs: the menu's tags (vegan, halal, ...) or short free text. */
    dietary: z
      .array(text("dietary need", CATERING_LIMITS.dietaryText, { required: true }), {
        error: "The dietary needs must be a list of texts.",
      })
      .max(CATERING_LIMITS.dietaryItems, `At most ${CATERING_LIMITS.dietaryItems} dietary needs.`)
      .optional()
      .transform((v) => [...new Set(v ?? [])]),
    notes: text("notes", CATERING_LIMITS.notes, { multiline: true }),
    website: z.string().max(1000).nullish(),
  })
  .superRefine((r, ctx) => {
    if (minutesOf(r.end_time) === minutesOf(r.start_time)) {
      ctx.addIssue({ code: "custom", path: ["end_time"], message: CATERING_END_EQUALS_START });
    }
    if (r.budget_min != null && r.budget_max != null && r.budget_min > r.budget_max) {
      ctx.addIssue({
        code: "custom",
        path: ["budget_max"],
        message: "The maximum budget must be at least the minimum budget.",
      });
    }
    if ((r.lat == null) !== (r.lng == null)) {
      ctx.addIssue({
        code: "custom",
        path: [r.lat == null ? "lat" : "lng"],
        message: "Give both the latitude and the longitude, or neither.",
      });
    }
  });
export type CateringRequestCreate = z.input<typeof cateringRequestCreateSchema>;
export type CateringRequestInput = z.infer<typeof cateringRequestCreateSchema>;

/** The answer to POST /api/catering-requests; `matched` is how many trucks were asked. */
export const cateringRequestReceiptSchema = z.object({
  id: z.number().int(),
  status: z.enum(CATERING_REQUEST_STATUSES),
  matched: z.number().int(),
});
export type CateringRequestReceipt = z.infer<typeof cateringRequestReceiptSchema>;
