// Build the ErrorResponse React Router creates from thrown `data()` / unmatched routes.
import { type data, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { describeError, errorSubtitle } from "./error-info.ts";
import { validateRoute } from "./route-validation.ts";

describe("describeError", () => {
  const loc = { pathname: "/foo/bar", search: "?a=1", hash: "" };

  it("reports unmatched routes with the full path", () => {
    const noMatch = new ErrorResponseImpl(
      404,
      "Not Found",
      'Error: No route matches URL "/foo/bar"',
      true,
    );
    expect(describeError(noMatch, loc)).toEqual({
      status: 404,
      message: "Page not found: /foo/bar?a=1",
    });
  });

  it("keeps the route validation message", () => {
    let thrown: ReturnType<typeof data> | undefined;
    try {
      validateRoute({ id: "x" }, new Request("http://h/panel/users/x"));
    } catch (e) {
      thrown = e as ReturnType<typeof data>;
    }
    const response = new ErrorResponseImpl(404, "Not Found", thrown?.data);
    expect(describeError(response, loc).message).toBe("Page Not Found: /panel/users/x");
  });

  it("treats other errors as 500", () => {
    expect(describeError(new Error("boom"), loc)).toEqual({ status: 500, message: "boom" });
  });
});

describe("errorSubtitle", () => {
  it("uses the configured not-found subtitle for 404 only", () => {
    expect(errorSubtitle(404, "LOST?")).toBe("LOST?");
    expect(errorSubtitle(404, "")).toBe("PAGE NOT FOUND.");
    expect(errorSubtitle(500, "LOST?")).toBe("SOMETHING WENT WRONG.");
  });
});
