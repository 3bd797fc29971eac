import { VENDOR_PATHS } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cateringMatches, cateringRequests, stops } from "../src/db/schema.ts";
import { MEMBER_NOT_YOURS } from "../src/features/stops/stop-rules.ts";
import { uniqueWord } from "./content-fixtures.ts";
import { firstLocation, lunchStopBody } from "./fixtures.ts";
import { call } from "./helpers.ts";
import { createMemberScopeTestApp, LOCAL, NOT_FOUND, now } from "./member-scope-fixtures.ts";

// Issue 25, decision 027 (see member-scope.test.ts): a member's stops, locations and the
// catering requests sent to its listings.
const { app, db, editor, alpha, beta, vendorA, vendorB } = await createMemberScopeTestApp();

const location = await firstLocation(db, LOCAL);
const stopBody = (memberId: number, overrides: Record<string, unknown> = {}) =>
  lunchStopBody(memberId, location.id, "2027-03-18", overrides);

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
