import {
  API_PATHS,
  type GeocodeResult,
  type ListEnvelope,
  type Location,
  type LocationInput,
} from "@fooddir/contract";
import { api } from "../api/browser.ts";

/** Calls of the location manager and the location picker (contract.md "Where the trucks are"). */

type Data<T> = { data: T };

export const locationKeys = {
  /** Every location read (invalidate after a write). */
  all: ["locations"] as const,
  /** The domain's locations whose name or address contains `search` ("" for all). */
  list: (search: string) => ["locations", "list", search] as const,
  one: (id: number) => ["locations", "one", id] as const,
};

export const locationsApi = {
  list: async (search = "") =>
    (
      await api()<ListEnvelope<Location>>(API_PATHS.locations, {
        query: search.trim() ? { search: search.trim() } : {},
      })
    ).data,
  get: async (id: number) => (await api()<Data<Location>>(`${API_PATHS.locations}/${id}`)).data,
  create: async (body: LocationInput) =>
    (await api()<Data<Location>>(API_PATHS.locations, { method: "POST", body })).data,
  update: async (id: number, body: LocationInput) =>
    (await api()<Data<Location>>(`${API_PATHS.locations}/${id}`, { method: "PUT", body })).data,
  remove: (id: number) => api()(`${API_PATHS.locations}/${id}`, { method: "DELETE" }),
  /** Places for an address through the site's geocoder (503 when it has none). */
  geocode: async (q: string) =>
    (await api()<Data<GeocodeResult[]>>(API_PATHS.geocode, { query: { q } })).data,
};
