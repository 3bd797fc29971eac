import { POST_STATUSES } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { stops } from "../src/db/schema.ts";
import { createLocation } from "./content-fixtures.ts";
import { call } from "./helpers.ts";
import { startStopsApp } from "./stop-fixtures.ts";

// contract.md "Where the trucks are: locations and stops", issue 22 points 1, 2 and 9. The
// demo domains are in America/Los_Angeles; the clock is injected, never the wall clock.

let now = Date.parse("2027-03-16T19:00:00Z"); // Tuesday 16 March 2027, 12:00 PDT
const { app, db, editor, catering, membersOf } = await startStopsApp(() => now);
const [member, other] = (await membersOf(1)).filter((m) => m.status === POST_STATUSES.published);
const [foreignMember] = await membersOf(2);

const civic = await createLocation(app, editor);
const foreignPlace = await createLocation(app, catering, { host: "catering.localhost" });

const create = (body: Record<string, unknown>, token = editor) =>
  call(app, "POST", "/api/stops", { token, body });
const occurrences = async (query: string) => {
  const res = await call(app, "GET", `/api/stops${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    stop_id: number;
    starts_at: string;
    ends_at: string;
    open_now: boolean;
    member: { id: number; title: string; url: string };
    location: { id: number; lat: number };
  }[];
};
const stopCount = async () => (await db.select().from(stops)).length;

describe("stops", () => {
  it("a weekly lunch stop shows on its days with the zone's offset, open now at noon", async () => {
    const made = await create({
      member_id: member.id,
      location_id: civic,
      starts_at: "2027-03-02T11:30",
      ends_at: "2027-03-02T14:00",
      rrule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270601",
      note: "By the fountain",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({
      rrule: expect.stringContaining("FREQ=WEEKLY"),
      exdates: [],
    });

    const week = (
      await occurrences(`?from=2027-03-15&to=2027-03-22&member_id=${member.id}`)
    ).filter((o) => o.stop_id === id);
    expect(week.map((o) => [o.starts_at, o.ends_at, o.open_now])).toEqual([
      ["2027-03-16T11:30:00-07:00", "2027-03-16T14:00:00-07:00", true],
      ["2027-03-18T11:30:00-07:00", "2027-03-18T14:00:00-07:00", false],
    ]);
    expect(week[0].member).toMatchObject({ id: member.id, title: member.title });
    expect(week[0].member.url).toMatch(/^\//);
    expect(week[0].location).toMatchObject({ id: civic, lat: 37.7793 });
    // Before daylight saving began (14 March) the same wall time has the winter offset.
    // (Only this stop: the demo members have recurring stops of their own.)
    const early = (
      await occurrences(`?from=2027-03-01&to=2027-03-06&member_id=${member.id}`)
    ).filter((o) => o.stop_id === id);
    expect(early.map((o) => o.starts_at)).toEqual([
      "2027-03-02T11:30:00-08:00",
      "2027-03-04T11:30:00-08:00",
    ]);

    // Cancelling Thursday's occurrence leaves Tuesday's.
    const cancelled = await call(app, "PUT", `/api/stops/${id}`, {
      token: editor,
      body: { ...made.body.data, exdates: ["2027-03-18"] },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = await occurrences(`?from=2027-03-15&to=2027-03-22&member_id=${member.id}`);
    expect(after.filter((o) => o.stop_id === id).map((o) => o.starts_at)).toEqual([
      "2027-03-16T11:30:00-07:00",
    ]);

    // The default window is now to 7 days later: at 15:00 today's stop is over, Thursday's is
    // cancelled, next Tuesday's is the one left.
    now = Date.parse("2027-03-16T22:00:00Z");
    const later = (await occurrences(`?member_id=${member.id}`)).filter((o) => o.stop_id === id);
    expect(later.map((o) => [o.starts_at, o.open_now])).toEqual([
      ["2027-03-23T11:30:00-07:00", false],
    ]);
    now = Date.parse("2027-03-16T19:00:00Z");

    expect((await call(app, "DELETE", `/api/stops/${id}`, { token: editor })).status).toBe(200);
    expect((await call(app, "GET", `/api/stops/${id}`, { token: editor })).status).toBe(404);
  });

  it("a late stop crosses midnight: it runs from 22:00 until 02:00 the next day", async () => {
    const made = await create({
      member_id: other.id,
      location_id: civic,
      starts_at: "2027-04-09T22:00",
      ends_at: "2027-04-10T02:00",
      rrule: "FREQ=DAILY;COUNT=3",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    now = Date.parse("2027-04-10T08:30:00Z"); // 01:30 PDT on the 10th
    const night = (
      await occurrences(`?from=2027-04-10T01:00&to=2027-04-10T23:00&member_id=${other.id}`)
    ).filter((o) => o.stop_id === made.body.data.id);
    expect(night.map((o) => [o.starts_at, o.ends_at, o.open_now])).toEqual([
      ["2027-04-09T22:00:00-07:00", "2027-04-10T02:00:00-07:00", true],
      ["2027-04-10T22:00:00-07:00", "2027-04-11T02:00:00-07:00", false],
    ]);
    now = Date.parse("2027-03-16T19:00:00Z");
  });

  it("refuses bad input with a 422 naming each field, and writes nothing", async () => {
    const base = {
      member_id: member.id,
      location_id: civic,
      starts_at: "2027-05-04T11:00",
      ends_at: "2027-05-04T13:00",
    };
    const before = await stopCount();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ ...base, member_id: foreignMember.id }, ["member_id"]],
      [{ ...base, location_id: foreignPlace }, ["location_id"]],
      [{ ...base, ends_at: "2027-05-04T10:00" }, ["ends_at"]],
      [{ ...base, ends_at: "2027-05-05T11:01" }, ["ends_at"]],
      [{ ...base, starts_at: "2027-02-30T11:00" }, ["starts_at"]],
      [{ ...base, starts_at: "tomorrow noon" }, ["starts_at"]],
      [{ ...base, rrule: "FREQ=MONTHLY" }, ["rrule"]],
      [{ ...base, rrule: "FREQ=DAILY;COUNT=3;UNTIL=20270601" }, ["rrule"]],
      [{ ...base, exdates: ["2027-13-01"] }, ["exdates"]],
      [{ ...base, starts_at: "0000-01-01T10:00", ends_at: "0000-01-01T11:00" }, ["starts_at"]],
      [{ ...base, rrule: "FREQ=DAILY;UNTIL=00000101" }, ["rrule"]],
      [{ ...base, rrule: "FREQ=DAILY;UNTIL=99991231" }, ["rrule"]],
      [{ ...base, note: "x\u0007" }, ["note"]],
      // 02:30 does not exist on 14 March 2027 in Los Angeles (clocks go forward).
      [{ ...base, starts_at: "2027-03-14T02:30", ends_at: "2027-03-14T04:00" }, ["starts_at"]],
    ];
    for (const [body, fields] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors).sort(), JSON.stringify(body)).toEqual(fields);
    }
    const gap = await create(cases[cases.length - 1][0]);
    expect(gap.body.errors.starts_at[0]).toContain("does not exist");
    expect(await stopCount()).toBe(before);
  });

  it("bounds the window: at most 62 days, readable, in order", async () => {
    const cases: [string, string][] = [
      ["?from=2027-03-01&to=2027-05-03", "to"],
      ["?from=2027-03-10&to=2027-03-01", "to"],
      ["?from=yesterday", "from"],
      ["?to=2027-03-16T25:00", "to"],
      ["?from=0000-01-01", "from"],
      ["?from=2027-03-01&to=9999-12-31", "to"],
    ];
    for (const [query, field] of cases) {
      const res = await call(app, "GET", `/api/stops${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors), query).toEqual([field]);
    }
    expect((await call(app, "GET", "/api/stops?from=2027-03-01&to=2027-05-02")).status).toBe(200);
  });

  it("keeps domains and drafts apart", async () => {
    const mine = (
      await create({
        member_id: member.id,
        location_id: civic,
        starts_at: "2027-03-17T18:00",
        ends_at: "2027-03-17T21:00",
      })
    ).body.data;
    const answers = [
      await call(app, "GET", `/api/stops/${mine.id}`, {
        token: catering,
        host: "catering.localhost",
      }),
      await call(app, "PUT", `/api/stops/${mine.id}`, {
        token: catering,
        host: "catering.localhost",
        body: { ...mine, member_id: foreignMember.id, location_id: foreignPlace },
      }),
      await call(app, "DELETE", `/api/stops/${mine.id}`, {
        token: catering,
        host: "catering.localhost",
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    const elsewhere = await call(app, "GET", "/api/stops?from=2027-03-17&to=2027-03-18", {
      host: "catering.localhost",
    });
    expect(elsewhere.body.data.map((o: { stop_id: number }) => o.stop_id)).not.toContain(mine.id);
    expect((await create({ ...mine }, "")).status).toBe(401);

    // A member taken back to draft leaves the public list (whose expansions are memoised until
    // a change of the domain), and comes back when published again.
    const setStatus = async (post_status_id: number) => {
      const res = await call(app, "PUT", `/api/posts/${member.id}/status`, {
        token: editor,
        body: { post_status_id },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    expect((await occurrences("?from=2027-03-17&to=2027-03-18")).map((o) => o.stop_id)).toContain(
      mine.id,
    );
    await setStatus(POST_STATUSES.draft);
    const hidden = await occurrences("?from=2027-03-17&to=2027-03-18");
    expect(hidden.map((o) => o.stop_id)).not.toContain(mine.id);
    await setStatus(POST_STATUSES.published);
    expect((await occurrences("?from=2027-03-17&to=2027-03-18")).map((o) => o.stop_id)).toContain(
      mine.id,
    );
  });
});
