import { z } from "zod";
import { idSchema } from "./ids.ts";
import { visibleText } from "./input-safety.ts";
import { DIETARY } from "./member-profile.ts";

/** Longest page of a list (same as posts.ts FULL_LIST_LIMIT; not imported: posts.ts imports this file). */
const FULL_LIST_LIMIT = 500;

/**
 * contract.md "Catering requests that reach the right trucks": a member's catering profile, the
 * public request, the matches, the mailed one-click answers and the staff pipeline.
 */

export const CATERING_LIMITS = {
  guests: 10_000,
  budget: 10_000_000,
  price: 10_000_000,
  radiusKm: 1_000,
  leadDays: 365,
  name: 200,
  phone: 50,
  address: 300,
  notes: 2_000,
  message: 2_000,
  dietaryItems: 10,
  dietaryText: 60,
  cuisines: 20,
  /** How far ahead a request may be made, in days. */
  aheadDays: 730,
} as const;

/** Domain options (GET/PUT /api/domain-options): trucks kept per request and auto-send. */
export const CATERING_MATCHES_DEFAULT = 5;
export const CATERING_MATCHES_MAX = 20;
export const CATERING_AUTO_SEND_DEFAULT = true;

/** How long a mailed answer link works, in days. */
export const CATERING_TOKEN_TTL_DAYS = 7;
/** Page size of GET /api/catering-requests when none is asked for. */
export const CATERING_REQUESTS_PAGE_SIZE = 25;
/** Rows of one CSV export at most. */
export const CATERING_EXPORT_MAX = 10_000;
/**
 * Throttling of POST /api/catering-requests per address (IPv6 per /64) and domain: a request
 * mails several trucks, so it is stricter than the other forms.
 */
export const CATERING_REQUEST_LIMIT = { max: 3, windowMs: 10 * 60 * 1000 } as const;
/**
 * Caps on what requests mail at once (issue 37): at most `perDomain.max` requests of a domain
 * mailed in its window, and `perTruck.max` request mails to one truck in its window. A request
 * past either is stored but held for staff review (status `new`, `held_reason` says why; staff
 * may still send it) and the domain's site admins get one alert per domain window. The server
 * reads the numbers from CATERING_MAX_PER_DOMAIN and CATERING_MAX_PER_TRUCK.
 */
export const CATERING_CAPS = {
  perDomain: { max: 20, windowMs: 60 * 60 * 1000 },
  perTruck: { max: 5, windowMs: 24 * 60 * 60 * 1000 },
} as const;

export const CATERING_REQUEST_STATUSES = ["new", "sent", "quoted", "booked", "lost"] as const;
export type CateringRequestStatus = (typeof CATERING_REQUEST_STATUSES)[number];
export const CATERING_REQUEST_STATUS_LABELS: Record<CateringRequestStatus, string> = {
  new: "New",
  sent: "Sent",
  quoted: "Quoted",
  booked: "Booked",
  lost: "Lost",
};

export const CATERING_MATCH_STATUSES = [
  "pending",
  "sent",
  "interested",
  "quoted",
  "declined",
] as const;
export type CateringMatchStatus = (typeof CATERING_MATCH_STATUSES)[number];
export const CATERING_MATCH_STATUS_LABELS: Record<CateringMatchStatus, string> = {
  pending: "Not sent",
  sent: "Mailed",
  interested: "Interested",
  quoted: "Quoted",
  declined: "Declined",
};

export const CATERING_ACTIONS = ["interested", "quote", "decline"] as const;
export type CateringAction = (typeof CATERING_ACTIONS)[number];

// ---------------------------------------------------------------- member profile

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `The ${label} must be a whole number.` })
    .int(`The ${label} must be a whole number.`)
    .min(min, `The ${label} must be at least ${min}.`)
    .max(max, `The ${label} may not be greater than ${max}.`);

/**
 * `catering` in POST /api/posts and PUT /api/posts/{id}/data (member posts only; null clears,
 * absent keeps). `contact_email` is where request mails go; it is never in a public response.
 */
