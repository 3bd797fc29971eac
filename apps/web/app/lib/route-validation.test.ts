import { describe, expect, it } from "vitest";
import { validateRoute } from "./route-validation.ts";

const req = (path: string) => new Request(`http://localhost${path}`);

function thrown(fn: () => void) {
  try {
    fn();
  } catch (e) {
    return e as { type: string; data: unknown; init: ResponseInit };
  }
  return null;
}

describe("validateRoute", () => {
  it("accepts positive integer ids and unknown params", () => {
    expect(thrown(() => validateRoute({ id: "12" }, req("/panel/users/12")))).toBeNull();
    expect(thrown(() => validateRoute({ slug: "x" }, req("/x")))).toBeNull();
  });

  it.each(["0", "-1", "abc", "1.5", "01", ""])("throws a 404 for id=%j", (id) => {
    const error = thrown(() => validateRoute({ id }, req(`/panel/users/${id}`)));
    expect(error?.data).toBe(`Page Not Found: /panel/users/${id}`);
    expect(error?.init?.status).toBe(404);
  });
});
