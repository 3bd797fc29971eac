import { describe, expect, it } from "vitest";
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  detailsChanges,
  detailsOf,
  validateDetails,
} from "./details.ts";

const account = { firstname: "Ada", lastname: "Lovelace", email: "ada@example.com" };
const values = detailsOf(account);

describe("detailsChanges", () => {
  it("sends nothing when nothing changed (whitespace and email case ignored)", () => {
    expect(
      detailsChanges(account, {
        firstname: " Ada ",
        lastname: "Lovelace",
        email: "ADA@example.com ",
        current_password: "typed but not needed",
      }),
    ).toEqual({});
  });
  it("sends only the changed fields, trimmed, and the current password with a new email", () => {
    expect(
      detailsChanges(account, {
        ...values,
        lastname: " Byron ",
        email: "A@B.io",
        current_password: "secret",
      }),
    ).toEqual({ lastname: "Byron", email: "a@b.io", current_password: "secret" });
    expect(detailsChanges(account, { ...values, lastname: "Byron" })).toEqual({
      lastname: "Byron",
    });
  });
});

describe("validateDetails", () => {
  it("requires every field and a plausible email", () => {
    expect(
      validateDetails({ firstname: " ", lastname: "", email: "nope", current_password: "" }),
    ).toEqual({
      firstname: "The firstname field is required.",
      lastname: "The lastname field is required.",
      email: "The email must be a valid email address.",
    });
  });
  it("limits names to 100 characters", () => {
    expect(validateDetails({ ...values, firstname: "x".repeat(101) }).firstname).toMatch(/100/);
  });
  it("passes valid details", () => {
    expect(validateDetails(values, account)).toEqual({});
  });
  it("asks for the current password when the email changes", () => {
    const changed = { ...values, email: "new@example.com" };
    expect(validateDetails(changed, account)).toEqual({
      current_password: CURRENT_PASSWORD_FOR_EMAIL,
    });
    expect(validateDetails({ ...changed, current_password: "secret" }, account)).toEqual({});
  });
});