export const cateringProfileSchema = z
  .object({
    offers: z.boolean({ error: "Say whether the member offers catering (true or false)." }),
    min_guests: wholeNumber("minimum number of guests", 1, CATERING_LIMITS.guests).default(1),
    max_guests: wholeNumber("maximum number of guests", 1, CATERING_LIMITS.guests).default(
      CATERING_LIMITS.guests,
    ),
    radius_km: z
      .number({ error: "The radius must be a number of kilometres." })
      .min(0, "The radius must be at least 0 km.")
      .max(
        CATERING_LIMITS.radiusKm,
        `The radius may not be greater than ${CATERING_LIMITS.radiusKm} km.`,
      )
      .default(50),
    /** A location of the domain (GET /api/locations) the radius is measured from, or null. */
    base_location_id: idSchema.nullable().default(null),
    lead_days: wholeNumber("lead time", 0, CATERING_LIMITS.leadDays).default(7),
    contact_email: z
      .string({ error: "The contact email must be text." })
      .trim()
      .max(254, "The contact email may not be greater than 254 characters.")
      .refine((v) => v === "" || z.email().safeParse(v).success, {
        message: "The contact email must be a valid email address.",
      })
      .transform((v) => v.toLowerCase())
      .default(""),
  })
  .superRefine((p, ctx) => {
    if (p.max_guests < p.min_guests) {
      ctx.addIssue({
        code: "custom",
        path: ["max_guests"],
        message: "The maximum number of guests must be at least the minimum.",
      });
    }
    if (p.offers && p.contact_email === "") {
      ctx.addIssue({
        code: "custom",
        path: ["contact_email"],
        message: "A contact email is required to receive catering requests.",
      });
    }
  });
export type CateringProfileInput = z.input<typeof cateringProfileSchema>;
export type CateringProfile = z.infer<typeof cateringProfileSchema>;

/** The profile as staff reads of a member post return it (`catering`; null when none). */
export const cateringProfileReadSchema = z.object({
  offers: z.boolean(),
  min_guests: z.number().int(),
  max_guests: z.number().int(),
  radius_km: z.number(),
  base_location_id: z.number().int().nullable(),
  lead_days: z.number().int(),
  contact_email: z.string(),
});
export type CateringProfileRead = z.infer<typeof cateringProfileReadSchema>;

// ---------------------------------------------------------------- the public request

const text = (
  label: string,
  max: number,
  options: { required?: boolean; multiline?: boolean } = {},
) => {
  const base = z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .refine(...visibleText(label, { multiline: options.multiline }));
  return options.required
    ? base.refine((v) => v.length > 0, `The ${label} field is required.`)
    : base.nullish().transform((v) => v ?? "");
};

