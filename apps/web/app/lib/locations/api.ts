import {
  API_PATHS,
  type GeocodeResult,
  type ListEnvelope,
  type Location,
  type LocationInput,
} from "@fooddir/contract";
import { api } from "../api/browser.ts";
import { apiData, recordCalls, recordKeys } from "../api/record-calls.ts";

/** Calls of the location manager and the location picker (contract.md "Where the trucks are"). */

/**
 * Every location read (`all`, invalidate after a write); a list by `search`, the domain's
 * locations whose name or address contains it ("" for all).
 */
export const locationKeys = recordKeys<string>("locations");

export const locationsApi = {
  list: async (search = "") =>
    (
      await api()<ListEnvelope<Location>>(API_PATHS.locations, {
        query: search.trim() ? { search: search.trim() } : {},
      })
    ).data,
  ...recordCalls<Location, LocationInput>(API_PATHS.locations),
  /** Places for an address through the site's geocoder (503 when it has none). */
  geocode: (q: string) => apiData<GeocodeResult[]>(API_PATHS.geocode, { query: { q } }),
};
