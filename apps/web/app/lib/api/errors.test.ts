import { FetchError } from "ofetch";
import { beforeEach, describe, expect, it, vi } from "vitest";

const error = vi.hoisted(() => vi.fn());
vi.mock("../notify.ts", () => ({ ERROR_TOAST_MS: 3000, notify: { error } }));

const { apiErrorToastText, flattenFieldErrors, showApiError, apiErrorBody } = await import(
  "./errors.ts"
);

function fetchError(status: number, data: unknown) {
  const e = new FetchError(`[GET] "/x": ${status}`);
  Object.assign(e, { status, statusCode: status, data });
  return e;
}

describe("apiErrorToastText", () => {
  it("shows nothing for 'Unauthorized.'", () => {
    expect(apiErrorToastText({ message: "Unauthorized." })).toBeNull();
  });
  it("joins every field message with ', '", () => {
    expect(
      apiErrorToastText({
        message: "The given data was invalid.",
        errors: { email: ["Bad email.", "Taken."], password: ["Too short."] },
      }),
    ).toBe("Bad email., Taken., Too short.");
  });
  it("falls back to the message, then 'Error!'", () => {
    expect(apiErrorToastText({ message: "Forbidden." })).toBe("Forbidden.");
    expect(apiErrorToastText({})).toBe("Error!");
    expect(apiErrorToastText(null)).toBe("Error!");
  });
});

describe("showApiError", () => {
  beforeEach(() => error.mockClear());
  it("shows an error toast for 3000 ms", () => {
    showApiError(fetchError(403, { message: "Forbidden." }));
    expect(error).toHaveBeenCalledWith("Forbidden.", { autoClose: 3000 });
  });
  it("stays silent for Unauthorized.", () => {
    showApiError(fetchError(401, { message: "Unauthorized." }));
    expect(error).not.toHaveBeenCalled();
  });
  it("shows 'Error!' for non-API errors", () => {
    showApiError(new Error("network"));
    expect(error).toHaveBeenCalledWith("Error!", { autoClose: 3000 });
    expect(apiErrorBody(new Error("x"))).toBeNull();
  });
});

describe("flattenFieldErrors", () => {
  it("turns lists into comma-joined strings and drops empty ones", () => {
    expect(flattenFieldErrors({ email: ["a", "b"], code: ["c"], x: [] })).toEqual({
      email: "a, b",
      code: "c",
    });
    expect(flattenFieldErrors(undefined)).toEqual({});
  });
});
