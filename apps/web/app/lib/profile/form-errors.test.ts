import { describe, expect, it } from "vitest";
import { formErrors } from "./form-errors.ts";

describe("formErrors", () => {
  it("picks the errors of the form's fields", () => {
    const result = formErrors(
      { message: "The given data was invalid.", errors: { password: ["Wrong.", "Again."] } },
      ["password"] as const,
    );
    expect(result).toEqual({ fields: { password: "Wrong., Again." }, unshown: false });
  });
  it("flags errors no field shows, and bodies without field errors", () => {
    expect(formErrors({ errors: { two_factor: ["Already on."] } }, ["password"]).unshown).toBe(
      true,
    );
    expect(formErrors({ errors: { password: ["x"], other: ["y"] } }, ["password"]).unshown).toBe(
      true,
    );
    expect(formErrors({ message: "Too many requests." }, ["password"])).toEqual({
      fields: {},
      unshown: true,
    });
    expect(formErrors(null, ["password"]).unshown).toBe(true);
  });
});
