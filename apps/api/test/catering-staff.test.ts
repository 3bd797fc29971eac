import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  cateringMatches,
  cateringRequests,
  cuisineTags,
  memberCatering,
  stops,
} from "../src/db/schema.ts";
import { adminTokenOn, publishedListings, uniqueWord } from "./content-fixtures.ts";
import { call, createTestApp, EDITOR, eventually, login } from "./helpers.ts";

// The staff side of contract.md "Catering requests that reach the right trucks" (issue 23):
// the pipeline's list, detail, status, mailing, trucks added by hand, CSV export and figures.
// The demo domains are in America/Los_Angeles; the clock is injected, never the wall clock.

const now = Date.parse("2027-03-16T19:00:00Z"); // Tuesday 16 March 2027, 12:00 PDT
const { app, database, outbox } = await createTestApp(
  { LOGIN_MAX_PER_IP: "1000" },
  { clock: () => now },
);
const db = database.db;
const LOCAL = 1;
const CATERING = 2;
const NOT_FOUND = { message: "Not found." };

const editor = (await login(app, EDITOR)).access_token;
const cateringAdmin = await adminTokenOn(app, CATERING);

// Known catering data only: whatever the demo seeds (requests, profiles, and the stops that
// would make a truck busy) is set aside in this file's own database.
await db.delete(cateringRequests);
await db.delete(memberCatering);
await db.delete(stops);

const membersOf = (domainId: number) => publishedListings(db, domainId);
const [alpha, beta, gamma, delta] = await membersOf(LOCAL);
const [foreignA, foreignB] = await membersOf(CATERING);

const cuisineOf = async (domainId: number) =>
  (
    await db
      .select({ id: cuisineTags.id, title: cuisineTags.title })
      .from(cuisineTags)
      .where(eq(cuisineTags.domain_id, domainId))
      .orderBy(asc(cuisineTags.id))
      .limit(1)
  )[0];
const localCuisine = await cuisineOf(LOCAL);
const foreignCuisine = await cuisineOf(CATERING);

const mailOf = (member: { id: number }) => `truck-${member.id}@example.com`;
/** Profiles: alpha and gamma offer catering, delta has a contact but does not offer, beta has no contact. */
await db.insert(memberCatering).values([
  { post_id: alpha.id, domain_id: LOCAL, offers: true, contact_email: mailOf(alpha), lead_days: 3 },
  { post_id: beta.id, domain_id: LOCAL, offers: false, contact_email: "" },
  { post_id: gamma.id, domain_id: LOCAL, offers: true, contact_email: mailOf(gamma), lead_days: 3 },
  { post_id: delta.id, domain_id: LOCAL, offers: false, contact_email: mailOf(delta) },
  { post_id: foreignA.id, domain_id: CATERING, offers: true, contact_email: mailOf(foreignA) },
  { post_id: foreignB.id, domain_id: CATERING, offers: true, contact_email: mailOf(foreignB) },
]);

type RequestRow = typeof cateringRequests.$inferInsert;
type MatchRow = typeof cateringMatches.$inferInsert;

/**
 * A request made directly in the database: by default on 10 April 2027 from 03:00 to 04:00
 * (PDT, UTC-7).
 */
async function insertRequest(domainId: number, values: Partial<RequestRow> = {}) {
  const [row] = await db
    .insert(cateringRequests)
    .values({
      domain_id: domainId,
      name: `Requester ${uniqueWord()}`,
      email: "requester@example.com",
      phone: "+1 555 0100",
      event_date: "2027-04-10",
      start_time: "03:00",
      end_time: "04:00",
      starts_at: new Date("2027-04-10T10:00:00Z"),
      ends_at: new Date("2027-04-10T11:00:00Z"),
      guests: 80,
      address: "1 Market St",
      ...values,
    })
    .returning();
  return row;
}

async function insertMatch(
  request: { id: number; domain_id: number },
  member: { id: number },
  values: Partial<MatchRow> = {},
) {
  const [row] = await db
    .insert(cateringMatches)
    .values({
      domain_id: request.domain_id,
      request_id: request.id,
      member_id: member.id,
      ...values,
    })
    .returning();
  return row;
}

