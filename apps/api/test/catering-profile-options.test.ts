import {
  CATERING_MATCHES_DEFAULT,
  CATERING_MATCHES_MAX,
  locationIsCateringBase,
} from "@fooddir/contract";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { domainOptions, locations } from "../src/db/schema.ts";
import { readCateringOptions } from "../src/features/settings/read-catering-options.ts";
import { createCateringProfileTestApp } from "./catering-profile-fixtures.ts";
import { uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";

// Issue 23 point 1 (see catering-profile.test.ts): a location that is a catering base, and the
// catering domain options.
const { app, db, admin, editor, place, PROFILE, member, saveData } =
  await createCateringProfileTestApp();

describe("a location that is a catering base", () => {
  it("cannot be deleted until no profile names it", async () => {
    const spot = await place(editor);
    const a = (await member({ ...PROFILE, base_location_id: spot })).body.data.id as number;
    const b = (await member({ ...PROFILE, base_location_id: spot })).body.data.id as number;

    const refused = await call(app, "DELETE", `/api/locations/${spot}`, { token: editor });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ location: [locationIsCateringBase(2)] });
    expect(refused.body.errors.location[0]).toMatch(/catering base of 2 members/);
    expect(await db.select().from(locations).where(eq(locations.id, spot))).toHaveLength(1);

    await saveData(a, { catering: null });
    const one = await call(app, "DELETE", `/api/locations/${spot}`, { token: editor });
    expect(one.body.errors).toEqual({ location: [locationIsCateringBase(1)] });
    await saveData(b, { catering: { ...PROFILE, base_location_id: null } });
    expect((await call(app, "DELETE", `/api/locations/${spot}`, { token: editor })).status).toBe(
      200,
    );
  });
});

describe("the catering domain options", () => {
  const options = async (host = "localhost") =>
    (await call(app, "GET", "/api/domain-options", { host })).body.data;
  const stored = () =>
    db
      .select({ name: domainOptions.name, value: domainOptions.value })
      .from(domainOptions)
      .where(
        and(
          eq(domainOptions.domain_id, 1),
          inArray(domainOptions.name, ["catering_matches", "catering_auto_send", "phone"]),
        ),
      );

  it("default to 5 trucks mailed at once on a new domain", async () => {
    const host = `${uniqueWord("new")}.localhost`;
    const made = await call(app, "POST", "/api/domains", {
      token: admin,
      body: { host, name: "New Trucks" },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await options(host)).toMatchObject({
      catering_matches: CATERING_MATCHES_DEFAULT,
      catering_auto_send: true,
    });
    expect((await call(app, "GET", "/api/site", { host })).body.data.options).toMatchObject({
      catering_matches: 5,
      catering_auto_send: true,
    });
    expect(await readCateringOptions(db, { id: made.body.data.id, host })).toEqual({
      matches: 5,
      autoSend: true,
    });
  });

  it("are saved as a number and a boolean and read back, per domain", async () => {
    const res = await call(app, "PUT", "/api/domain-options", {
      token: admin,
      body: { catering_matches: 3, catering_auto_send: false },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ catering_matches: 3, catering_auto_send: false });
    expect(await options()).toMatchObject({ catering_matches: 3, catering_auto_send: false });
    expect(await readCateringOptions(db, { id: 1, host: "localhost" })).toEqual({
      matches: 3,
      autoSend: false,
    });
    // The other domain keeps its own; setting one option leaves the other as it is.
    expect(await options("catering.localhost")).toMatchObject({
      catering_matches: 5,
      catering_auto_send: true,
    });
    const one = await call(app, "PUT", "/api/domain-options", {
      token: admin,
      body: { catering_matches: CATERING_MATCHES_MAX },
    });
    expect(one.body.data).toMatchObject({ catering_matches: 20, catering_auto_send: false });
    await call(app, "PUT", "/api/domain-options", {
      token: admin,
      body: { catering_auto_send: true },
    });
    expect(await readCateringOptions(db, { id: 1, host: "localhost" })).toEqual({
      matches: 20,
      autoSend: true,
    });
  });

  it("refuses other values with a 422 at the field and writes nothing", async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string][] = [
      [{ catering_matches: 0 }, "catering_matches"],
      [{ catering_matches: 21 }, "catering_matches"],
      [{ catering_matches: 2.5 }, "catering_matches"],
      [{ catering_matches: "5" }, "catering_matches"],
      [{ catering_matches: null }, "catering_matches"],
      [{ catering_auto_send: "yes" }, "catering_auto_send"],
      [{ catering_auto_send: 1 }, "catering_auto_send"],
    ];
    for (const [body, field] of cases) {
      const res = await call(app, "PUT", "/api/domain-options", {
        token: admin,
        body: { ...body, phone: "+1 555 0199" },
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toEqual([field]);
      if (field === "catering_matches") {
        expect(res.body.errors.catering_matches).toEqual(["Choose between 1 and 20 trucks."]);
      }
    }
    const editorTry = await call(app, "PUT", "/api/domain-options", {
      token: editor,
      body: { catering_matches: 2 },
    });
    expect(editorTry.status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
