import { z } from "zod";
import {
  CATERING_ACTIONS,
  CATERING_LIMITS,
  CATERING_MATCH_STATUSES,
  CATERING_REQUEST_STATUSES,
  CATERING_REQUESTS_PAGE_SIZE,
} from "./catering.ts";
import { money, text } from "./catering-fields.ts";
import { linkTokenSchema, pagingShape, senderShape } from "./fields.ts";
import { idSchema } from "./ids.ts";
import { FULL_LIST_LIMIT } from "./posts.ts";

/**
 * A catering request after it is sent: what staff read, filter, export and change, and the
 * one-click answers the matched trucks send from their mail.
 */

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
  ...senderShape,
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

export const cateringRequestsQuerySchema = cateringRequestFiltersSchema.extend(
  pagingShape(CATERING_REQUESTS_PAGE_SIZE, FULL_LIST_LIMIT),
);
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

/** POST /api/catering-responses (public: the token is the credential). */
export const cateringResponseInputSchema = z
  .object({
    token: linkTokenSchema,
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

export const cateringResponseQuerySchema = z.object({ token: linkTokenSchema });

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
