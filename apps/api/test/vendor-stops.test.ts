import {
  MEMBER_LOCATIONS_FULL,
  MEMBER_LOCATIONS_MAX,
  MEMBER_STOP_OCCURRENCES_MAX,
  MEMBER_STOP_PAST,
  MEMBER_STOPS_BUSY,
  MEMBER_STOPS_FULL,
  MEMBER_STOPS_MAX,
} from "@fooddir/contract";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, locations, stops } from "../src/db/schema.ts";
import { createVendor, publishedListings, uniqueWord } from "./content-fixtures.ts";
import { firstLocation, lunchStopBody } from "./fixtures.ts";
import { ADMIN, call, createTestApp, EDITOR, login } from "./helpers.ts";

// Issue 37 point 4: what a vendor (role 4) writes on stops and locations is bounded per listing
// and follows the listing's review rule (decision 027): a note or a place waits for staff
// unless the domain option `trust_member_edits` is on; a new place always waits (issue 38).
// Staff's writes are unaffected.

const now = Date.parse("2027-03-16T19:00:00Z"); // Tuesday 16 March 2027, 12:00 PDT
const { app, db } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" }, { clock: () => now });
const LOCAL = 1;
const admin = (await login(app, ADMIN)).access_token;
const editor = (await login(app, EDITOR)).access_token;

const listings = await publishedListings(db, LOCAL);
const [alpha, beta, gamma, delta] = listings.map((l) => l.id);
// The listings start with no stops, so each test counts its own.
await db.delete(stops).where(inArray(stops.member_id, [alpha, beta, gamma, delta]));
const vendorA = await createVendor(app, db, [alpha, gamma, delta], LOCAL);
const vendorB = await createVendor(app, db, [beta], LOCAL);

const saved = await firstLocation(db, LOCAL);

const stopBody = (member: number, overrides: Record<string, unknown> = {}) =>
  lunchStopBody(member, saved.id, "2027-03-17", overrides);
const postStop = (token: string, body: Record<string, unknown>) =>
  call(app, "POST", "/api/stops", { token, body });
const place = (token: string, name = uniqueWord("Lot ")) =>
  call(app, "POST", "/api/locations", {
    token,
    body: { name, address: "2 Pier St", lat: 37.8, lng: -122.4 },
  });

