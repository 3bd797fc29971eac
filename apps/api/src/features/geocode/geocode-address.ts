import type { GeocodeResult } from "@fooddir/contract";
import type { AttemptStore } from "../../auth/attempt-store.ts";
import type { Config } from "../../config.ts";
import { HttpError, tooManyRequests } from "../../http/errors.ts";
import { GeocoderError, searchGeocoder } from "./geocoder.ts";

/** Address searches per user in a window (a person typing, never a bulk lookup). */
export const GEOCODE_LIMIT = { max: 30, windowMs: 10 * 60_000 };

export const GEOCODER_UNSET =
  "Address search is not set up on this site (the server's GEOCODER_URL is unset). Click the map to place the spot, or type its latitude and longitude.";
export const GEOCODER_FAILED =
  "The address service did not answer. Try again in a moment, or click the map or type the latitude and longitude.";

/**
 * GET /api/geocode (staff and vendors): the places the geocoder of GEOCODER_URL finds for `q`
 * (at most 5, `[{label, lat, lng}]`). Each search counts for the user in the attempt store
 * (GEOCODE_LIMIT, then 429 with Retry-After); without a geocoder 503 saying how to set
 * coordinates by hand; a geocoder that fails, times out or answers neither shape 502.
 */
export async function geocodeAddress(
  deps: { config: Pick<Config, "geocoderUrl">; attempts: AttemptStore },
  userId: number,
  input: { q: string },
): Promise<GeocodeResult[]> {
  const base = deps.config.geocoderUrl;
  if (!base) throw new HttpError(503, GEOCODER_UNSET);
  const verdict = await deps.attempts.take(
    `geocode:user:${userId}`,
    GEOCODE_LIMIT.max,
    GEOCODE_LIMIT.windowMs,
  );
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
  try {
    return await searchGeocoder(base, input.q);
  } catch (error) {
    if (error instanceof GeocoderError) throw new HttpError(502, GEOCODER_FAILED);
    throw error;
  }
}
