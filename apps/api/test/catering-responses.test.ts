import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cateringMatches, cateringRequests } from "../src/db/schema.ts";
import { signCateringToken } from "../src/features/catering/catering-token.ts";
import {
  isTruckMail,
  NOW,
  postRequest,
  REQUESTER,
  requestBody,
  setUpCaterers,
  tokenOf,
} from "./catering-fixtures.ts";
import { quietStaff } from "./fixtures.ts";
import { call, createTestApp, siteOrigin } from "./helpers.ts";

// contract.md "Catering requests that reach the right trucks", issue 23 point 4: the mailed
// one-click answers. The clock is injected: links expire 7 days after they were mailed.

let now = NOW;
const { app, db, outbox } = await createTestApp({}, { clock: () => now });
// Staff mails (issue 38) are notifications.test.ts's concern.
await quietStaff(db);
const DAY = 86_400_000;
const INVALID = { message: "This link is not valid or has expired." };
const CLOSED = { message: "This request is closed." };

const caterers = await setUpCaterers(db, 1, 3);
await setUpCaterers(db, 2, 1);

/** Posts a request on `host` and answers its id and each member's token. */
async function newRequest(host = "localhost") {
  const sent = outbox.length;
  const res = await postRequest(app, requestBody(), { host });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const tokens = new Map(
    outbox
      .slice(sent)
      .filter(isTruckMail)
      .map((m) => [m.to, tokenOf(m)]),
  );
  return { id: res.body.data.id as number, tokens };
}

const view = (token: string, host?: string) =>
  call(app, "GET", `/api/catering-responses?token=${encodeURIComponent(token)}`, { host });
const answer = (body: Record<string, unknown>, host?: string) =>
  call(app, "POST", "/api/catering-responses", { body, host });
const matchOf = async (requestId: number, memberId: number) =>
  (
    await db
      .select()
      .from(cateringMatches)
      .where(
        and(eq(cateringMatches.request_id, requestId), eq(cateringMatches.member_id, memberId)),
      )
  )[0];
const requestStatus = async (id: number) =>
  (await db.select().from(cateringRequests).where(eq(cateringRequests.id, id)))[0].status;
const mailsTo = (email: string, from = 0) => outbox.slice(from).filter((m) => m.to === email);

const [a, b, c] = caterers;
const first = await newRequest();
const tokenA = first.tokens.get(a.email) as string;
const tokenB = first.tokens.get(b.email) as string;
const tokenC = first.tokens.get(c.email) as string;

