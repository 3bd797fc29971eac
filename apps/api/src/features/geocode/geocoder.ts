import type { GeocodeResult } from "@fooddir/contract";

/** At most this many places per search (contract: "Places from addresses"). */
export const GEOCODE_MAX_RESULTS = 5;
/** A geocoder that has not answered in this long has failed. */
export const GEOCODE_TIMEOUT_MS = 5_000;
/** Public geocoders (Nominatim's usage policy) ask every client to name itself. */
export const GEOCODER_USER_AGENT = "FoodTruckDirectory/1.0 (address search of the panel)";

/** The geocoder did not answer, answered an error or something of neither known shape. */
export class GeocoderError extends Error {}

/**
 * The search URL for `q`: GEOCODER_URL with its own parameters kept, `q` and `limit` set, and
 * `format=jsonv2` added to a Nominatim-style `/search` path that names no format.
 */
export function geocoderSearchUrl(base: string, q: string): URL {
  const url = new URL(base);
  url.searchParams.set("q", q);
  url.searchParams.set("limit", String(GEOCODE_MAX_RESULTS));
  if (/\/search\/?$/.test(url.pathname) && !url.searchParams.has("format")) {
    url.searchParams.set("format", "jsonv2");
  }
  return url;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A finite number from a number or a numeric string (Nominatim writes lat/lon as strings). */
function numberOf(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}

const inRange = (lat: number, lng: number) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** Nominatim: `[{display_name, lat, lon}]`. */
function fromNominatim(items: unknown[]): GeocodeResult[] {
  return items.flatMap((item) => {
    if (!isRecord(item)) return [];
    const lat = numberOf(item.lat);
    const lng = numberOf(item.lon);
    const label = typeof item.display_name === "string" ? item.display_name.trim() : "";
    return lat !== null && lng !== null && label && inRange(lat, lng) ? [{ label, lat, lng }] : [];
  });
}

/** A Photon feature's label: its name, then street and number, postcode and city, country. */
function photonLabel(p: Record<string, unknown>): string {
  const s = (key: string) => (typeof p[key] === "string" ? (p[key] as string).trim() : "");
  const street = [s("street"), s("housenumber")].filter(Boolean).join(" ");
  const town = [s("postcode"), s("city") || s("town") || s("village")].filter(Boolean).join(" ");
  const parts = [s("name"), street, town, s("state"), s("country")].filter(Boolean);
  return parts.filter((part, i) => parts.indexOf(part) === i).join(", ");
}

/** Photon: GeoJSON `{features: [{geometry: {coordinates: [lng, lat]}, properties}]}`. */
function fromPhoton(features: unknown[]): GeocodeResult[] {
  return features.flatMap((feature) => {
    if (!isRecord(feature) || !isRecord(feature.geometry)) return [];
    const coordinates = feature.geometry.coordinates;
    if (!Array.isArray(coordinates)) return [];
    const lng = numberOf(coordinates[0]);
    const lat = numberOf(coordinates[1]);
    const label = isRecord(feature.properties) ? photonLabel(feature.properties) : "";
    return lat !== null && lng !== null && label && inRange(lat, lng) ? [{ label, lat, lng }] : [];
  });
}

/** The places of a geocoder's answer, whichever of the two shapes it has (at most 5). */
export function parseGeocoderAnswer(body: unknown): GeocodeResult[] {
  if (Array.isArray(body)) return fromNominatim(body).slice(0, GEOCODE_MAX_RESULTS);
  if (isRecord(body) && Array.isArray(body.features)) {
    return fromPhoton(body.features).slice(0, GEOCODE_MAX_RESULTS);
  }
  throw new GeocoderError("The geocoder answered neither a Nominatim list nor Photon GeoJSON.");
}

/** Asks the geocoder at `base` (GEOCODER_URL) for `q`; GeocoderError on any failure. */
export async function searchGeocoder(
  base: string,
  q: string,
  timeoutMs = GEOCODE_TIMEOUT_MS,
): Promise<GeocodeResult[]> {
  let response: Response;
  try {
    response = await fetch(geocoderSearchUrl(base, q), {
      headers: { "user-agent": GEOCODER_USER_AGENT, accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "follow",
    });
  } catch (error) {
    throw new GeocoderError(`The geocoder could not be reached: ${String(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new GeocoderError(`The geocoder answered HTTP ${response.status}.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new GeocoderError("The geocoder's answer is not JSON.");
  }
  return parseGeocoderAnswer(body);
}
