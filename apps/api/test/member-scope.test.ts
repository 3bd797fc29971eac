import { VENDOR_PATHS } from "@fooddir/contract";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  cateringMatches,
  cateringRequests,
  locations,
  media,
  posts,
  stops,
} from "../src/db/schema.ts";
import { assertMemberMayUseMedia, MEDIA_NOT_YOURS } from "../src/features/media/member-media.ts";
import { MEMBER_NOT_YOURS } from "../src/features/stops/stop-rules.ts";
import {
  createMediaRow,
  createVendor as createVendorOn,
  publishedListings,
  uniqueWord,
} from "./content-fixtures.ts";
import { file, png, upload } from "./fixtures/images.ts";
import { userIdOf } from "./fixtures.ts";
import { call, createTestApp, EDITOR, login } from "./helpers.ts";

// Issue 25, decision 027: what a member (role 4) may do besides its posts: media it uploaded
// plus its listings' current images (and the upload quota), its stops, locations, and the
// catering requests sent to its listings. Another listing's media or stop is a 404.

const now = Date.parse("2027-03-16T19:00:00Z"); // Tuesday 16 March 2027, 12:00 PDT
const { app, database } = await createTestApp(
  { LOGIN_MAX_PER_IP: "1000", MEMBER_MEDIA_MAX_MB: "1" },
  { clock: () => now },
);
const db = database.db;
const LOCAL = 1;
const tenant = { id: LOCAL, host: "localhost" };
const NOT_FOUND = { message: "Not found." };

const editor = (await login(app, EDITOR)).access_token;
const editorId = await userIdOf(db, EDITOR);

const [alpha, beta, gamma] = await publishedListings(db, LOCAL);

/** A role-4 account bound to `listings` (rows written directly), signed in. */
const createVendor = (listings: { id: number }[]) =>
  createVendorOn(
    app,
    db,
    listings.map((l) => l.id),
    LOCAL,
  );

const vendorA = await createVendor([alpha]);
const vendorB = await createVendor([beta]);

type Item = { id: number; alt: string };

