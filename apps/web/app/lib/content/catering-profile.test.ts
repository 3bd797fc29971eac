import { POST_TYPES, type Post } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { cateringErrors, cateringInputOf, cateringValuesOf } from "./catering-profile.ts";
import { clientErrors, toInput, valuesOf } from "./post-form.ts";
import type { SectionConfig } from "./sections.ts";

const profile = {
  offers: true,
  min_guests: 20,
  max_guests: 200,
  radius_km: 40,
  base_location_id: 3,
  lead_days: 10,
  contact_email: "book@tacoloco.test",
};

const member = {
  type: POST_TYPES.member,
  cuisines: true,
  poster: true,
  logo: true,
} as SectionConfig;
const post = (catering: Post["catering"]) =>
  ({
    id: 5,
    post_type_id: POST_TYPES.member,
    post_status_id: 2,
    attributes: { title: "Taco Loco", url: "taco-loco", description: "" },
    profile: null,
    catering,
  }) as unknown as Post;

describe("the member form's catering profile", () => {
  it("sends a saved profile back as it was, and the changed values", () => {
    const values = cateringValuesOf(profile);
    expect(cateringInputOf(values)).toEqual(profile);
    expect(
      cateringInputOf({ ...values, touched: true, max_guests: 300, contact_email: " A@B.test " }),
    ).toEqual({ ...profile, max_guests: 300, contact_email: "A@B.test" });
  });

  it("keeps absent and null apart: null for a member without one, nothing when unread", () => {
    expect(toInput(valuesOf(post(null)), member).catering).toBeNull();
    expect("catering" in toInput(valuesOf(post(undefined)), member)).toBe(false);
    expect(toInput(valuesOf(post(profile)), member).catering).toEqual(profile);
    // Another post type never sends one.
    const page = { ...member, type: POST_TYPES.page } as SectionConfig;
    expect("catering" in toInput(valuesOf(post(profile)), page)).toBe(false);
  });

  it("sends the defaults once the switch is touched on a member without a profile", () => {
    const values = {
      ...cateringValuesOf(null),
      touched: true,
      offers: true,
      contact_email: "x@y.test",
    };
    expect(cateringInputOf(values)).toEqual({
      offers: true,
      min_guests: 1,
      max_guests: 10_000,
      radius_km: 50,
      base_location_id: null,
      lead_days: 7,
      contact_email: "x@y.test",
    });
  });

  it("checks the profile before sending, keyed as the API names the fields", () => {
    const values = {
      ...cateringValuesOf(profile),
      touched: true,
      min_guests: 50,
      max_guests: 10,
      lead_days: "" as const,
      contact_email: "",
    };
    expect(cateringErrors(values)).toEqual({
      "catering.lead_days": "The lead time field is required.",
      "catering.max_guests": "The maximum number of guests must be at least the minimum.",
      "catering.contact_email": "A contact email is required to receive catering requests.",
    });
    expect(clientErrors({ ...valuesOf(post(profile)), catering: values })).toMatchObject({
      "catering.max_guests": "The maximum number of guests must be at least the minimum.",
    });
    // An untouched member without a profile has nothing to check.
    expect(cateringErrors(cateringValuesOf(null))).toEqual({});
  });
});
