import { describe, expect, it } from "vitest";
import { checkLocationForm, locationFieldErrors, locationFormValues } from "./form.ts";

const valid = {
  name: "Civic Center Plaza",
  address: "355 McAllister St",
  lat: 37.7793,
  lng: -122.4193,
};

describe("the location form's check (the contract's locationInputSchema)", () => {
  it("sends the trimmed values as numbers", () => {
    expect(checkLocationForm({ ...valid, name: "  Civic Center Plaza ", lat: "37.7793" })).toEqual({
      ok: true,
      input: valid,
    });
    expect(checkLocationForm({ ...valid, address: "" })).toEqual({
      ok: true,
      input: { ...valid, address: "" },
    });
  });

  it("names each field in error in the API's words", () => {
    const checked = checkLocationForm({ name: " ", address: "x".repeat(301), lat: "", lng: "-" });
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: "The name field is required.",
        address: "The address may not be greater than 300 characters.",
        lat: "The latitude must be a number.",
        lng: "The longitude must be a number.",
      },
    });
  });

  it("refuses coordinates out of range", () => {
    expect(checkLocationForm({ ...valid, lat: 90.5, lng: -180.01 })).toEqual({
      ok: false,
      errors: {
        lat: "The latitude must be between -90 and 90.",
        lng: "The longitude must be between -180 and 180.",
      },
    });
    expect(checkLocationForm({ ...valid, lat: -90, lng: 180 }).ok).toBe(true);
  });

  it("starts empty for a new location and with the saved values for an existing one", () => {
    expect(locationFormValues(null)).toEqual({ name: "", address: "", lat: "", lng: "" });
    expect(locationFormValues({ id: 4, ...valid, status: "approved" })).toEqual(valid);
  });

  it("keeps the API's errors of the form's fields", () => {
    expect(locationFieldErrors({ lat: "bad", location: "in use", name: "taken" })).toEqual({
      lat: "bad",
      name: "taken",
    });
  });
});
