import { describe, expect, it } from "vitest";
import { passwordStrength, validatePasswordChange } from "./password.ts";

describe("validatePasswordChange", () => {
  it("needs the current password, a long enough new one and a matching confirmation", () => {
    expect(
      validatePasswordChange({
        current_password: "",
        password: "short",
        password_confirmation: "x",
      }),
    ).toEqual({
      current_password: "The current password field is required.",
      password: "The password must be at least 8 characters.",
      password_confirmation: "The password confirmation does not match.",
    });
  });
  it("rejects passwords over 128 characters", () => {
    const long = "a".repeat(129);
    expect(
      validatePasswordChange({ current_password: "x", password: long, password_confirmation: long })
        .password,
    ).toBe("The password may not be greater than 128 characters.");
  });
  it("passes a valid change", () => {
    expect(
      validatePasswordChange({
        current_password: "old",
        password: "a long new secret",
        password_confirmation: "a long new secret",
      }),
    ).toEqual({});
  });
  it("asks for the new password when only the current one is given", () => {
    expect(
      validatePasswordChange({ current_password: "x", password: "", password_confirmation: "" }),
    ).toEqual({ password: "The password field is required." });
  });
});

describe("passwordStrength", () => {
  it("calls anything under 8 characters too short", () => {
    expect(passwordStrength("Ab1!").score).toBe(0);
    expect(passwordStrength("").label).toBe("Too short");
  });
  it("rates well-known patterns and repetition weak", () => {
    expect(passwordStrength("password123").score).toBe(1);
    expect(passwordStrength("qwertyuiop").score).toBe(1);
    expect(passwordStrength("aaaaaaaaaaaa").score).toBe(1);
    expect(passwordStrength("Password1!").score).toBe(1);
  });
  it("rewards length and variety", () => {
    const fair = passwordStrength("mountain7");
    const strong = passwordStrength("Correct-Horse-Battery-9");
    expect(fair.score).toBe(2);
    expect(strong.score).toBe(4);
    expect(strong.label).toBe("Strong");
  });
  it("never goes above 4", () => {
    expect(passwordStrength(`${"Xy9!".repeat(3)}Zq8?Wv7#Ut6$Sr5%`).score).toBe(4);
  });
});
