import { POST_TYPES } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ChangeEvent } from "../src/changes/bus.ts";
import { locations, posts, stops } from "../src/db/schema.ts";
import { createContentTestApp } from "./content-fixtures.ts";
import { call } from "./helpers.ts";

// contract.md "Where the trucks are: locations and stops", issue 22 points 1 and 9: the places
// trucks park, per domain, roles 1-3, every bad field a 422 that writes nothing.

const { app, db, admin, editor, catering } = await createContentTestApp();
const events: ChangeEvent[] = [];
app.deps.changes.subscribe((event) => void events.push(event));

const civic = {
  name: "Civic Center Plaza",
  address: "1 Dr Carlton B Goodlett Pl",
  lat: 37.7793,
  lng: -122.4193,
};
const create = (token: string | undefined, body: unknown, host?: string) =>
  call(app, "POST", "/api/locations", { token, body, host });
const count = async () => (await db.select().from(locations)).length;

describe("locations", () => {
  it("an editor saves, lists, searches, reads, edits and deletes a place", async () => {
    const before = events.length;
    const made = await create(editor, civic);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const place = made.body.data;
    expect(place).toEqual({ id: expect.any(Number), ...civic, status: "approved" });
    expect(events.slice(before).map((e) => e.topics)).toEqual([["stops"]]);

    const listed = await call(app, "GET", "/api/locations?search=civic", { token: editor });
    expect(listed.body.data.map((l: { id: number }) => l.id)).toContain(place.id);
    const none = await call(app, "GET", "/api/locations?search=nowhere-at-all", { token: editor });
    expect(none.body.data).toEqual([]);

    expect(
      (await call(app, "GET", `/api/locations/${place.id}`, { token: admin })).body.data,
    ).toEqual(place);
    const moved = await call(app, "PUT", `/api/locations/${place.id}`, {
      token: editor,
      body: { ...civic, name: "Civic Center", lat: -33.5, lng: 151.2 },
    });
    expect(moved.body.data).toMatchObject({ name: "Civic Center", lat: -33.5, lng: 151.2 });
    expect(
      (await call(app, "DELETE", `/api/locations/${place.id}`, { token: editor })).status,
    ).toBe(200);
    expect((await call(app, "GET", `/api/locations/${place.id}`, { token: editor })).status).toBe(
      404,
    );
  });

  it("refuses bad fields with a 422 naming each, and writes nothing", async () => {
    const before = await count();
    const cases: [unknown, string[]][] = [
      [{ ...civic, lat: 90.5 }, ["lat"]],
      [{ ...civic, lng: -180.01 }, ["lng"]],
      [{ ...civic, lat: "37.7", lng: null }, ["lat", "lng"]],
      [{ ...civic, name: "   " }, ["name"]],
      [{ ...civic, name: "Plaza\u202e" }, ["name"]],
      [{ ...civic, address: "x".repeat(301) }, ["address"]],
      [{ address: "no name" }, ["name", "lat", "lng"]],
    ];
    for (const [body, fields] of cases) {
      const res = await create(editor, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors).sort(), JSON.stringify(body)).toEqual([...fields].sort());
    }
    expect(await count()).toBe(before);
  });

  it("keeps domains apart: another domain's place is 404 on read, edit and delete", async () => {
    const theirs = (await create(catering, civic, "catering.localhost")).body.data;
    expect(
      (await call(app, "GET", "/api/locations", { token: admin })).body.data.map(
        (l: { id: number }) => l.id,
      ),
    ).not.toContain(theirs.id);
    const answers = [
      await call(app, "GET", `/api/locations/${theirs.id}`, { token: admin }),
      await call(app, "PUT", `/api/locations/${theirs.id}`, { token: admin, body: civic }),
      await call(app, "DELETE", `/api/locations/${theirs.id}`, { token: admin }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    const [kept] = await db.select().from(locations).where(eq(locations.id, theirs.id));
    expect(kept.name).toBe(civic.name);
  });

  it("needs a signed-in team member", async () => {
    expect((await call(app, "GET", "/api/locations")).status).toBe(401);
    expect((await create(undefined, civic)).status).toBe(401);
  });

  it("refuses to delete a place a stop uses, naming how many", async () => {
    const place = (await create(editor, civic)).body.data;
    const [member] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.domain_id, 1), eq(posts.post_type_id, POST_TYPES.member)))
      .limit(1);
    await db.insert(stops).values({
      domain_id: 1,
      member_id: member.id,
      location_id: place.id,
      starts_at: "2027-03-14T11:30",
      ends_at: "2027-03-14T14:00",
      first_date: "2027-03-14",
      last_date: "2027-03-14",
    });
    const res = await call(app, "DELETE", `/api/locations/${place.id}`, { token: editor });
    expect(res.status).toBe(422);
    expect(res.body.errors.location).toEqual([
      "This location is used by 1 stop; move or delete it first.",
    ]);
    expect((await call(app, "GET", `/api/locations/${place.id}`, { token: editor })).status).toBe(
      200,
    );
  });
});
