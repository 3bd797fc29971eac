import { locations } from "../../db/schema.ts";

/** A location as the API returns it. */
export const locationColumns = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  lat: locations.lat,
  lng: locations.lng,
};
