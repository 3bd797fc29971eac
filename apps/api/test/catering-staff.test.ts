import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cateringRequests } from "../src/db/schema.ts";
import { createCateringStaffTestApp, LOCAL, NOT_FOUND, now } from "./catering-staff-fixtures.ts";
import { uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";

// The staff side of catering requests (issue 23; see catering-staff-fixtures.ts): access, the
// list and the detail. Status, mailing, trucks added by hand, the export and the figures are in
// catering-staff-actions.test.ts.
const ctx = await createCateringStaffTestApp();
const { app, db, outbox, editor, alpha, gamma, insertRequest, insertMatch, foreign } = ctx;
const { foreignRows, list, detailOf, send, addMatch, setStatus, settle } = ctx;

describe("catering pipeline: access", () => {
  it("is for the domain's team: signed out is 401, an editor reads", async () => {
    const row = await insertRequest(LOCAL);
    for (const [method, url] of [
      ["GET", "/api/catering-requests"],
      ["GET", `/api/catering-requests/${row.id}`],
      ["GET", "/api/catering-requests/export"],
      ["GET", "/api/catering-requests/figures"],
      ["PUT", `/api/catering-requests/${row.id}`],
      ["POST", `/api/catering-requests/${row.id}/send`],
      ["POST", `/api/catering-requests/${row.id}/matches`],
    ] as const) {
      const res = await call(app, method, url, {
        body: method === "GET" ? undefined : { status: "lost", member_id: alpha.id },
      });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
    expect((await list()).status).toBe(200);
    expect((await detailOf(row.id)).status).toBe(200);
    expect(
      (await db.select().from(cateringRequests).where(eq(cateringRequests.id, row.id)))[0],
    ).toMatchObject({ status: "new" });
  });

  it("another domain's request is a 404 for every call, on either API host, and nothing changes", async () => {
    const before = await foreignRows();
    const outboxBefore = outbox.length;
    for (const host of ["localhost", "catering.localhost"]) {
      for (const res of [
        await detailOf(foreign.id, editor, host),
        await setStatus(foreign.id, "new", editor, host),
        await send(foreign.id, editor, host),
        await addMatch(foreign.id, alpha.id, editor, host),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual(NOT_FOUND);
      }
      const rows = (await list("?limit=500", editor, host)).body.data as { id: number }[];
      expect(rows.map((r) => r.id)).not.toContain(foreign.id);
    }
    await settle();
    expect(await foreignRows()).toEqual(before);
    expect(outbox.length).toBe(outboxBefore);
  });
});

describe("GET /api/catering-requests", () => {
  const tag = uniqueWord("hall");
  const made: Record<string, Awaited<ReturnType<typeof insertRequest>>> = {};

  it("lists newest first with counts, in the list envelope, with offsets of the zone", async () => {
    made.older = await insertRequest(LOCAL, {
      address: `${tag} Hall, 1 Main St`,
      event_date: "2027-04-10",
      notes: "Half is 100% vegan",
      created_at: new Date("2027-03-10T12:00:00Z"),
      cuisines: [],
    });
    made.middle = await insertRequest(LOCAL, {
      address: `${tag} Hall, 2 Main St`,
      event_date: "2027-04-11",
      status: "sent",
      notes: "1000 plates",
      created_at: new Date("2027-03-11T12:00:00Z"),
    });
    made.newer = await insertRequest(LOCAL, {
      address: `${tag} Hall, 3 Main St`,
      event_date: "2027-04-12",
      status: "quoted",
      name: "Ada Lovelace",
      created_at: new Date("2027-03-12T12:00:00Z"),
    });
    await insertMatch(made.newer, alpha, {
      status: "quoted",
      quote_price: 500,
      quoted_at: new Date(now),
    });
    await insertMatch(made.newer, gamma, { status: "sent" });

    const res = await list(`?search=${tag}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toEqual({ total: 3, limit: 25, offset: 0 });
    expect(res.body.data.map((r: { id: number }) => r.id)).toEqual([
      made.newer.id,
      made.middle.id,
      made.older.id,
    ]);
    expect(res.body.data[0]).toMatchObject({
      status: "quoted",
      name: "Ada Lovelace",
      email: "requester@example.com",
      event_date: "2027-04-12",
      start_time: "03:00",
      starts_at: "2027-04-10T03:00:00-07:00",
      ends_at: "2027-04-10T04:00:00-07:00",
      matches_count: 2,
      quotes_count: 1,
    });
    expect(res.body.data[2]).toMatchObject({ matches_count: 0, quotes_count: 0 });

    const page = await list(`?search=${tag}&limit=1&offset=1`);
    expect(page.body.meta).toEqual({ total: 3, limit: 1, offset: 1 });
    expect(page.body.data.map((r: { id: number }) => r.id)).toEqual([made.middle.id]);
  });

  it("filters by status, event dates (inclusive) and search with % taken literally", async () => {
    const ids = async (query: string) => {
      const res = await list(`?search=${encodeURIComponent(tag)}${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.map((r: { id: number }) => r.id);
    };
    expect(await ids("&status=sent")).toEqual([made.middle.id]);
    expect(await ids("&from=2027-04-11&to=2027-04-11")).toEqual([made.middle.id]);
    expect(await ids("&from=2027-04-11")).toEqual([made.newer.id, made.middle.id]);
    expect(await ids("&to=2027-04-10")).toEqual([made.older.id]);
    expect(await ids("&status=booked")).toEqual([]);

    const percent = await list(`?search=${encodeURIComponent("100%")}`);
    expect(percent.body.data.map((r: { id: number }) => r.id)).toEqual([made.older.id]);
    const byName = await list("?search=lovelace");
    expect(byName.body.data.map((r: { id: number }) => r.id)).toEqual([made.newer.id]);
  });

  it("answers 422 at the field for a bad status or a date that does not exist", async () => {
    const status = await list("?status=archived");
    expect(status.status).toBe(422);
    expect(status.body.errors.status).toBeDefined();
    const date = await list("?from=2027-02-30");
    expect(date.status).toBe(422);
    expect(date.body.errors).toEqual({ from: ["The from date is not a real date."] });
    const year0 = await list("?to=0000-01-01");
    expect(year0.status).toBe(422);
    expect(year0.body.errors).toEqual({ to: ["The to date must be between 1970 and 2199."] });
  });
});

describe("GET /api/catering-requests/{id}", () => {
  it("shows the matches best score first with member, quote and times in the zone", async () => {
    const row = await insertRequest(LOCAL, {
      event_date: "2027-03-13",
      start_time: "18:00",
      end_time: "21:00",
      starts_at: new Date("2027-03-14T02:00:00Z"), // before daylight saving: UTC-8
      ends_at: new Date("2027-03-14T05:00:00Z"),
      lat: 37.77,
      lng: -122.42,
      dietary: ["vegan"],
    });
    await insertMatch(row, gamma, { score: 40, status: "declined" });
    await insertMatch(row, alpha, {
      score: 91.5,
      status: "quoted",
      sent_at: new Date("2027-03-10T00:00:00Z"),
      responded_at: new Date("2027-03-10T02:00:00Z"),
      quote_price: 1500.5,
      quote_message: "Two trucks",
      quoted_at: new Date("2027-03-10T02:00:00Z"),
    });
    const res = await detailOf(row.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      id: row.id,
      starts_at: "2027-03-13T18:00:00-08:00",
      ends_at: "2027-03-13T21:00:00-08:00",
      lat: 37.77,
      dietary: ["vegan"],
      matches_count: 2,
      quotes_count: 1,
    });
    expect(data.matches).toEqual([
      {
        member: { id: alpha.id, title: alpha.title, url: `/${alpha.url}` },
        score: 91.5,
        status: "quoted",
        manual: false,
        sent_at: "2027-03-10T00:00:00.000Z",
        responded_at: "2027-03-10T02:00:00.000Z",
        quote: { price: 1500.5, message: "Two trucks", at: "2027-03-10T02:00:00.000Z" },
      },
      {
        member: { id: gamma.id, title: gamma.title, url: `/${gamma.url}` },
        score: 40,
        status: "declined",
        manual: false,
        sent_at: null,
        responded_at: null,
        quote: null,
      },
    ]);
  });

  it("is a 404 for an unknown id", async () => {
    expect((await detailOf(999_999)).body).toEqual(NOT_FOUND);
  });
});
