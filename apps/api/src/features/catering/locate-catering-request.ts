import type { CateringRequestInput } from "@fooddir/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import { searchGeocoder } from "../geocode/geocoder.ts";

type Place = { lat: number | null; lng: number | null };

/**
 * Where a catering request's event is (issue 38 point 11): the coordinates it was given, else,
 * with GEOCODER_URL, the geocoder's first place for its address, so matching by distance works
 * for the form without JavaScript too. Best effort: a geocoder that fails, is slow or finds
 * nothing leaves the request without coordinates (logged), never refuses it.
 */
export async function locateCateringRequest(
  input: Pick<CateringRequestInput, "address" | "lat" | "lng">,
  deps: { config: Pick<Config, "geocoderUrl">; log?: Pick<FastifyBaseLogger, "warn"> },
): Promise<Place> {
  if (input.lat != null && input.lng != null) return { lat: input.lat, lng: input.lng };
  const address = input.address.trim();
  if (!deps.config.geocoderUrl || address.length < 3) return { lat: null, lng: null };
  try {
    const [first] = await searchGeocoder(deps.config.geocoderUrl, address);
    return first ? { lat: first.lat, lng: first.lng } : { lat: null, lng: null };
  } catch (err) {
    deps.log?.warn({ err }, "catering request address not geocoded");
    return { lat: null, lng: null };
  }
}
