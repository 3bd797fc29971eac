import { POST_STATUSES, type StopSeries } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts } from "../src/db/schema.ts";
import { createLocation } from "./content-fixtures.ts";
import { call } from "./helpers.ts";
import { startStopsApp } from "./stop-fixtures.ts";

// contract.md "Where the trucks are": the series the calendar feeds (/calendar.ics,
// /calendar/{member-url}.ics) are written from. The demo domain is in America/Los_Angeles.

const { app, db, editor, catering, membersOf, createStop, createForeignStop } = await startStopsApp(
  () => Date.parse("2027-03-16T19:00:00Z"),
);
const [member, other, hidden] = (await membersOf(1)).filter(
  (m) => m.status === POST_STATUSES.published,
);
const [foreignMember] = await membersOf(2);

const address = "1 Dr Carlton B Goodlett Pl";
const civic = await createLocation(app, editor, { address });
const foreignPlace = await createLocation(app, catering, { address, host: "catering.localhost" });

const seriesOf = async (query = "", host?: string) => {
  const res = await call(app, "GET", `/api/stops/series${query}`, { host });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { timezone: string; series: StopSeries[] };
};
const ids = (list: { series: StopSeries[] }) => list.series.map((s) => s.id);

const lunch = await createStop({
  member_id: member.id,
  location_id: civic,
  starts_at: "2027-03-02T11:30",
  ends_at: "2027-03-02T14:00",
  rrule: "freq=weekly;byday=th,tu;until=20270601",
  exdates: ["2027-03-18"],
  note: "By the fountain",
});
const dinner = await createStop({
  member_id: other.id,
  location_id: civic,
  starts_at: "2027-03-05T18:00",
  ends_at: "2027-03-05T21:00",
});
const foreign = await createForeignStop({
  member_id: foreignMember.id,
  location_id: foreignPlace,
  starts_at: "2027-03-05T18:00",
  ends_at: "2027-03-05T21:00",
});

describe("GET /api/stops/series", () => {
  it("lists the domain's stops as stored, with the zone and the rule a feed writes", async () => {
    const list = await seriesOf();
    expect(list.timezone).toBe("America/Los_Angeles");
    expect(ids(list)).toEqual(expect.arrayContaining([lunch.id, dinner.id]));
    const item = list.series.find((s) => s.id === lunch.id);
    expect(item).toMatchObject({
      starts_at: "2027-03-02T11:30",
      ends_at: "2027-03-02T14:00",
      rrule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270601",
      // The end of 1 June in Los Angeles (PDT, -07:00) in UTC, as RFC 5545 wants with a TZID.
      rrule_ical: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270602T065959Z",
      exdates: ["2027-03-18"],
      note: "By the fountain",
      sequence: expect.any(Number),
      member: { id: member.id, title: member.title },
      location: {
        id: civic,
        name: "Civic Center Plaza",
        address: "1 Dr Carlton B Goodlett Pl",
        lat: 37.7793,
        lng: -122.4193,
      },
    });
    expect(item?.member.url).toMatch(/^\/[a-z0-9]/);
    expect(Number.isNaN(Date.parse(item?.updated_at ?? ""))).toBe(false);
    const oneOff = list.series.find((s) => s.id === dinner.id);
    expect(oneOff).toMatchObject({ rrule: null, rrule_ical: null, exdates: [] });
  });

  it("an edit shows: the sequence goes up and updated_at moves", async () => {
    const before = (await seriesOf()).series.find((s) => s.id === dinner.id);
    const res = await call(app, "PUT", `/api/stops/${dinner.id}`, {
      token: editor,
      body: {
        member_id: other.id,
        location_id: civic,
        starts_at: "2027-03-05T18:30",
        ends_at: "2027-03-05T21:00",
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await seriesOf()).series.find((s) => s.id === dinner.id);
    expect(after?.starts_at).toBe("2027-03-05T18:30");
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
    expect(Date.parse(after?.updated_at ?? "")).toBeGreaterThanOrEqual(
      Date.parse(before?.updated_at ?? ""),
    );
  });

  it("keeps one member's stops with member_id", async () => {
    // The demo members have recurring stops of their own: only the member's, ours among them.
    const mine = await seriesOf(`?member_id=${member.id}`);
    expect(ids(mine)).toContain(lunch.id);
    expect(ids(mine)).not.toContain(dinner.id);
    expect(mine.series.every((s) => s.member.id === member.id)).toBe(true);
    const theirs = await seriesOf(`?member_id=${other.id}`);
    expect(ids(theirs)).toContain(dinner.id);
    expect(ids(theirs)).not.toContain(lunch.id);
    expect(theirs.series.every((s) => s.member.id === other.id)).toBe(true);
    // Another domain's member is no member here.
    expect(ids(await seriesOf(`?member_id=${foreignMember.id}`))).toEqual([]);
  });

  it("never lists another domain's stops", async () => {
    expect(ids(await seriesOf())).not.toContain(foreign.id);
    const there = await seriesOf("", "catering.localhost");
    expect(ids(there)).toContain(foreign.id);
    expect(ids(there)).not.toContain(lunch.id);
    expect(ids(there)).not.toContain(dinner.id);
  });

  it("lists published, not trashed members only", async () => {
    const mine = await createStop({
      member_id: hidden.id,
      location_id: civic,
      starts_at: "2027-03-20T12:00",
      ends_at: "2027-03-20T13:00",
    });
    expect(ids(await seriesOf())).toContain(mine.id);
    const setMember = (values: Partial<typeof posts.$inferInsert>) =>
      db.update(posts).set(values).where(eq(posts.id, hidden.id));

    await setMember({ post_status_id: POST_STATUSES.draft });
    expect(ids(await seriesOf())).not.toContain(mine.id);
    expect(ids(await seriesOf(`?member_id=${hidden.id}`))).toEqual([]);

    await setMember({ post_status_id: POST_STATUSES.published, deleted_at: new Date() });
    expect(ids(await seriesOf())).not.toContain(mine.id);

    await setMember({ deleted_at: null });
    expect(ids(await seriesOf())).toContain(mine.id);
  });

  it("refuses a bad member_id with a 422 naming the field", async () => {
    for (const bad of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const res = await call(app, "GET", `/api/stops/series?member_id=${bad}`);
      expect(res.status, bad).toBe(422);
      expect(Object.keys(res.body.errors), bad).toEqual(["member_id"]);
      expect(res.body.errors.member_id[0], bad).toMatch(/member_id/);
    }
  });
});
