import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cateringRequests } from "../src/db/schema.ts";
import { createCateringStaffTestApp, LOCAL, now } from "./catering-staff-fixtures.ts";
import { uniqueWord } from "./content-fixtures.ts";
import { call, eventually } from "./helpers.ts";

const ctx = await createCateringStaffTestApp();
const { app, db, outbox, editor, cateringAdmin, alpha, beta, gamma, delta, foreignA } = ctx;
const { localCuisine, foreignCuisine, insertRequest, insertMatch, matchesOf, foreign } = ctx;
const { detailOf, send, addMatch, setStatus, mailsTo, settle } = ctx;

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
