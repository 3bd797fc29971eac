import { POST_STATUSES, type StopSchedule } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts } from "../src/db/schema.ts";
import { createLocation } from "./content-fixtures.ts";
import { call } from "./helpers.ts";
import { startStopsApp } from "./stop-fixtures.ts";

// GET /api/stops/schedule: what the panel's schedule screens read. The demo domain is in
// America/Los_Angeles; clocks went forward there on 2027-03-14.

const { app, db, editor, catering, membersOf, createStop, createForeignStop } = await startStopsApp(
  () => Date.parse("2027-03-10T19:00:00Z"),
);
const localMembers = await membersOf(1);
const member = localMembers.find((m) => m.status === POST_STATUSES.published)!;
const [foreignMember] = await membersOf(2);
// A draft member: the public lists never show its stops, the panel does.
const [draft] = await db
  .update(posts)
  .set({ post_status_id: POST_STATUSES.draft })
  .where(eq(posts.id, localMembers.filter((m) => m.status === POST_STATUSES.published)[1]!.id))
  .returning({ id: posts.id });

const address = "1 Civic Pl";
const civic = await createLocation(app, editor, { address });
const foreignPlace = await createLocation(app, catering, { address, host: "catering.localhost" });

const scheduleOf = async (query: string, token = editor, host?: string) => {
  const res = await call(app, "GET", `/api/stops/schedule${query}`, { token, host });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as StopSchedule;
};

const lunch = await createStop({
  member_id: member.id,
  location_id: civic,
  starts_at: "2027-03-09T11:30",
  ends_at: "2027-03-09T14:00",
  rrule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270601",
  exdates: ["2027-03-11"],
});
const drafted = await createStop({
  member_id: draft!.id,
  location_id: civic,
  starts_at: "2027-03-12T18:00",
  ends_at: "2027-03-13T01:00",
});
const over = await createStop({
  member_id: member.id,
  location_id: civic,
  starts_at: "2027-02-01T10:00",
  ends_at: "2027-02-01T12:00",
});
const foreign = await createForeignStop({
  member_id: foreignMember!.id,
  location_id: foreignPlace,
  starts_at: "2027-03-09T11:30",
  ends_at: "2027-03-09T14:00",
});

describe("GET /api/stops/schedule", () => {
  it("lists the week's occurrences in wall time across the clock change, with the dates that cancel them", async () => {
    const week = await scheduleOf(`?from=2027-03-08&to=2027-03-22&member_id=${member.id}`);
    expect(week.timezone).toBe("America/Los_Angeles");
    const mine = week.occurrences.filter((o) => o.stop_id === lunch.id);
    // Tuesdays and Thursdays, the cancelled 11 March left out; 11:30 both sides of 14 March.
    expect(mine.map((o) => o.date)).toEqual(["2027-03-09", "2027-03-16", "2027-03-18"]);
    expect(mine.map((o) => o.starts_at)).toEqual([
      "2027-03-09T11:30:00-08:00",
      "2027-03-16T11:30:00-07:00",
      "2027-03-18T11:30:00-07:00",
    ]);
    expect(mine[0]).toMatchObject({
      recurring: true,
      ends_at: "2027-03-09T14:00:00-08:00",
      member: { id: member.id, post_status_id: POST_STATUSES.published },
      location: { id: civic, name: "Civic Center Plaza" },
    });
    const stop = week.stops.find((s) => s.id === lunch.id);
    expect(stop).toMatchObject({
      starts_at: "2027-03-09T11:30",
      rrule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270601",
      exdates: ["2027-03-11"],
      location: { id: civic, name: "Civic Center Plaza", address: "1 Civic Pl" },
    });
    // A stop over before the window is not listed; the member filter keeps only its stops.
    expect(week.stops.map((s) => s.id)).not.toContain(over.id);
    expect(week.stops.every((s) => s.member.id === member.id)).toBe(true);
  });

  it("shows a draft member's stops, which the public list never does", async () => {
    const week = await scheduleOf(`?from=2027-03-08&to=2027-03-15&member_id=${draft!.id}`);
    // The demo gives the member stops of its own: this one's occurrence is among them.
    expect(week.occurrences.filter((o) => o.stop_id === drafted.id)).toMatchObject([
      {
        stop_id: drafted.id,
        recurring: false,
        date: "2027-03-12",
        starts_at: "2027-03-12T18:00:00-08:00",
        ends_at: "2027-03-13T01:00:00-08:00",
        member: { post_status_id: POST_STATUSES.draft },
      },
    ]);
    const open = await call(
      app,
      "GET",
      `/api/stops?from=2027-03-08&to=2027-03-15&member_id=${draft!.id}`,
    );
    expect(open.body.data).toEqual([]);
  });

  it("a cancelled date leaves the schedule", async () => {
    const res = await call(app, "PUT", `/api/stops/${lunch.id}`, {
      token: editor,
      body: {
        member_id: member.id,
        location_id: civic,
        starts_at: "2027-03-09T11:30",
        ends_at: "2027-03-09T14:00",
        rrule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270601",
        exdates: ["2027-03-11", "2027-03-16"],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const week = await scheduleOf(`?from=2027-03-15&to=2027-03-22&member_id=${member.id}`);
    expect(week.occurrences.filter((o) => o.stop_id === lunch.id).map((o) => o.date)).toEqual([
      "2027-03-18",
    ]);
  });

  it("never shows another domain's stops, whatever the filter", async () => {
    const local = await scheduleOf("?from=2027-03-08&to=2027-03-15");
    expect(local.stops.map((s) => s.id)).not.toContain(foreign.id);
    const asked = await scheduleOf(`?from=2027-03-08&to=2027-03-15&member_id=${foreignMember!.id}`);
    expect(asked).toMatchObject({ stops: [], occurrences: [] });
    const there = await scheduleOf(
      `?from=2027-03-08&to=2027-03-15&member_id=${foreignMember!.id}`,
      catering,
      "catering.localhost",
    );
    expect(there.stops.map((s) => s.id)).toContain(foreign.id);
    expect(there.stops.every((s) => s.member.id === foreignMember!.id)).toBe(true);
  });

  it("is for the team only, and a bad window is a 422 naming the field", async () => {
    const anonymous = await call(app, "GET", "/api/stops/schedule");
    expect(anonymous.status).toBe(401);
    const long = await call(app, "GET", "/api/stops/schedule?from=2027-03-01&to=2027-06-01", {
      token: editor,
    });
    expect(long.status).toBe(422);
    expect(long.body.errors.to).toEqual(["The window may span at most 62 days."]);
    const bad = await call(app, "GET", "/api/stops/schedule?from=soon", { token: editor });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["from"]);
  });
});
