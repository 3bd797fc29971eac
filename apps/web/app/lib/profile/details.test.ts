import { describe, expect, it } from "vitest";
import { detailsChanges, detailsOf, validateDetails } from "./details.ts";

const account = { firstname: "Ada", lastname: "Lovelace", email: "ada@example.com" };

describe("detailsChanges", () => {
  it("sends nothing when nothing changed (whitespace and email case ignored)", () => {
    expect(
      detailsChanges(account, {
        firstname: " Ada ",
        lastname: "Lovelace",
        email: "ADA@example.com ",
      }),
    ).toEqual({});
  });
  it("sends only the changed fields, trimmed", () => {
    expect(
      detailsChanges(account, { ...detailsOf(account), lastname: " Byron ", email: "A@B.io" }),
    ).toEqual({ lastname: "Byron", email: "a@b.io" });
  });
});

describe("validateDetails", () => {
  it("requires every field and a plausible email", () => {
    expect(validateDetails({ firstname: " ", lastname: "", email: "nope" })).toEqual({
      firstname: "The firstname field is required.",
      lastname: "The lastname field is required.",
      email: "The email must be a valid email address.",
    });
  });
  it("limits names to 100 characters", () => {
    expect(validateDetails({ ...account, firstname: "x".repeat(101) }).firstname).toMatch(/100/);
  });
  it("passes valid details", () => {
    expect(validateDetails(account)).toEqual({});
  });
});
