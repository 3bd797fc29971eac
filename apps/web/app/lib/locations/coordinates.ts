/** Coordinates of a place as the location manager shows, types and picks them. */

export type LatLng = { lat: number; lng: number };

/** The decimals kept (about 11 cm): what the form's fields take and a map click gives. */
export const COORDINATE_DECIMALS = 6;

const formatter = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 4,
  maximumFractionDigits: COORDINATE_DECIMALS,
  useGrouping: false,
});

/** "37.7793, -122.4193": latitude then longitude, 4 to 6 decimals. */
export function formatCoordinates(lat: number, lng: number): string {
  return `${formatter.format(lat)}, ${formatter.format(lng)}`;
}

/** A value rounded to the kept decimals. */
export function roundCoordinate(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

/**
 * The coordinates of a click on the map: rounded, the latitude within [-90, 90] and the
 * longitude brought back into [-180, 180] (a world map repeats sideways, so a click on a copy
 * gives e.g. 237.58).
 */
export function pickedCoordinates(point: LatLng): LatLng {
  const lat = Math.min(90, Math.max(-90, point.lat));
  let lng = ((((point.lng + 180) % 360) + 360) % 360) - 180;
  if (lng === -180 && point.lng > 0) lng = 180;
  return { lat: roundCoordinate(lat), lng: roundCoordinate(lng) };
}

/** A number field's value as a number: "" and partial text ("-", "1e") are none. */
export function numberOf(value: number | string): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  if (text === "" || !/^-?\d*\.?\d+$|^-?\d+\.?$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Where the marker goes for the typed values: both numbers within range, else no marker (the
 * fields show what is wrong).
 */
export function markerPosition(lat: number | string, lng: number | string): LatLng | null {
  const la = numberOf(lat);
  const ln = numberOf(lng);
  if (la === undefined || ln === undefined) return null;
  if (Math.abs(la) > 90 || Math.abs(ln) > 180) return null;
  return { lat: la, lng: ln };
}
