import type { LocationStatus } from "@fooddir/contract";
import { sql } from "drizzle-orm";
import { locations } from "../../db/schema.ts";

/** Where a place is: what a stop or an occurrence shows of its location. */
export const placeColumns = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  lat: locations.lat,
  lng: locations.lng,
};

/** A location as the API returns it. */
export const locationColumns = {
  ...placeColumns,
  /** approved | proposed (issues 37, 38); only this feature writes it, with those values. */
  status: sql<LocationStatus>`${locations.status}`,
};