const matchesOf = (requestId: number) =>
  db
    .select()
    .from(cateringMatches)
    .where(eq(cateringMatches.request_id, requestId))
    .orderBy(asc(cateringMatches.id));

const hours = (n: number) => n * 3_600_000;
const at = (iso: string, plusHours = 0) => new Date(Date.parse(iso) + hours(plusHours));

// Domain 2's pipeline, for the figures (known values) and as the foreign rows of tenancy.
const febCreated = "2027-02-10T18:00:00Z";
const r1Created = "2027-03-01T08:30:00Z"; // 1 March 00:30 PST: this month in the zone
const r2Created = "2027-03-01T07:30:00Z"; // 28 February 23:30 PST: last month in the zone
const r1 = await insertRequest(CATERING, { status: "booked", created_at: new Date(r1Created) });
await insertMatch(r1, foreignA, {
  status: "quoted",
  score: 80,
  sent_at: at(r1Created),
  responded_at: at(r1Created, 2),
  quote_price: 1200,
  quote_message: "Tacos for all",
  quoted_at: at(r1Created, 2),
});
await insertMatch(r1, foreignB, { status: "sent", score: 60, sent_at: at(r1Created) });
const r2 = await insertRequest(CATERING, { status: "lost", created_at: new Date(r2Created) });
await insertMatch(r2, foreignA, {
  status: "quoted",
  sent_at: at(r2Created),
  responded_at: at(r2Created, 5 + 1 / 3),
  quote_price: 900,
  quoted_at: at(r2Created, 5 + 1 / 3),
});
await insertMatch(r2, foreignB, {
  status: "quoted",
  sent_at: at(r2Created),
  responded_at: at(r2Created, 10),
  quote_price: 800,
  quoted_at: at(r2Created, 10),
});
const r3 = await insertRequest(CATERING, { status: "quoted", created_at: new Date(febCreated) });
await insertMatch(r3, foreignA, {
  status: "quoted",
  sent_at: at(febCreated),
  responded_at: at(febCreated, 9),
  quote_price: 700,
  quoted_at: at(febCreated, 9),
});
await insertMatch(r3, foreignB, { status: "sent", sent_at: at(febCreated) });
const r4 = await insertRequest(CATERING, { created_at: at("2027-03-16T18:00:00Z") });
await insertMatch(r4, foreignA);
await insertRequest(CATERING, { status: "lost", created_at: new Date("2027-01-05T18:00:00Z") });
const foreign = r1;
const foreignRows = async () => ({
  requests: await db.select().from(cateringRequests).where(eq(cateringRequests.domain_id, 2)),
  matches: await db.select().from(cateringMatches).where(eq(cateringMatches.domain_id, 2)),
});

const list = (query = "", token = editor, host?: string) =>
  call(app, "GET", `/api/catering-requests${query}`, { token, host });
const detailOf = (id: number, token = editor, host?: string) =>
  call(app, "GET", `/api/catering-requests/${id}`, { token, host });
const send = (id: number, token = editor, host?: string) =>
  call(app, "POST", `/api/catering-requests/${id}/send`, { token, host });
const addMatch = (id: number, memberId: number, token = editor, host?: string) =>
  call(app, "POST", `/api/catering-requests/${id}/matches`, {
    token,
    host,
    body: { member_id: memberId },
  });
const setStatus = (id: number, status: string, token = editor, host?: string) =>
  call(app, "PUT", `/api/catering-requests/${id}`, { token, host, body: { status } });
const mailsTo = (member: { id: number }) => outbox.filter((m) => m.to === mailOf(member));
/** Lets a mail that should not come have its chance to arrive before the outbox is counted. */
const settle = () => new Promise((r) => setTimeout(r, 100));

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

describe("PUT /api/catering-requests/{id}", () => {
  it("sets the status and answers the detail; an unknown status is a 422", async () => {
    const row = await insertRequest(LOCAL, { status: "quoted" });
    const res = await setStatus(row.id, "booked");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: row.id, status: "booked", matches: [] });
    expect((await detailOf(row.id)).body.data.status).toBe("booked");

    const bad = await setStatus(row.id, "archived");
    expect(bad.status).toBe(422);
    expect(bad.body.errors.status).toBeDefined();
    expect((await detailOf(row.id)).body.data.status).toBe("booked");
  });
});

