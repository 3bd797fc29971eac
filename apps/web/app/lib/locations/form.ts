import { type Location, type LocationInput, locationInputSchema } from "@fooddir/contract";
import { numberOf } from "./coordinates.ts";

/** The location form's fields as typed (Mantine's NumberInput holds a number or its text). */
export type LocationFormValues = {
  name: string;
  address: string;
  lat: number | string;
  lng: number | string;
};

export type LocationField = keyof LocationFormValues;

export const LOCATION_FIELDS: readonly LocationField[] = ["name", "address", "lat", "lng"];

/** The form's values for a new location (no location) or an existing one. */
export function locationFormValues(location: Location | null): LocationFormValues {
  return location
    ? { name: location.name, address: location.address, lat: location.lat, lng: location.lng }
    : { name: "", address: "", lat: "", lng: "" };
}

/**
 * The contract's check of the typed values (`locationInputSchema`, the API's own): the body to
 * send, or one message per field in error, in the API's words.
 */
export function checkLocationForm(
  values: LocationFormValues,
): { ok: true; input: LocationInput } | { ok: false; errors: Record<string, string> } {
  const parsed = locationInputSchema.safeParse({
    name: values.name,
    address: values.address,
    lat: numberOf(values.lat),
    lng: numberOf(values.lng),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    if ((LOCATION_FIELDS as readonly string[]).includes(field) && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}

/** The API's 422 field errors that belong to the form's fields (others are toasted). */
export function locationFieldErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter(([field]) =>
      (LOCATION_FIELDS as readonly string[]).includes(field),
    ),
  );
}
