import { z } from "zod";

/** Staff mails about events they may act on (the profile's `notify`, default immediately). */
export const NOTIFY_PREFERENCES = ["immediately", "daily", "off"] as const;
export type NotifyPreference = (typeof NOTIFY_PREFERENCES)[number];
export const notifyPreferenceSchema = z.enum(NOTIFY_PREFERENCES, {
  error: "Choose immediately, daily or off.",
});

/**
 * GET /api/notifications/counts (staff of the active domain): what this user may act on.
 * "New" means not yet opened by any staff user. Papers and applications stay 0 until events.
 */
export const notificationCountsSchema = z.object({
  pending_reviews: z.number().int(),
  new_catering_requests: z.number().int(),
  new_submissions: z.number().int(),
  expiring_papers: z.number().int(),
  new_applications: z.number().int(),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

/** GET /api/geocode?q= (staff and vendors, throttled; 503 without GEOCODER_URL). */
export const geocodeQuerySchema = z.object({
  q: z
    .string({ error: "Type an address to look up." })
    .trim()
    .min(3, "Type at least 3 characters of the address.")
    .max(200, "The address may not be greater than 200 characters."),
});
export const geocodeResultSchema = z.object({
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
