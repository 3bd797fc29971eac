import { expect } from "vitest";
import { createContentTestApp } from "./content-fixtures.ts";
import { call } from "./helpers.ts";

type Method = "PUT" | "PATCH" | "DELETE";

export const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

/**
 * The taxonomy test files' start: a content test app (createContentTestApp) and a check that a
 * write is guarded.
 */
export async function createTaxonomyTestApp() {
  const content = await createContentTestApp();
  const { app, admin } = content;

  /** A write on `{id}` refuses anonymous callers, garbage ids, unknown ids and other domains' rows. */
  async function expectGuarded(
    method: Method,
    path: (id: number | string) => string,
    ownId: number,
    foreignId: number,
    body?: unknown,
  ) {
    const anon = await call(app, method, path(ownId), { body });
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ message: "Unauthorized." });
    for (const id of ["abc", "0", "-1", "99999999999"]) {
      const res = await call(app, method, path(id), { token: admin, body });
      expect(res.status, id).toBe(422);
      expect(res.body.errors).toHaveProperty("id");
    }
    for (const id of [2_000_000_000, foreignId]) {
      const res = await call(app, method, path(id), { token: admin, body });
      expect(res.status, String(id)).toBe(404);
      expect(res.body).toEqual({ message: "Not found." });
    }
  }

  return { ...content, expectGuarded };
}