/** What a visitor reads of a listing: GET /api/stops over 62 days, and its series (the feeds). */
const WINDOW = "from=2027-03-16&to=2027-05-17";
type Occurrence = { stop_id: number; note: string; location: { id: number; name: string } };
async function publicStops(member: number, paging = "") {
  const res = await call(app, "GET", `/api/stops?${WINDOW}&member_id=${member}${paging}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}
const publicOccurrences = async (member: number) =>
  (await publicStops(member)).body.data as Occurrence[];
async function publicSeries(member: number) {
  const res = await call(app, "GET", `/api/stops/series?member_id=${member}`);
  expect(res.status).toBe(200);
  return res.body.data.series as { id: number; note: string; location: { id: number } }[];
}

async function trustMembers(on: boolean) {
  const res = await call(app, "PUT", "/api/domain-options", {
    token: admin,
    body: { trust_member_edits: on },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe("caps on a vendor's stops", () => {
  it("the 200-daily-stop run: 422 once past the cap, the public answer stays bounded", async () => {
    const answers = [];
    for (let i = 0; i < 200; i++) {
      const daily = stopBody(alpha, { rrule: "FREQ=DAILY", note: "" });
      answers.push(await postStop(vendorA.token, daily));
    }
    // Two daily stops start 124 occurrences in 62 days; every later one is refused.
    const statuses = answers.map((a) => a.status);
    expect(statuses.slice(0, 2)).toEqual([201, 201]);
    expect(new Set(statuses.slice(2))).toEqual(new Set([422]));
    expect(answers[2].body).toEqual({
      message: MEMBER_STOPS_BUSY,
      errors: { rrule: [MEMBER_STOPS_BUSY] },
    });
    expect(await db.select().from(stops).where(eq(stops.member_id, alpha))).toHaveLength(2);

    const res = await publicStops(alpha);
    expect(res.body.data.length).toBeLessThanOrEqual(MEMBER_STOP_OCCURRENCES_MAX);
    expect(JSON.stringify(res.body).length).toBeLessThan(MEMBER_STOP_OCCURRENCES_MAX * 1000);

    // A one-off still fits nowhere; staff are not limited by the vendors' cap.
    const oneOff = await postStop(vendorA.token, stopBody(alpha));
    expect(oneOff.status).toBe(422);
    expect(oneOff.body.errors.starts_at).toEqual([MEMBER_STOPS_BUSY]);
    expect((await postStop(editor, stopBody(alpha, { rrule: "FREQ=DAILY" }))).status).toBe(201);
    // Past the cap now, the vendor may still delete but not grow it by editing a stop.
    const [mine] = answers;
    const longer = await call(app, "PUT", `/api/stops/${mine.body.data.id}`, {
      token: vendorA.token,
      body: stopBody(alpha, { rrule: "FREQ=DAILY", ends_at: "2027-03-17T15:00" }),
    });
    expect(longer.status).toBe(422);
  });

  it("counts concurrent posts one after another", async () => {
    const daily = stopBody(gamma, { rrule: "FREQ=DAILY" });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postStop(vendorA.token, daily)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(8);
  });

  it(`refuses more than ${MEMBER_STOPS_MAX} upcoming stops, and stops already over`, async () => {
    const day = (i: number) => new Date(Date.UTC(2027, 3, 1) + i * 7 * 86_400_000);
    const at = (i: number) => day(i).toISOString().slice(0, 10);
    for (let i = 0; i < MEMBER_STOPS_MAX; i++) {
      const weekly = stopBody(delta, { starts_at: `${at(i)}T11:00`, ends_at: `${at(i)}T14:00` });
      expect((await postStop(vendorA.token, weekly)).status).toBe(201);
    }
    const extra = stopBody(delta, { starts_at: "2027-03-20T11:00", ends_at: "2027-03-20T14:00" });
    const full = await postStop(vendorA.token, extra);
    expect(full.body).toEqual({
      message: MEMBER_STOPS_FULL,
      errors: { member_id: [MEMBER_STOPS_FULL] },
    });

    const past = stopBody(beta, { starts_at: "2027-03-15T11:00", ends_at: "2027-03-15T14:00" });
    const refused = await postStop(vendorB.token, past);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.ends_at).toEqual([MEMBER_STOP_PAST]);
    expect((await postStop(editor, past)).status).toBe(201);
  });

  it("pages the public answer and says how many there are", async () => {
    const all = await publicStops(alpha);
    const { total } = all.body.meta;
    expect(total).toBe(all.body.data.length);
    const page = await publicStops(alpha, "&limit=10&offset=5");
    expect(page.body.meta).toEqual({ total, limit: 10, offset: 5 });
    expect(page.body.data).toEqual(all.body.data.slice(5, 15));
    const tooMany = await call(app, "GET", `/api/stops?${WINDOW}&limit=1001`);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.limit).toEqual(["The limit must be from 1 to 1000."]);
  });
});

describe("a vendor's note", () => {
  it("is not public until staff approve it; a rejected one never is", async () => {
    const made = await postStop(vendorB.token, stopBody(beta, { note: "Tacos by the fountain" }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const stop = made.body.data;
    expect(stop).toMatchObject({ note: "", pending_note: "Tacos by the fountain" });
    const shown = (await publicOccurrences(beta)).find((o) => o.stop_id === stop.id);
    expect(shown?.note).toBe("");
    expect((await publicSeries(beta)).find((s) => s.id === stop.id)?.note).toBe("");

    const queue = await call(app, "GET", "/api/stops/pending-notes", { token: editor });
    expect(queue.status).toBe(200);
    expect(queue.body.data).toContainEqual(
      expect.objectContaining({ id: stop.id, pending_note: "Tacos by the fountain" }),
    );
    const url = `/api/stops/${stop.id}`;
    const token = vendorB.token;
    expect((await call(app, "GET", "/api/stops/pending-notes", { token })).status).toBe(403);
    expect((await call(app, "POST", `${url}/approve-note`, { token })).status).toBe(403);

    const approved = await call(app, "POST", `${url}/approve-note`, { token: editor });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ note: "Tacos by the fountain", pending_note: null });
    expect((await publicOccurrences(beta)).find((o) => o.stop_id === stop.id)?.note).toBe(
      "Tacos by the fountain",
    );
    expect((await call(app, "POST", `${url}/approve-note`, { token: editor })).status).toBe(422);
    const [entry] = await db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.action, "approve"));
    // Named as it was (issue 38): member, place and start.
    expect(entry.summary).toMatch(
      /^Approved a vendor's note on the stop ".+ at .+, .+ at \d\d:\d\d"$/,
    );

    // A changed note waits again; rejecting it keeps the approved one.
    const body = stopBody(beta, { note: "Closed: call us" });
    const changed = await call(app, "PUT", url, { token, body });
    expect(changed.body.data).toMatchObject({
      note: "Tacos by the fountain",
      pending_note: "Closed: call us",
    });
    // A save with the live note (a drag to another time) keeps the waiting one.
    const dragged = await call(app, "PUT", url, {
      token,
      body: stopBody(beta, { note: "Tacos by the fountain", ends_at: "2027-03-17T15:00" }),
    });
    expect(dragged.body.data).toMatchObject({
      note: "Tacos by the fountain",
      pending_note: "Closed: call us",
    });
    const rejected = await call(app, "POST", `${url}/reject-note`, { token: editor });
    expect(rejected.body.data).toMatchObject({ note: "Tacos by the fountain", pending_note: null });
    expect((await publicOccurrences(beta)).find((o) => o.stop_id === stop.id)?.note).toBe(
      "Tacos by the fountain",
    );
    // Staff edit the note as before.
    const staffEdit = await call(app, "PUT", url, {
      token: editor,
      body: stopBody(beta, { note: "By the fountain" }),
    });
    expect(staffEdit.body.data).toMatchObject({ note: "By the fountain", pending_note: null });
  });
});

describe("a vendor's new location", () => {
  it("and its stops are not public until staff approve it", async () => {
    const made = await place(vendorB.token, "Pier 39 lot");
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const spot = made.body.data;
    expect(spot.status).toBe("proposed");
    const [row] = await db.select().from(locations).where(eq(locations.id, spot.id));
    expect(row.proposed_by).toBe(vendorB.id);

    // The vendor parks there; nobody else sees the place.
    const stop = await postStop(vendorB.token, stopBody(beta, { location_id: spot.id }));
    expect(stop.status, JSON.stringify(stop.body)).toBe(201);
    const other = await postStop(vendorA.token, stopBody(alpha, { location_id: spot.id }));
    expect(other.status).toBe(422);
    expect(other.body.errors.location_id).toBeDefined();
    const theirList = await call(app, "GET", "/api/locations", { token: vendorA.token });
    expect(theirList.body.data.map((l: { id: number }) => l.id)).not.toContain(spot.id);
    const theirRead = await call(app, "GET", `/api/locations/${spot.id}`, { token: vendorA.token });
    expect(theirRead.status).toBe(404);

    const atSpot = (list: { location: { id: number } }[]) =>
      list.filter((o) => o.location.id === spot.id);
    expect(atSpot(await publicOccurrences(beta))).toEqual([]);
    expect(atSpot(await publicSeries(beta))).toEqual([]);

    const pending = await call(app, "GET", "/api/locations?status=proposed", { token: editor });
    expect(pending.body.data).toEqual([
      expect.objectContaining({ id: spot.id, name: "Pier 39 lot" }),
    ]);
    const approve = `/api/locations/${spot.id}/approve`;
    expect((await call(app, "POST", approve, { token: vendorB.token })).status).toBe(403);
    const approved = await call(app, "POST", approve, { token: editor });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.status).toBe("approved");
    expect(atSpot(await publicOccurrences(beta))).toHaveLength(1);
    expect(atSpot(await publicSeries(beta))).toHaveLength(1);
    expect((await call(app, "POST", approve, { token: editor })).status).toBe(422);
  });

  it("rejected, goes with its stops; a vendor adds at most 20 places", async () => {
    await db.delete(stops).where(eq(stops.member_id, delta));
    const spot = (await place(vendorA.token)).body.data;
    const stop = await postStop(vendorA.token, stopBody(delta, { location_id: spot.id }));
    expect(stop.status, JSON.stringify(stop.body)).toBe(201);
    const rejected = await call(app, "POST", `/api/locations/${spot.id}/reject`, { token: editor });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data).toMatchObject({ id: spot.id, removed_stops: 1 });
    expect(await db.select().from(locations).where(eq(locations.id, spot.id))).toEqual([]);
    expect(await db.select().from(stops).where(eq(stops.id, stop.body.data.id))).toEqual([]);

    const mine = await db.select().from(locations).where(eq(locations.proposed_by, vendorA.id));
    for (let i = mine.length; i < MEMBER_LOCATIONS_MAX; i++) {
      expect((await place(vendorA.token)).status).toBe(201);
    }
    const full = await place(vendorA.token);
    expect(full.body).toEqual({
      message: MEMBER_LOCATIONS_FULL,
      errors: { name: [MEMBER_LOCATIONS_FULL] },
    });
    expect((await place(editor)).status).toBe(201);
  });
});

describe("with trust_member_edits on", () => {
  it("a vendor's stop note is public at once, its new place still waits for staff (issue 38)", async () => {
    await trustMembers(true);
    try {
      const made = await postStop(vendorB.token, stopBody(beta, { note: "Right by the gate" }));
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body.data).toMatchObject({ note: "Right by the gate", pending_note: null });
      const shown = (await publicOccurrences(beta)).find((o) => o.stop_id === made.body.data.id);
      expect(shown).toMatchObject({ note: "Right by the gate", location: { id: saved.id } });

      // A new place is proposed all the same: its proposer and staff see it, nobody else.
      const spot = (await place(vendorB.token, "Trusted lot")).body.data;
      expect(spot.status).toBe("proposed");
      const there = await postStop(vendorB.token, stopBody(beta, { location_id: spot.id }));
      expect(there.status, JSON.stringify(there.body)).toBe(201);
      const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((l) => l.id);
      const list = (token: string) => call(app, "GET", "/api/locations", { token });
      expect(ids(await list(vendorB.token))).toContain(spot.id);
      expect(ids(await list(editor))).toContain(spot.id);
      expect(ids(await list(vendorA.token))).not.toContain(spot.id);
      const atSpot = (await publicOccurrences(beta)).filter((o) => o.location.id === spot.id);
      expect(atSpot).toEqual([]);
      expect((await publicSeries(beta)).filter((s) => s.location.id === spot.id)).toEqual([]);
    } finally {
      await trustMembers(false);
    }
  });
});