describe("POST /api/catering-requests/{id}/send", () => {
  it("mails each pending truck once, marks the request sent, then has nothing left to send", async () => {
    const row = await insertRequest(LOCAL);
    await insertMatch(row, alpha, { score: 70 });
    await insertMatch(row, gamma, { score: 50 });
    const alphaBefore = mailsTo(alpha).length;
    const gammaBefore = mailsTo(gamma).length;

    const res = await send(row.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe("sent");
    expect(res.body.data.matches.map((m: { status: string }) => m.status)).toEqual([
      "sent",
      "sent",
    ]);
    expect(res.body.data.matches.every((m: { sent_at: string | null }) => m.sent_at)).toBe(true);
    await eventually(() => (mailsTo(gamma).length > gammaBefore ? true : undefined));
    await eventually(() => (mailsTo(alpha).length > alphaBefore ? true : undefined));

    const again = await send(row.id);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ message: "Every matched truck has been mailed already." });
    await settle();
    expect(mailsTo(alpha).length).toBe(alphaBefore + 1);
    expect(mailsTo(gamma).length).toBe(gammaBefore + 1);
    // The requester's contact is not in a truck's first mail.
    const mail = mailsTo(alpha).at(-1);
    expect(mail?.text).not.toContain("requester@example.com");
  });

  it("is a 422 for a booked or lost request, and nothing is mailed", async () => {
    const row = await insertRequest(LOCAL, { status: "lost" });
    await insertMatch(row, alpha);
    const before = outbox.length;
    const res = await send(row.id);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/booked or lost/);
    await settle();
    expect(outbox.length).toBe(before);
    expect((await matchesOf(row.id))[0]).toMatchObject({ status: "pending", sent_at: null });
  });
  it("says why nothing could be mailed: no truck matched, or none left with a contact", async () => {
    const empty = await insertRequest(LOCAL);
    const none = await send(empty.id);
    expect(none.status).toBe(422);
    expect(none.body.message).toBe("No truck is matched to this request yet: add one by hand.");
    const row = await insertRequest(LOCAL);
    await insertMatch(row, beta);
    const noContact = await send(row.id);
    expect(noContact.status).toBe(422);
    expect(noContact.body.message).toBe(
      "The trucks not mailed yet have no catering contact email.",
    );
    expect((await detailOf(row.id)).body.data).toMatchObject({
      status: "new",
      matches: [{ status: "pending" }],
    });
  });
});

describe("POST /api/catering-requests/{id}/matches", () => {
  it("adds a member of the site by hand, scored as matching would, and mails it once", async () => {
    const row = await insertRequest(LOCAL);
    const before = mailsTo(gamma).length;
    const res = await addMatch(row.id, gamma.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [match] = res.body.data.matches;
    expect(match).toMatchObject({ member: { id: gamma.id }, manual: true, status: "sent" });
    expect(match.score).toBeGreaterThan(0);
    expect(res.body.data).toMatchObject({ status: "sent", matches_count: 1 });
    await eventually(() => (mailsTo(gamma).length > before ? true : undefined));

    const twice = await addMatch(row.id, gamma.id);
    expect(twice.status).toBe(422);
    expect(twice.body.errors.member_id).toEqual(["This truck is already matched to this request."]);
    await settle();
    expect(mailsTo(gamma).length).toBe(before + 1);
    expect(await matchesOf(row.id)).toHaveLength(1);
  });

  it("adds a truck that fails matching's filters with score 0", async () => {
    const row = await insertRequest(LOCAL);
    const res = await addMatch(row.id, delta.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.matches[0]).toMatchObject({ score: 0, manual: true, status: "sent" });
    await eventually(() => (mailsTo(delta).length > 0 ? true : undefined));
  });

  it("refuses another domain's member, a member without a contact, an unknown id and a closed request", async () => {
    const row = await insertRequest(LOCAL);
    const before = outbox.length;
    for (const [memberId, message] of [
      [foreignA.id, "Choose a member of this site."],
      [999_999, "Choose a member of this site."],
      [beta.id, "This member has no catering contact email."],
    ] as const) {
      const res = await addMatch(row.id, memberId);
      expect(res.status, String(memberId)).toBe(422);
      expect(res.body).toEqual({ message, errors: { member_id: [message] } });
    }
    const closed = await insertRequest(LOCAL, { status: "booked" });
    const res = await addMatch(closed.id, alpha.id);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/booked or lost/);
    await settle();
    expect(outbox.length).toBe(before);
    expect(await matchesOf(row.id)).toEqual([]);
    expect(await matchesOf(closed.id)).toEqual([]);
  });
});

