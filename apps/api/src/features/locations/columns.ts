import type { LocationStatus } from "@fooddir/contract";
import { sql } from "drizzle-orm";
import { locations } from "../../db/schema.ts";

/** A location as the API returns it. */
export const locationColumns = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  lat: locations.lat,
  lng: locations.lng,
  /** approved | proposed (issues 37, 38); only this feature writes it, with those values. */
  status: sql<LocationStatus>`${locations.status}`,
};
