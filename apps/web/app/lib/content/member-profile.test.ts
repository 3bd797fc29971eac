import type { MemberProfile } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import {
  emptyMenuSection,
  emptySocial,
  profileErrors,
  profileInputOf,
  profileValuesOf,
} from "./member-profile.ts";
import { formErrorsOf, toInput, valuesOf } from "./post-form.ts";
import { SECTIONS } from "./sections.ts";

const SAVED: MemberProfile = {
  phone: "+1 555 0100",
  website: "https://truck.example",
  public_email: null,
  socials: [{ network: "instagram", url: "https://instagram.com/truck" }],
  menu: [
    {
      section: "Tacos",
      items: [{ name: "Al pastor", description: null, price: 4.5, dietary: ["halal"] }],
    },
  ],
};

describe("member profile form values", () => {
  it("round-trips a saved profile to the same input", () => {
    const input = profileInputOf(profileValuesOf(SAVED));
    expect(input).toEqual({
      phone: "+1 555 0100",
      website: "https://truck.example",
      public_email: "",
      socials: [{ network: "instagram", url: "https://instagram.com/truck" }],
      menu: [
        {
          section: "Tacos",
          items: [{ name: "Al pastor", description: "", price: 4.5, dietary: ["halal"] }],
        },
      ],
    });
  });

  it("sends null for a member whose fields are all empty, and the profile for members only", () => {
    expect(profileInputOf(profileValuesOf(null))).toBeNull();
    const values = valuesOf(undefined);
    values.profile.phone = "555 0100";
    expect(toInput(values, SECTIONS.members).profile).toMatchObject({ phone: "555 0100" });
    expect(toInput(values, SECTIONS.pages)).not.toHaveProperty("profile");
  });

  it("gives each row its own id, so rows keep their identity while they move", () => {
    const values = profileValuesOf(SAVED);
    const ids = [
      values.socials[0].id,
      values.menu[0].id,
      values.menu[0].items[0].id,
      emptySocial().id,
      emptyMenuSection().id,
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("checks the profile before sending, keyed as the API names the fields", () => {
    const values = profileValuesOf(SAVED);
    values.website = "javascript:alert(1)";
    values.menu[0].items[0].price = -2;
    values.menu[0].section = " ";
    expect(profileErrors(values)).toEqual({
      "profile.website": "Enter a web address starting with https:// or http://",
      "profile.menu.0.section": "The section title field is required.",
      "profile.menu.0.items.0.price": "Enter a price of 0 or more",
    });
    expect(profileErrors(profileValuesOf(null))).toEqual({});
  });

  it("keeps the API's profile errors at their fields", () => {
    expect(formErrorsOf({ "profile.socials.0.url": "Bad", "media.poster_id": "Gone" })).toEqual({
      "profile.socials.0.url": "Bad",
      poster: "Gone",
    });
  });
});