async function uploadAs(token: string) {
  const res = await upload(app, token, [file(await png(40, 30))]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Item;
}

const uploaderOf = async (id: number) =>
  (await db.select({ by: media.uploaded_by }).from(media).where(eq(media.id, id)))[0]?.by;

const listIds = async (token: string) => {
  const res = await call(app, "GET", "/api/media?limit=200", { token });
  expect(res.status).toBe(200);
  return (res.body.data as Item[]).map((m) => m.id);
};

// The listing's current images: a poster and logo staff chose, and an image of its body.
const poster = await createMediaRow(db, LOCAL, "alpha poster");
const logo = await createMediaRow(db, LOCAL, "alpha logo");
const bodyImage = await createMediaRow(db, LOCAL, "alpha body");
const staffOther = await createMediaRow(db, LOCAL, "someone else's");
await db
  .update(posts)
  .set({
    poster_id: poster.id,
    logo_id: logo.id,
    post_body: { content: [{ type: "Image", props: { image: bodyImage.id } }] },
  })
  .where(eq(posts.id, alpha.id));

describe("media of a member", () => {
  it("records the uploader of every upload, staff and member", async () => {
    const staffUpload = await uploadAs(editor);
    expect(await uploaderOf(staffUpload.id)).toBe(editorId);
    const own = await uploadAs(vendorA.token);
    expect(await uploaderOf(own.id)).toBe(vendorA.id);
  });

  it("lists only its own uploads and its listings' current images", async () => {
    const own = await uploadAs(vendorA.token);
    const othersUpload = await uploadAs(vendorB.token);
    const ids = await listIds(vendorA.token);
    expect(ids).toContain(own.id);
    expect(ids).toEqual(expect.arrayContaining([poster.id, logo.id, bodyImage.id]));
    expect(ids).not.toContain(staffOther.id);
    expect(ids).not.toContain(othersUpload.id);
    for (const id of ids) {
      const mine = (await uploaderOf(id)) === vendorA.id;
      expect(mine || [poster.id, logo.id, bodyImage.id].includes(id)).toBe(true);
    }
    // Staff still list the whole library.
    expect(await listIds(editor)).toEqual(
      expect.arrayContaining([own.id, othersUpload.id, staffOther.id, poster.id]),
    );
  });

  it("reads its listings' images but changes and deletes only its own uploads", async () => {
    const read = await call(app, "GET", `/api/media/${poster.id}`, { token: vendorA.token });
    expect(read.status).toBe(200);
    const alt = await call(app, "PUT", `/api/media/${poster.id}`, {
      token: vendorA.token,
      body: { alt: "mine now" },
    });
    expect(alt).toMatchObject({ status: 404, body: NOT_FOUND });
    const del = await call(app, "DELETE", `/api/media/${logo.id}`, { token: vendorA.token });
    expect(del).toMatchObject({ status: 404, body: NOT_FOUND });

    const own = await uploadAs(vendorA.token);
    const renamed = await call(app, "PUT", `/api/media/${own.id}`, {
      token: vendorA.token,
      body: { alt: "Our taco truck" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.alt).toBe("Our taco truck");
    const gone = await call(app, "DELETE", `/api/media/${own.id}`, { token: vendorA.token });
    expect(gone.status).toBe(200);
    expect(await uploaderOf(own.id)).toBeUndefined();
  });

  it("gets 404 for staff media and another member's uploads on GET, PUT and DELETE", async () => {
    const othersUpload = await uploadAs(vendorB.token);
    for (const id of [staffOther.id, othersUpload.id]) {
      const url = `/api/media/${id}`;
      const token = vendorA.token;
      expect(await call(app, "GET", url, { token })).toMatchObject({ status: 404 });
      expect(await call(app, "PUT", url, { token, body: { alt: "x" } })).toMatchObject({
        status: 404,
      });
      expect(await call(app, "DELETE", `${url}?force=1`, { token })).toMatchObject({
        status: 404,
      });
    }
    const [staffRow] = await db.select().from(media).where(eq(media.id, staffOther.id));
    expect(staffRow.alt).toBe("someone else's");
    expect(await uploaderOf(othersUpload.id)).toBe(vendorB.id);
  });

  it("cannot force-delete its own upload while a post uses it (a live change past review)", async () => {
    const own = await uploadAs(vendorA.token);
    await db.update(posts).set({ logo_id: own.id }).where(eq(posts.id, alpha.id));
    try {
      const res = await call(app, "DELETE", `/api/media/${own.id}?force=1`, {
        token: vendorA.token,
      });
      expect(res.status).toBe(409);
      const [post] = await db.select().from(posts).where(eq(posts.id, alpha.id));
      expect(post.logo_id).toBe(own.id);
    } finally {
      await db.update(posts).set({ logo_id: logo.id }).where(eq(posts.id, alpha.id));
    }
  });

  it("refuses an upload past MEMBER_MEDIA_MAX_MB with 422 on file, storing nothing", async () => {
    const vendor = await createVendor([gamma]);
    // 1 MB less 100 bytes already uploaded: the next image passes the 1 MB limit.
    const [big] = await db
      .insert(media)
      .values({
        domain_id: LOCAL,
        uploaded_by: vendor.id,
        hashed_name: uniqueWord("big"),
        path: "library",
        extension: "png",
        mime: "image/png",
        size: 1024 * 1024 - 100,
        width: 10,
        height: 10,
      })
      .returning();
    const before = await db.select().from(media);
    const res = await upload(app, vendor.token, [file(await png(40, 30))]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      file: ["Your uploads would pass your 1 MB limit. Delete some first."],
    });
    expect(await db.select().from(media)).toHaveLength(before.length);

    // Deleting the big one makes room; staff have no quota at all.
    await db.delete(media).where(eq(media.id, big.id));
    expect((await upload(app, vendor.token, [file(await png(40, 30))])).status).toBe(200);
    await db
      .update(media)
      .set({ size: 50 * 1024 * 1024 })
      .where(eq(media.uploaded_by, editorId));
    expect((await upload(app, editor, [file(await png(40, 30))])).status).toBe(200);
  });

  it("lets a member save only media it may use (assertMemberMayUseMedia)", async () => {
    const own = await uploadAs(vendorA.token);
    const othersUpload = await uploadAs(vendorB.token);
    const scope = [alpha.id];
    await expect(
      assertMemberMayUseMedia(db, tenant, scope, vendorA.id, [own.id, poster.id, bodyImage.id]),
    ).resolves.toBeUndefined();
    for (const id of [staffOther.id, othersUpload.id]) {
      await expect(
        assertMemberMayUseMedia(db, tenant, scope, vendorA.id, [own.id, id]),
      ).rejects.toMatchObject({ status: 422, errors: { media: [MEDIA_NOT_YOURS] } });
    }
    await expect(
      assertMemberMayUseMedia(db, tenant, null, editorId, [staffOther.id, othersUpload.id]),
    ).resolves.toBeUndefined();
  });
});

const [location] = await db
  .select({ id: locations.id })
  .from(locations)
  .where(eq(locations.domain_id, LOCAL))
  .orderBy(asc(locations.id))
  .limit(1);
const stopBody = (memberId: number, overrides: Record<string, unknown> = {}) => ({
  member_id: memberId,
  location_id: location.id,
  starts_at: "2027-03-18T11:00",
  ends_at: "2027-03-18T14:00",
  note: "",
  ...overrides,
});

describe("stops of a member", () => {
  it("creates, reads, changes and deletes stops of its own listing", async () => {
    const created = await call(app, "POST", "/api/stops", {
      token: vendorA.token,
      body: stopBody(alpha.id),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const url = `/api/stops/${created.body.data.id}`;
    expect((await call(app, "GET", url, { token: vendorA.token })).status).toBe(200);
    const changed = await call(app, "PUT", url, {
      token: vendorA.token,
      body: stopBody(alpha.id, { note: "Lunch by the park" }),
    });
    expect(changed.status).toBe(200);
    // The domain does not trust members' edits: the note waits for review (issue 37).
    expect(changed.body.data).toMatchObject({ note: "", pending_note: "Lunch by the park" });
    expect((await call(app, "DELETE", url, { token: vendorA.token })).status).toBe(200);
  });

  it("gets 422 on member_id naming another listing, nothing written", async () => {
    const count = async () => (await db.select().from(stops)).length;
    const before = await count();
    const res = await call(app, "POST", "/api/stops", {
      token: vendorA.token,
      body: stopBody(beta.id),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.member_id).toEqual([MEMBER_NOT_YOURS]);
    expect(await count()).toBe(before);

    const own = await call(app, "POST", "/api/stops", {
      token: vendorA.token,
      body: stopBody(alpha.id),
    });
    const moved = await call(app, "PUT", `/api/stops/${own.body.data.id}`, {
      token: vendorA.token,
      body: stopBody(beta.id),
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.member_id).toEqual([MEMBER_NOT_YOURS]);
    const [row] = await db.select().from(stops).where(eq(stops.id, own.body.data.id));
    expect(row.member_id).toBe(alpha.id);
  });

  it("gets 404 reading, changing or deleting another listing's stop", async () => {
    const theirs = await call(app, "POST", "/api/stops", {
      token: editor,
      body: stopBody(beta.id),
    });
    expect(theirs.status).toBe(201);
    const url = `/api/stops/${theirs.body.data.id}`;
    const token = vendorA.token;
    expect(await call(app, "GET", url, { token })).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await call(app, "PUT", url, { token, body: stopBody(alpha.id) })).toMatchObject({
      status: 404,
    });
    expect(await call(app, "DELETE", url, { token })).toMatchObject({ status: 404 });
    const [row] = await db.select().from(stops).where(eq(stops.id, theirs.body.data.id));
    expect(row.member_id).toBe(beta.id);
  });

  it("reads the schedule and series of its listings only", async () => {
    await call(app, "POST", "/api/stops", { token: vendorA.token, body: stopBody(alpha.id) });
    await call(app, "POST", "/api/stops", { token: editor, body: stopBody(beta.id) });
    const window = "from=2027-03-16&to=2027-03-30";
    const mine = await call(app, "GET", `/api/stops/schedule?${window}`, {
      token: vendorA.token,
    });
    expect(mine.status).toBe(200);
    const members = (rows: { member: { id: number } }[]) => new Set(rows.map((r) => r.member.id));
    expect(mine.body.data.stops.length).toBeGreaterThan(0);
    expect(members(mine.body.data.stops)).toEqual(new Set([alpha.id]));
    expect(members(mine.body.data.occurrences)).toEqual(new Set([alpha.id]));
    const staff = await call(app, "GET", `/api/stops/schedule?${window}`, { token: editor });
    expect(members(staff.body.data.stops).has(beta.id)).toBe(true);

    const series = await call(app, "GET", "/api/stops/series", { token: vendorA.token });
    expect(series.status).toBe(200);
    expect(members(series.body.data.series)).toEqual(new Set([alpha.id]));
    // The public reads stay public: a visitor (and a member's token there) sees every truck.
    const visitor = await call(app, "GET", "/api/stops/series");
    expect(members(visitor.body.data.series).has(beta.id)).toBe(true);
    const publicRead = await call(app, "GET", `/api/stops?${window}`, { token: vendorA.token });
    expect(publicRead.status).toBe(200);
    expect(members(publicRead.body.data).has(beta.id)).toBe(true);
  });
});

describe("locations for a member", () => {
  it("lists, reads and creates locations; changing or deleting one is 403", async () => {
    const token = vendorA.token;
    expect((await call(app, "GET", "/api/locations", { token })).status).toBe(200);
    const created = await call(app, "POST", "/api/locations", {
      token,
      body: { name: uniqueWord("Lot "), address: "2 Pier St", lat: 37.8, lng: -122.4 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const url = `/api/locations/${created.body.data.id}`;
    expect((await call(app, "GET", url, { token })).status).toBe(200);
    const body = { name: "Renamed", address: "", lat: 37.8, lng: -122.4 };
    expect((await call(app, "PUT", url, { token, body })).status).toBe(403);
    expect((await call(app, "DELETE", url, { token })).status).toBe(403);
    expect((await call(app, "GET", url, { token: editor })).body.data.name).toBe(
      created.body.data.name,
    );
  });
});

describe("GET /api/member/catering-requests", () => {
  const insertRequest = async (date: string) => {
    const [row] = await db
      .insert(cateringRequests)
      .values({
        domain_id: LOCAL,
        status: "sent",
        name: "Rita Requester",
        email: "rita@example.com",
        phone: "+1 555 0100",
        event_date: date,
        start_time: "11:00",
        end_time: "14:00",
        starts_at: new Date(`${date}T18:00:00Z`),
        ends_at: new Date(`${date}T21:00:00Z`),
        guests: 80,
        address: "1 Market St",
      })
      .returning();
    return row;
  };
  const match = (requestId: number, memberId: number, sent: boolean) =>
    db.insert(cateringMatches).values({
      domain_id: LOCAL,
      request_id: requestId,
      member_id: memberId,
      status: sent ? "sent" : "pending",
      sent_at: sent ? new Date(now - 3_600_000) : null,
    });
  const list = (token: string) => call(app, "GET", VENDOR_PATHS.memberCateringRequests, { token });

  it("lists the requests sent to its listings, newest event first, with a working token", async () => {
    // Known rows only: the demo's requests of this domain are set aside in this file's database.
    await db.delete(cateringRequests).where(eq(cateringRequests.domain_id, LOCAL));
    const early = await insertRequest("2027-04-10");
    const late = await insertRequest("2027-05-20");
    const unsent = await insertRequest("2027-06-01");
    const othersOnly = await insertRequest("2027-07-01");
    await match(early.id, alpha.id, true);
    await match(late.id, alpha.id, true);
    await match(late.id, beta.id, true);
    await match(unsent.id, alpha.id, false);
    await match(othersOnly.id, beta.id, true);

    const res = await list(vendorA.token);
    expect(res.status).toBe(200);
    const rows = res.body.data as {
      request: { id: number };
      member: { id: number };
      status: string;
      contact: unknown;
      token: string;
      sent_at: string | null;
    }[];
    expect(rows.map((r) => r.request.id)).toEqual([late.id, early.id]);
    expect(rows.every((r) => r.member.id === alpha.id && r.sent_at !== null)).toBe(true);
    expect(rows[0]).toMatchObject({ status: "sent", contact: null });

    const answer = await call(app, "POST", "/api/catering-responses", {
      body: { token: rows[0].token, action: "interested", message: "" },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.member.id).toBe(alpha.id);
    const after = await list(vendorA.token);
    expect(after.body.data[0]).toMatchObject({
      status: "interested",
      contact: { name: "Rita Requester", email: "rita@example.com" },
    });
    const [betaMatch] = await db
      .select()
      .from(cateringMatches)
      .where(and(eq(cateringMatches.request_id, late.id), eq(cateringMatches.member_id, beta.id)));
    expect(betaMatch.status).toBe("sent");

    // Another member sees its own rows only; staff are refused.
    const others = await list(vendorB.token);
    expect(others.status).toBe(200);
    const otherRows = others.body.data as { request: { id: number }; member: { id: number } }[];
    expect(otherRows.map((r) => r.request.id)).toEqual([othersOnly.id, late.id]);
    expect(otherRows.every((r) => r.member.id === beta.id)).toBe(true);
    expect(await list(editor)).toMatchObject({ status: 403 });
  });
});
