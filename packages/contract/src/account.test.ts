import { describe, expect, it } from "vitest";
import { accountUpdateSchema, changePasswordBodySchema, loginBodySchema } from "./index.ts";

describe("contract schemas", () => {
  it("normalizes login emails so one account is one throttle key", () => {
    const parsed = loginBodySchema.parse({
      email: "  Admin@Example.COM ",
      password: "x",
      extra: 1,
    });
    expect(parsed).toEqual({ email: "admin@example.com", password: "x" });
  });

  it("names a missing field with a readable message", () => {
    const result = loginBodySchema.safeParse({ password: "x" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("The email field is required.");
  });

  it("requires the current password and a matching confirmation to change the password", () => {
    const result = accountUpdateSchema.safeParse({
      password: "long-enough-1",
      password_confirmation: "other",
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["current_password", "password"]));
  });

  it("bounds password length to 8..128", () => {
    const base = { token: "t", email: "a@b.co" };
    const short = changePasswordBodySchema.safeParse({
      ...base,
      password: "short",
      password_confirmation: "short",
    });
    expect(short.error?.issues[0].message).toBe("The password must be at least 8 characters.");
    const long = "x".repeat(129);
    const tooLong = changePasswordBodySchema.safeParse({
      ...base,
      password: long,
      password_confirmation: long,
    });
    expect(tooLong.success).toBe(false);
  });
});