describe("GET /api/catering-requests/export", () => {
  it("is a CSV attachment of the filtered requests with formula cells guarded", async () => {
    const tag = uniqueWord("csv");
    const row = await insertRequest(LOCAL, {
      name: '=HYPERLINK("http://evil","x")',
      address: `${tag} Way`,
      budget_min: 100,
      cuisines: [localCuisine.id, foreignCuisine.id],
      dietary: ["vegan", "halal"],
      notes: "line one\nline two",
    });
    await insertMatch(row, alpha, { quote_price: 950, quoted_at: new Date(now), status: "quoted" });
    await insertMatch(row, gamma, { quote_price: 700, quoted_at: new Date(now), status: "quoted" });
    await insertRequest(LOCAL, { address: `${tag} Way`, status: "lost" });
    const res = await app.inject({
      method: "GET",
      url: `/api/catering-requests/export?search=${tag}&status=new`,
      headers: { host: "api.localhost:3000", authorization: `Bearer ${editor}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="catering-requests-localhost-2027-03-16.csv"',
    );
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe(
      "id,created_at,status,name,email,phone,event_date,start_time,end_time,guests,budget_min,budget_max,address,cuisines,dietary,notes,matched,quoted,best_quote",
    );
    expect(lines).toHaveLength(3); // header, the one new request, "" after the last line break
    expect(lines[1]).toContain(`${row.id},`);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil"",""x"")",`);
    expect(lines[1]).toContain(",100,,");
    // Cuisines by name (another domain's tag id is left out), both lists joined with "; ".
    expect(lines[1]).toContain(`,${tag} Way,${localCuisine.title},"vegan; halal",`);
    expect(lines[1].endsWith(',"line one\nline two",2,2,700')).toBe(true);

    const foreignExport = await app.inject({
      method: "GET",
      url: "/api/catering-requests/export",
      headers: { host: "api.localhost:3000", authorization: `Bearer ${editor}` },
    });
    expect(foreignExport.body).not.toContain(`\r\n${foreign.id},`);
  });
});

describe("GET /api/catering-requests/figures", () => {
  it("computes the month in the zone, the response rate, the median to a first quote and the booked rate", async () => {
    const res = await call(app, "GET", "/api/catering-requests/figures", {
      token: cateringAdmin,
      host: "catering.localhost",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      // r1 and r4; r2 was made on 1 March in UTC but 28 February in Los Angeles.
      month_requests: 2,
      // Mailed: r1 x2, r2 x2, r3 x2 (r4's match is pending); answered: r1 A, r2 A and B, r3 A.
      response_rate: 0.667,
      // First quotes after 2 h (r1), 5 h 20 min (r2, not its 10 h one) and 9 h (r3).
      median_hours_to_first_quote: 5.3,
      // One booked (r1), two lost (r2, the January one).
      booked_rate: 0.333,
    });
  });

  it("has no rates before anything was mailed, quoted or decided", async () => {
    // Domain 1's figures hold none of domain 2's rows.
    await db.delete(cateringRequests).where(eq(cateringRequests.domain_id, LOCAL));
    await insertRequest(LOCAL, { created_at: new Date(now) });
    const res = await call(app, "GET", "/api/catering-requests/figures", { token: editor });
    expect(res.body.data).toEqual({
      month_requests: 1,
      response_rate: null,
      median_hours_to_first_quote: null,
      booked_rate: null,
    });
  });
});
