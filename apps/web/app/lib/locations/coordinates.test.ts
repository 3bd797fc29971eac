import { describe, expect, it } from "vitest";
import { formatCoordinates, markerPosition, numberOf, pickedCoordinates } from "./coordinates.ts";

describe("location coordinates", () => {
  it("shows latitude then longitude with 4 to 6 decimals", () => {
    expect(formatCoordinates(37.7793, -122.4193)).toBe("37.7793, -122.4193");
    expect(formatCoordinates(38.58, -121.5)).toBe("38.5800, -121.5000");
    expect(formatCoordinates(37.7793125, -122.41931)).toBe("37.779313, -122.41931");
    expect(formatCoordinates(-90, 180)).toBe("-90.0000, 180.0000");
  });

  it("takes a map click rounded to 6 decimals, the longitude brought back into range", () => {
    expect(pickedCoordinates({ lat: 37.77931234, lng: -122.41934567 })).toEqual({
      lat: 37.779312,
      lng: -122.419346,
    });
    // A click on the world's copy to the east or west of the first one.
    expect(pickedCoordinates({ lat: 10, lng: 237.5 })).toEqual({ lat: 10, lng: -122.5 });
    expect(pickedCoordinates({ lat: 10, lng: -482.5 })).toEqual({ lat: 10, lng: -122.5 });
    expect(pickedCoordinates({ lat: 10, lng: 180 })).toEqual({ lat: 10, lng: 180 });
    expect(pickedCoordinates({ lat: 10, lng: -180 })).toEqual({ lat: 10, lng: -180 });
    expect(pickedCoordinates({ lat: 91.2, lng: 0 }).lat).toBe(90);
  });

  it("reads a number field's value, partial text being no number", () => {
    expect(numberOf(37.5)).toBe(37.5);
    expect(numberOf("-122.4193")).toBe(-122.4193);
    expect(numberOf("37.")).toBe(37);
    expect(numberOf(".5")).toBe(0.5);
    for (const partial of ["", " ", "-", "1e5", "abc", "1.2.3"]) {
      expect(numberOf(partial)).toBeUndefined();
    }
    expect(numberOf(Number.NaN)).toBeUndefined();
  });

  it("puts the marker at the typed coordinates only while both are numbers in range", () => {
    expect(markerPosition(37.7793, -122.4193)).toEqual({ lat: 37.7793, lng: -122.4193 });
    expect(markerPosition("37.7793", "-122.4193")).toEqual({ lat: 37.7793, lng: -122.4193 });
    expect(markerPosition(90, -180)).toEqual({ lat: 90, lng: -180 });
    expect(markerPosition("", -122.4)).toBeNull();
    expect(markerPosition(37.7, "-")).toBeNull();
    expect(markerPosition(90.5, 0)).toBeNull();
    expect(markerPosition(0, 180.1)).toBeNull();
  });
});
