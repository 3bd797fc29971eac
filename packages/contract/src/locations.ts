import { z } from "zod";
import { coordinate, requiredText } from "./fields.ts";
import { visibleText } from "./input-safety.ts";

/** contract.md "Where the trucks are: locations and stops": the places trucks park. */

export const LOCATION_LIMITS = { name: 120, address: 300 } as const;

/** 422 on `location` when stops still use the location being deleted. */
export const locationInUse = (stops: number) =>
  `This location is used by ${stops} ${stops === 1 ? "stop" : "stops"}; move or delete ${stops === 1 ? "it" : "them"} first.`;

/** 422 on `location` when members' catering profiles measure their radius from it. */
export const locationIsCateringBase = (members: number) =>
  `This location is the catering base of ${members} ${members === 1 ? "member" : "members"}; choose another base in ${members === 1 ? "its" : "their"} catering profile first.`;

/**
 * A location's review state (issue 37): a place a member (role 4) adds while the domain does not
 * trust members' edits waits as `pending`; its stops are not public until staff approve it.
 */
export const LOCATION_STATUSES = ["approved", "proposed"] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];

/** The places one member (role 4) may add to a site. */
export const MEMBER_LOCATIONS_MAX = 20;
export const MEMBER_LOCATIONS_FULL = `You can add at most ${MEMBER_LOCATIONS_MAX} locations to this site. Choose a saved location, or ask the site's team to add it.`;

/** POST /api/locations and PUT /api/locations/{id}. */
export const locationInputSchema = z.object({
  name: requiredText("name", LOCATION_LIMITS.name).refine(...visibleText("name")),
  address: z
    .string({ error: "The address must be text." })
    .trim()
    .max(
      LOCATION_LIMITS.address,
      `The address may not be greater than ${LOCATION_LIMITS.address} characters.`,
    )
    .refine(...visibleText("address"))
    .default(""),
  lat: coordinate("latitude", 90),
  lng: coordinate("longitude", 180),
});
export type LocationInput = z.infer<typeof locationInputSchema>;

/** Where a location is: what a stop's occurrence and its feed entry name. */
export const locationPlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
});

export const locationSchema = locationPlaceSchema.extend({ status: z.enum(LOCATION_STATUSES) });
export type Location = z.infer<typeof locationSchema>;

/** GET /api/locations: `search` matches name and address; `status` keeps one review state. */
export const locationsQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
  status: z
    .enum(LOCATION_STATUSES, { error: "The status must be approved or proposed." })
    .optional(),
});
