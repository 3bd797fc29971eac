import {
  blockDefaults,
  CATERING_MATCHES_DEFAULT,
  CATERING_MATCHES_MAX,
  locationIsCateringBase,
  POST_STATUSES,
  POST_TYPES,
} from "@fooddir/contract";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { domainOptions, locations, memberCatering } from "../src/db/schema.ts";
import { readCateringOptions } from "../src/features/settings/read-catering-options.ts";
import { createContentTestApp, createPost, uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";

// contract.md "Catering requests that reach the right trucks", issue 23 point 1: a member's
// catering profile is written with the post, read by staff, and its contact email never appears
// in any public response. A location that is a catering base cannot be deleted.

const { app, db, admin, editor, catering } = await createContentTestApp();

const place = async (token: string, host?: string) => {
  const res = await call(app, "POST", "/api/locations", {
    token,
    host,
    body: { name: uniqueWord("Base "), address: "", lat: 37.7793, lng: -122.4193 },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data.id as number;
};
const base = await place(editor);
const foreignBase = await place(catering, "catering.localhost");

/** A contact email no demo content holds, to look for in raw bodies. */
const SECRET = `${uniqueWord("caterer")}@trucks.example.com`;
const PROFILE = {
  offers: true,
  min_guests: 20,
  max_guests: 300,
  radius_km: 40,
  base_location_id: base,
  lead_days: 10,
  contact_email: ` ${SECRET.toUpperCase()} `,
};
const STORED = { ...PROFILE, contact_email: SECRET };

const member = (catering: unknown, extra: Record<string, unknown> = {}) =>
  call(app, "POST", "/api/posts", {
    token: editor,
    body: {
      url: uniqueWord("m"),
      title: uniqueWord("Truck "),
      post_status_id: POST_STATUSES.published,
      post_type_id: POST_TYPES.member,
      catering,
      ...extra,
    },
  });

/** PUT /api/posts/{id}/data with the post's current fields and `extra`. */
const saveData = async (id: number, extra: Record<string, unknown>, token = editor) => {
  const { body } = await call(app, "GET", `/api/posts/${id}`, { token: admin });
  return call(app, "PUT", `/api/posts/${id}/data`, {
    token,
    body: {
      url: body.data.attributes.url,
      title: body.data.attributes.title,
      post_status_id: body.data.post_status_id,
      no_index: false,
      no_follow: false,
      show_in_sitemap: true,
      ...extra,
    },
  });
};
const profileRows = async () => (await db.select().from(memberCatering)).length;

/** The raw text of an anonymous GET on the API host. */
const rawGet = async (url: string) => {
  const res = await app.inject({ method: "GET", url, headers: { host: "api.localhost:3000" } });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.body;
};

describe("catering profile of a member post", () => {
  it("is created with the post, read by staff, replaced, kept when absent and cleared by null", async () => {
    const made = await member(PROFILE);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.catering).toEqual(STORED);
    const id = made.body.data.id as number;

    const read = await call(app, "GET", `/api/posts/${id}`, { token: editor });
    expect(read.body.data.catering).toEqual(STORED);
    const listed = await call(
      app,
      "GET",
      `/api/posts/by-type?type=${POST_TYPES.member}&search=${made.body.data.attributes.url}`,
      { token: editor },
    );
    expect(listed.body.data.map((p: { catering: unknown }) => p.catering)).toEqual([STORED]);

    // Defaults fill what a profile leaves out.
    const replaced = await saveData(id, { catering: { offers: false } });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data.catering).toEqual({
      offers: false,
      min_guests: 1,
      max_guests: 10_000,
      radius_km: 50,
      base_location_id: null,
      lead_days: 7,
      contact_email: "",
    });
    await saveData(id, { catering: PROFILE });
    const kept = await saveData(id, { title: "Renamed truck" });
    expect(kept.body.data.attributes.title).toBe("Renamed truck");
    expect(kept.body.data.catering).toEqual(STORED);

    const cleared = await saveData(id, { catering: null });
    expect(cleared.body.data.catering).toBeNull();
    expect(await db.select().from(memberCatering).where(eq(memberCatering.post_id, id))).toEqual(
      [],
    );
    // A member without a profile reads as null for staff; other types carry no `catering`.
    expect((await call(app, "GET", `/api/posts/${id}`, { token: admin })).body.data.catering).toBe(
      null,
    );
    const page = await createPost(app, editor, { post_type_id: POST_TYPES.page });
    const pageRead = await call(app, "GET", `/api/posts/${page.id}`, { token: admin });
    expect(pageRead.body.data).not.toHaveProperty("catering");
  });

  it("never shows the contact email in a public read", async () => {
    const word = uniqueWord("pub");
    const made = await member(PROFILE, { url: word });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    // A stop puts the member in /api/stops and the series; a page shows it in a MemberGrid.
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const stop = await call(app, "POST", "/api/stops", {
      token: editor,
      body: {
        member_id: id,
        location_id: base,
        starts_at: `${day}T11:00`,
        ends_at: `${day}T14:00`,
      },
    });
    expect(stop.status, JSON.stringify(stop.body)).toBe(201);
    const gridUrl = uniqueWord("grid");
    await createPost(app, editor, {
      url: gridUrl,
      post_status_id: POST_STATUSES.published,
      post_type_id: POST_TYPES.page,
      post_body: {
        root: { props: {} },
        content: [
          {
            type: "MemberGrid",
            props: { ...blockDefaults.MemberGrid, id: "g1", mode: "picked", member_ids: [id] },
          },
        ],
      },
    });

    // Staff see it (so the checks below look for a string that is really stored).
    const staff = await call(app, "GET", `/api/posts/${id}`, { token: admin });
    expect(JSON.stringify(staff.body)).toContain(SECRET);

    const reads = [
      `/api/posts/${id}`,
      `/api/posts/by-url?url=${word}`,
      `/api/posts/by-type?type=${POST_TYPES.member}&limit=500`,
      `/api/posts/by-type?type=${POST_TYPES.member}&search=${word}`,
      `/api/posts/by-url?url=${gridUrl}`,
      "/api/site",
      `/api/stops?from=${day}&to=${day}T23:59`,
      `/api/stops/series?member_id=${id}`,
      "/api/stops/series",
    ];
    for (const url of reads) {
      const body = await rawGet(url);
      expect(body, url).not.toContain(SECRET);
      expect(body, url).not.toContain("contact_email");
      expect(body, url).not.toContain('"catering":');
    }
    // The member is really in those reads (not an empty answer that trivially passes).
    expect(await rawGet(`/api/posts/by-url?url=${word}`)).toContain(word);
    expect(await rawGet(`/api/stops?from=${day}&to=${day}T23:59`)).toContain(word);
    expect(await rawGet(`/api/posts/by-url?url=${gridUrl}`)).toContain(word);
    // by-url answers staff the public answer too (it is memoised for everyone).
    const byUrlStaff = await call(app, "GET", `/api/posts/by-url?url=${word}`, { token: admin });
    expect(JSON.stringify(byUrlStaff.body)).not.toContain(SECRET);
  });

  it("tells public reads whether a member offers catering, and nothing more (issue 38)", async () => {
    const offering = uniqueWord("offers");
    const declining = uniqueWord("declines");
    const none = uniqueWord("noprofile");
    expect((await member(PROFILE, { url: offering })).status).toBe(201);
    expect((await member({ ...PROFILE, offers: false }, { url: declining })).status).toBe(201);
    expect((await member(null, { url: none })).status).toBe(201);
    const byUrl = async (url: string) =>
      JSON.parse(await rawGet(`/api/posts/by-url?url=${url}`)).data;
    expect((await byUrl(offering)).offers_catering).toBe(true);
    expect((await byUrl(declining)).offers_catering).toBe(false);
    expect((await byUrl(none)).offers_catering).toBe(false);
    const listed = JSON.parse(
      await rawGet(`/api/posts/by-type?type=${POST_TYPES.member}&limit=500`),
    ).data as { attributes: { url: string }; offers_catering?: boolean }[];
    const offersOf = (url: string) => listed.find((p) => p.attributes.url === url)?.offers_catering;
    expect([offersOf(offering), offersOf(declining), offersOf(none)]).toEqual([true, false, false]);
    expect(JSON.stringify(await byUrl(offering))).not.toContain(SECRET);
  });

  it("refuses bad profiles with a 422 at the field and writes nothing", async () => {
    const rows = await profileRows();
    const cases: [unknown, string][] = [
      [{ ...PROFILE, min_guests: 50, max_guests: 10 }, "catering.max_guests"],
      [{ ...PROFILE, contact_email: "not-an-email" }, "catering.contact_email"],
      [{ ...PROFILE, contact_email: "" }, "catering.contact_email"],
      [{ ...PROFILE, min_guests: 0 }, "catering.min_guests"],
      [{ ...PROFILE, lead_days: 1.5 }, "catering.lead_days"],
      [{ ...PROFILE, radius_km: -1 }, "catering.radius_km"],
      [{ ...PROFILE, offers: "yes" }, "catering.offers"],
      [{ ...PROFILE, base_location_id: foreignBase }, "catering.base_location_id"],
      [{ ...PROFILE, base_location_id: 2_000_000_000 }, "catering.base_location_id"],
    ];
    for (const [profile, field] of cases) {
      const res = await member(profile);
      expect(res.status, JSON.stringify(profile)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(profile)).toEqual([field]);
    }
    const existing = (await member(null)).body.data.id as number;
    for (const [profile, field] of cases) {
      const res = await saveData(existing, { catering: profile, title: "Must not be saved" });
      expect(res.status, JSON.stringify(profile)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    const after = await call(app, "GET", `/api/posts/${existing}`, { token: admin });
    expect(after.body.data.attributes.title).not.toBe("Must not be saved");
    expect(after.body.data.catering).toBeNull();
    expect(await profileRows()).toBe(rows);
  });

  it("belongs to member posts only", async () => {
    const rows = await profileRows();
    const onPage = await call(app, "POST", "/api/posts", {
      token: editor,
      body: {
        url: uniqueWord("page"),
        title: "A page",
        post_status_id: 2,
        post_type_id: POST_TYPES.page,
        catering: PROFILE,
      },
    });
    expect(onPage.status).toBe(422);
    expect(onPage.body.errors).toEqual({
      catering: ["Only member posts have a catering profile."],
    });
    const page = await createPost(app, editor, { post_type_id: POST_TYPES.page });
    const update = await saveData(page.id, { catering: PROFILE });
    expect(update.status).toBe(422);
    expect(update.body.errors).toEqual({
      catering: ["Only member posts have a catering profile."],
    });
    // null on another type is nothing to store: accepted.
    expect((await saveData(page.id, { catering: null })).status).toBe(200);
    expect(await profileRows()).toBe(rows);
  });

  it("keeps domains apart: another domain's post is 404 and its profile is not touched", async () => {
    const theirs = await call(app, "POST", "/api/posts", {
      token: catering,
      host: "catering.localhost",
      body: {
        url: uniqueWord("m"),
        title: "Their truck",
        post_status_id: 2,
        post_type_id: POST_TYPES.member,
        catering: { ...PROFILE, base_location_id: foreignBase },
      },
    });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    const id = theirs.body.data.id as number;
    expect(theirs.body.data.catering).toEqual({ ...STORED, base_location_id: foreignBase });
    expect((await call(app, "GET", `/api/posts/${id}`, { token: editor })).status).toBe(404);
    const res = await call(app, "PUT", `/api/posts/${id}/data`, {
      token: editor,
      body: {
        url: theirs.body.data.attributes.url,
        title: "Taken over",
        post_status_id: 2,
        no_index: false,
        no_follow: false,
        show_in_sitemap: true,
        catering: null,
      },
    });
    expect(res.status).toBe(404);
    const [row] = await db.select().from(memberCatering).where(eq(memberCatering.post_id, id));
    expect(row).toMatchObject({ domain_id: 2, contact_email: SECRET });
  });
});

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
