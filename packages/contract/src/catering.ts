import { z } from "zod";
import { wholeNumber } from "./catering-fields.ts";
import { idSchema } from "./ids.ts";
import { DIETARY } from "./member-profile.ts";

/**
 * contract.md "Catering requests that reach the right trucks": a member's catering profile, the
 * public request, the matches, the mailed one-click answers and the staff pipeline. This file
 * holds the limits, the statuses and the member's profile; catering-request.ts the public's
 * request; catering-pipeline.ts the staff pipeline and the trucks' answers.
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
export { DIETARY as CATERING_DIETARY };
