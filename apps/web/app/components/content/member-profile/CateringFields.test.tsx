import { cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type CateringValues,
  cateringInputOf,
  cateringValuesOf,
} from "../../../lib/content/catering-profile.ts";
import { fakeApi } from "../../../testing/fake-api.ts";
import { renderScreen } from "../../../testing/render-screen.tsx";
import { CateringFields } from "./CateringFields.tsx";

vi.mock("../../../lib/api/browser.ts", () => import("../../../testing/fake-api.ts"));
fakeApi({
  "/api/locations": {
    data: [{ id: 3, name: "Civic Center Plaza", address: "1 Market St", lat: 37.7, lng: -122.4 }],
    meta: { total: 1, limit: 500, offset: 0 },
  },
});

afterEach(cleanup);

let latest: CateringValues | null = null;
const cleared: string[] = [];

function Harness({
  start,
  errors = {},
}: {
  start: CateringValues;
  errors?: Record<string, string>;
}) {
  const [values, setValues] = useState(start);
  latest = values;
  return (
    <CateringFields
      values={values}
      errors={errors}
      onChange={(next, field) => {
        setValues(next);
        if (field) cleared.push(field);
      }}
    />
  );
}

function renderFields(start: CateringValues, errors?: Record<string, string>) {
  renderScreen(<Harness start={start} errors={errors} />);
}

describe("the member's catering fields", { timeout: 30_000 }, () => {
  it("maps the switch, numbers, base location and contact to the profile sent", async () => {
    renderFields(cateringValuesOf(null));
    expect(latest && cateringInputOf(latest)).toBeNull();
    fireEvent.click(screen.getByRole("switch", { name: /Offers catering/ }));
    fireEvent.change(screen.getByRole("textbox", { name: "Guests, at least" }), {
      target: { value: "25" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Guests, at most" }), {
      target: { value: "250" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: /^Radius/ }), {
      target: { value: "12.5" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: /^Contact email/ }), {
      target: { value: "book@tacoloco.test" },
    });
    fireEvent.click(screen.getByRole("combobox", { name: /^Base location/ }));
    fireEvent.click(await screen.findByRole("option", { name: /Civic Center Plaza/ }));
    expect(latest && cateringInputOf(latest)).toEqual({
      offers: true,
      min_guests: 25,
      max_guests: 250,
      radius_km: 12.5,
      base_location_id: 3,
      lead_days: 7,
      contact_email: "book@tacoloco.test",
    });
    expect(screen.getByText("Requests are mailed here; never shown publicly.")).toBeTruthy();
  });

  it("shows the API's errors at their fields and clears one when its field changes", () => {
    cleared.length = 0;
    renderFields(cateringValuesOf(null), {
      "catering.max_guests": "The maximum number of guests must be at least the minimum.",
      "catering.base_location_id": "The selected base location is invalid.",
      "catering.contact_email": "The contact email must be a valid email address.",
    });
    const max = screen.getByRole("textbox", { name: "Guests, at most" });
    expect(max.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText("The maximum number of guests must be at least the minimum."),
    ).toBeTruthy();
    expect(screen.getByText("The selected base location is invalid.")).toBeTruthy();
    expect(screen.getByText("The contact email must be a valid email address.")).toBeTruthy();
    fireEvent.change(max, { target: { value: "400" } });
    expect(cleared).toContain("catering.max_guests");
  });
});