describe("the answer links of a request mail", () => {
  it("show the request without the requester's contact until the truck is interested", async () => {
    const res = await view(tokenA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body.data).toMatchObject({
      request: {
        id: first.id,
        status: "sent",
        event_date: "2027-05-14",
        starts_at: "2027-05-14T18:00:00-07:00",
        ends_at: "2027-05-14T22:00:00-07:00",
        guests: 150,
        address: "1 Market St, San Francisco",
      },
      member: { id: a.id, title: a.title },
      status: "sent",
      quote: null,
      contact: null,
      open: true,
      expires_at: new Date(NOW + 7 * DAY).toISOString(),
    });
    const text = JSON.stringify(res.body);
    for (const secret of [REQUESTER.name, REQUESTER.email, REQUESTER.phone, a.email]) {
      expect(text).not.toContain(secret);
    }

    const sent = outbox.length;
    const interested = await answer({ token: tokenA, action: "interested" });
    expect(interested.status, JSON.stringify(interested.body)).toBe(200);
    expect(interested.headers["cache-control"]).toBe("private, no-store");
    expect(interested.body.data).toMatchObject({ status: "interested", contact: REQUESTER });
    expect((await view(tokenA)).body.data.contact).toEqual(REQUESTER);
    // The requester hears of it once, with the truck's page and contact.
    const [mail] = mailsTo(REQUESTER.email, sent);
    expect(mail.subject).toBe(`${a.title} is interested in your event on Fri 14 May 2027`);
    expect(mail.text).toContain(`${siteOrigin()}/${a.url}`);
    expect(mail.text).toContain(a.email);
    expect(mail.replyTo).toBe(a.email);

    const again = await answer({ token: tokenA, action: "interested" });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(interested.body.data);
    expect(mailsTo(REQUESTER.email, sent)).toHaveLength(1);
  });

  it("take a quote, mail it to the requester, and take a revised one until the request closes", async () => {
    const sent = outbox.length;
    const missing = await answer({ token: tokenB, action: "quote", message: "Tacos for all" });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(["price"]);

    const quoted = await answer({ token: tokenB, action: "quote", price: 1200, message: "Tacos" });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.body.data).toMatchObject({
      status: "quoted",
      quote: { price: 1200, message: "Tacos", at: new Date(now).toISOString() },
      contact: REQUESTER,
      request: { status: "quoted" },
    });
    expect(await requestStatus(first.id)).toBe("quoted");
    const [mail] = mailsTo(REQUESTER.email, sent);
    expect(mail.subject).toBe(`A quote for your event on Fri 14 May 2027: ${b.title}`);
    expect(mail.text).toContain("$1,200.00");
    expect(mail.text).toContain("Tacos");
    expect(mail.text).toContain(`${siteOrigin()}/${b.url}`);
    expect(mail.text).toContain(b.email);
    expect(mail.key).toBe(`catering-quote:${first.id}:${b.id}:${now}`);

    // The same quote again changes nothing and mails nothing.
    const same = await answer({ token: tokenB, action: "quote", price: 1200, message: "Tacos" });
    expect(same.body.data).toEqual(quoted.body.data);
    expect(mailsTo(REQUESTER.email, sent)).toHaveLength(1);

    now += 60_000;
    const revised = await answer({ token: tokenB, action: "quote", price: 1100, message: "Tacos" });
    expect(revised.body.data.quote).toMatchObject({ price: 1100 });
    const mails = mailsTo(REQUESTER.email, sent);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe(`Revised quote for your event on Fri 14 May 2027: ${b.title}`);
    expect(mails[1].text).toContain("$1,100.00");
    expect(mails[1].key).not.toBe(mails[0].key);
  });

  it("take a decline once: a second one is a no-op with the same answer", async () => {
    const declined = await answer({ token: tokenC, action: "decline" });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: "declined", contact: null });
    const before = await matchOf(first.id, c.id);
    now += 60_000;
    const again = await answer({ token: tokenC, action: "decline" });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(declined.body.data);
    expect(await matchOf(first.id, c.id)).toEqual(before);
  });

  it("refuse forged, expired and moved tokens with one 404, changing nothing", async () => {
    const other = await newRequest();
    const foreign = await newRequest("catering.localhost");
    const [foreignToken] = foreign.tokens.values();
    const [payload, signature] = tokenA.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const reSigned = (changes: Record<string, number>) =>
      `${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString("base64url")}.${signature}`;
    const flip = (s: string) => (s[0] === "A" ? "B" : "A") + s.slice(1);
    const bad = [
      "nonsense",
      `${payload}.${flip(signature)}`,
      // Claims edited under the old signature: another request, another member, longer life.
      reSigned({ request_id: other.id }),
      reSigned({ member_id: b.id }),
      reSigned({ exp: claims.exp + 30 * 86_400 }),
      // Signed with another secret.
      signCateringToken(
        "another-secret",
        { request_id: first.id, member_id: a.id, domain_id: 1 },
        new Date(now),
      ),
      // Validly signed, but for a member never asked about this request.
      signCateringToken(
        "test-secret",
        { request_id: first.id, member_id: 999_999, domain_id: 1 },
        new Date(now),
      ),
      // Validly signed for another domain: its request ids do not open this domain's.
      signCateringToken(
        "test-secret",
        { request_id: first.id, member_id: a.id, domain_id: 2 },
        new Date(now),
      ),
      // Another domain's real link used on this site.
      foreignToken,
    ];
    const before = await db.select().from(cateringMatches).orderBy(cateringMatches.id);
    for (const token of bad) {
      expect(await view(token), token).toMatchObject({ status: 404, body: INVALID });
      for (const action of ["interested", "decline"]) {
        expect(await answer({ token, action }), token).toMatchObject({
          status: 404,
          body: INVALID,
        });
      }
    }
    // A valid link of this domain used on another domain's site.
    expect(await view(tokenA, "catering.localhost")).toMatchObject({ status: 404, body: INVALID });
    expect(await answer({ token: tokenA, action: "decline" }, "catering.localhost")).toMatchObject({
      status: 404,
      body: INVALID,
    });
    expect(await db.select().from(cateringMatches).orderBy(cateringMatches.id)).toEqual(before);
    // The foreign link works on its own site.
    expect((await view(foreignToken, "catering.localhost")).status).toBe(200);

    // Links work for 7 days after they were mailed.
    const mailed = NOW;
    now = mailed + 7 * DAY - 1000;
    expect((await view(tokenA)).status).toBe(200);
    now = mailed + 7 * DAY;
    expect(await view(tokenA)).toMatchObject({ status: 404, body: INVALID });
    expect(await answer({ token: tokenA, action: "decline" })).toMatchObject({
      status: 404,
      body: INVALID,
    });
    expect((await matchOf(first.id, a.id)).status).toBe("interested");
    now = mailed + 2 * DAY;
  });

  it("close every answer once staff booked the request; a decline withdraws a quote before", async () => {
    const second = await newRequest();
    const tA = second.tokens.get(a.email) as string;
    const tB = second.tokens.get(b.email) as string;
    await answer({ token: tA, action: "quote", price: 900, message: "" });
    const withdrawn = await answer({ token: tA, action: "decline" });
    expect(withdrawn.body.data).toMatchObject({ status: "declined", quote: null, contact: null });

    await answer({ token: tB, action: "interested" });
    await db
      .update(cateringRequests)
      .set({ status: "booked" })
      .where(eq(cateringRequests.id, second.id));
    const before = await matchOf(second.id, b.id);
    const sent = outbox.length;
    for (const body of [
      { token: tB, action: "quote", price: 800, message: "" },
      { token: tB, action: "decline" },
      { token: tB, action: "interested" },
    ]) {
      expect(await answer(body)).toMatchObject({ status: 422, body: CLOSED });
    }
    expect(await matchOf(second.id, b.id)).toEqual(before);
    expect(await requestStatus(second.id)).toBe("booked");
    expect(outbox.length).toBe(sent);
    expect((await view(tB)).body.data).toMatchObject({ open: false, status: "interested" });
  });

  it("close every answer once the event is over, though the link has not expired (issue 38)", async () => {
    const over = await newRequest();
    const tA = over.tokens.get(a.email) as string;
    expect((await view(tA)).body.data).toMatchObject({ open: true });
    await db
      .update(cateringRequests)
      .set({ starts_at: new Date(now - 5 * 3_600_000), ends_at: new Date(now - 3_600_000) })
      .where(eq(cateringRequests.id, over.id));
    const before = await matchOf(over.id, a.id);
    const sent = outbox.length;
    for (const body of [
      { token: tA, action: "interested" },
      { token: tA, action: "quote", price: 800, message: "" },
      { token: tA, action: "decline" },
    ]) {
      expect(await answer(body)).toMatchObject({ status: 422, body: CLOSED });
    }
    expect(await matchOf(over.id, a.id)).toEqual(before);
    expect(outbox.length).toBe(sent);
    expect((await view(tA)).body.data).toMatchObject({ open: false, status: "sent" });
  });

  it("never moves a booked or lost request by a quote", async () => {
    const third = await newRequest();
    await db
      .update(cateringRequests)
      .set({ status: "lost" })
      .where(eq(cateringRequests.id, third.id));
    const t = third.tokens.get(c.email) as string;
    expect(await answer({ token: t, action: "quote", price: 10, message: "" })).toMatchObject({
      status: 422,
      body: CLOSED,
    });
    expect(await requestStatus(third.id)).toBe("lost");
  });
});