const money = (label: string, max: number) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .min(0, `The ${label} must be at least 0.`)
    .max(max, `The ${label} may not be greater than ${max}.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `The ${label} may have at most two decimals.`,
    })
    .transform((v) => Math.round(v * 100) / 100);

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .min(-limit, `The ${label} must be between -${limit} and ${limit}.`)
    .max(limit, `The ${label} must be between -${limit} and ${limit}.`);

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

// ---------------------------------------------------------------- staff reads

const cateringEventShape = {
  event_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** The event's start and end as ISO times with the domain zone's offset. */
  starts_at: z.string(),
  ends_at: z.string(),
  guests: z.number().int(),
  budget_min: z.number().nullable(),
  budget_max: z.number().nullable(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  cuisines: z.array(z.object({ id: z.number().int(), name: z.string() })),
  dietary: z.array(z.string()),
  notes: z.string(),
};

export const cateringQuoteSchema = z.object({
  price: z.number(),
  message: z.string(),
  at: z.string(),
});
export type CateringQuote = z.infer<typeof cateringQuoteSchema>;

export const cateringMatchSchema = z.object({
  member: z.object({ id: z.number().int(), title: z.string(), url: z.string() }),
  score: z.number(),
  status: z.enum(CATERING_MATCH_STATUSES),
  /** Added by staff rather than by matching. */
  manual: z.boolean(),
  sent_at: z.string().nullable(),
  responded_at: z.string().nullable(),
  quote: cateringQuoteSchema.nullable().optional(),
});
export type CateringMatch = z.infer<typeof cateringMatchSchema>;

/** GET /api/catering-requests rows (roles 1-3). */
export const cateringRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(CATERING_REQUEST_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  ...cateringEventShape,
  /**
   * Why the request was held for staff review instead of mailed (a cap of CATERING_CAPS was
   * reached); "" when it was not held, or once staff sent it.
   */
  held_reason: z.string(),
  matches_count: z.number().int(),
  quotes_count: z.number().int(),
  /** When a staff user first opened it; null: "new" (issue 38). */
  opened_at: z.string().nullable().optional(),
  /** The truck that won a `booked` request (one of its matches), else null (issue 38). */
  booked_member_id: z.number().int().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CateringRequest = z.infer<typeof cateringRequestSchema>;

/** GET /api/catering-requests/{id}: the request with its matches, best score first. */
export const cateringRequestDetailSchema = cateringRequestSchema.extend({
  matches: z.array(cateringMatchSchema),
});
export type CateringRequestDetail = z.infer<typeof cateringRequestDetailSchema>;

/** GET /api/catering-requests and its CSV export: filters; dates are event dates, inclusive. */
export const cateringRequestFiltersSchema = z.object({
  status: z.enum(CATERING_REQUEST_STATUSES, { error: "Choose a status from the list." }).optional(),
  search: z.string().trim().max(200).optional(),
  from: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "The from date must be a date like 2027-05-14.")
    .optional(),
  to: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "The to date must be a date like 2027-05-14.")
    .optional(),
});
export type CateringRequestFilters = z.infer<typeof cateringRequestFiltersSchema>;

export const cateringRequestsQuerySchema = cateringRequestFiltersSchema.extend({
  limit: z.coerce.number().int().min(1).max(FULL_LIST_LIMIT).default(CATERING_REQUESTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type CateringRequestsQuery = z.infer<typeof cateringRequestsQuerySchema>;

/**
 * GET /api/catering-requests/figures: requests created this month (in the domain's zone); the
 * share of mailed matches that answered; the median hours from a request to its first quote
 * (null without quotes); the share of decided requests (booked or lost) that were booked.
 */
export const cateringFiguresSchema = z.object({
  month_requests: z.number().int(),
  response_rate: z.number().nullable(),
  median_hours_to_first_quote: z.number().nullable(),
  booked_rate: z.number().nullable(),
});
export type CateringFigures = z.infer<typeof cateringFiguresSchema>;

/** PUT /api/catering-requests/{id}. */
export const cateringRequestUpdateSchema = z.object({
  status: z.enum(CATERING_REQUEST_STATUSES, { error: "Choose a status from the list." }),
  /**
   * With `booked`: the truck that won (one of the request's asked trucks, else 422 on
   * `member_id`); each asked truck is then told it was booked or not (issue 38).
   */
  member_id: idSchema.optional(),
});
/** POST /api/catering-requests/{id}/matches: a member added by hand (mailed at once). */
export const cateringMatchAddSchema = z.object({ member_id: idSchema });

// ---------------------------------------------------------------- the mailed answers

const tokenSchema = z
  .string({ error: "The token field is required." })
  .trim()
  .min(1, "The token field is required.")
  .max(1000, "The token is not valid.");

/** POST /api/catering-responses (public: the token is the credential). */
export const cateringResponseInputSchema = z
  .object({
    token: tokenSchema,
    action: z.enum(CATERING_ACTIONS, { error: "Choose interested, quote or decline." }),
    price: money("price", CATERING_LIMITS.price).nullish(),
    message: text("message", CATERING_LIMITS.message, { multiline: true }),
  })
  .superRefine((r, ctx) => {
    if (r.action === "quote" && (r.price == null || r.price <= 0)) {
      ctx.addIssue({ code: "custom", path: ["price"], message: "Give a price above 0." });
    }
  });
export type CateringResponseInput = z.input<typeof cateringResponseInputSchema>;

export const cateringResponseQuerySchema = z.object({ token: tokenSchema });

/**
 * GET /api/catering-responses?token=: what the `/respond/{token}` page shows the truck. The
 * requester's contact only once the truck answered interested or quoted.
 */
export const cateringResponseViewSchema = z.object({
  request: z.object({
    id: z.number().int(),
    status: z.enum(CATERING_REQUEST_STATUSES),
    ...cateringEventShape,
  }),
  member: z.object({ id: z.number().int(), title: z.string() }),
  status: z.enum(CATERING_MATCH_STATUSES),
  quote: cateringQuoteSchema.nullable(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  /** False once the request is booked or lost, or its event is over: answers are closed. */
  open: z.boolean(),
  expires_at: z.string(),
});
export type CateringResponseView = z.infer<typeof cateringResponseViewSchema>;

export { DIETARY as CATERING_DIETARY };
