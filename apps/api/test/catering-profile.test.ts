import { blockDefaults, POST_STATUSES, POST_TYPES } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memberCatering } from "../src/db/schema.ts";
import { createCateringProfileTestApp } from "./catering-profile-fixtures.ts";
import { createPost, uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";

// contract.md "Catering requests that reach the right trucks", issue 23 point 1: a member's
// catering profile is written with the post, read by staff, and its contact email never appears
// in any public response. A location that is a catering base cannot be deleted.
// The catering base and the catering domain options are in catering-profile-options.test.ts.
const ctx = await createCateringProfileTestApp();
const { app, db, admin, editor, catering, base, foreignBase, SECRET, PROFILE, STORED } = ctx;
const { member, saveData, profileRows, rawGet } = ctx;

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
