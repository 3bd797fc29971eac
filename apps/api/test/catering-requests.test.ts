import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cateringMatches, cateringRequests, cuisineTags, postCuisines } from "../src/db/schema.ts";
import { verifyCateringToken } from "../src/features/catering/catering-token.ts";
import {
  isTruckMail,
  NOW,
  postRequest,
  REQUESTER,
  requestBody,
  setOption,
  setUpCaterers,
  tokenOf,
} from "./catering-fixtures.ts";
import { quietStaff } from "./fixtures.ts";
import { createTestApp } from "./helpers.ts";

// contract.md "Catering requests that reach the right trucks", issue 23 points 1, 3, 5 and 7:
// the public request, its checks, matching and the members' mails.

const { app, db, outbox } = await createTestApp({}, { clock: () => NOW });
// Staff mails (issue 38) are notifications.test.ts's concern.
await quietStaff(db);
const caterers = await setUpCaterers(db, 1, 2);
const foreign = await setUpCaterers(db, 2, 1);

const [localCuisine] = await db.select().from(cuisineTags).where(eq(cuisineTags.domain_id, 1));
const [foreignCuisine] = await db.select().from(cuisineTags).where(eq(cuisineTags.domain_id, 2));
// Both local caterers carry the local cuisine, so naming it keeps them matched.
await db
  .insert(postCuisines)
  .values(caterers.map((c) => ({ post_id: c.id, cuisine_tag_id: localCuisine.id })))
  .onConflictDoNothing();

const requestCount = async () => (await db.select({ n: count() }).from(cateringRequests))[0].n;

describe("POST /api/catering-requests", () => {
  it("stores the request, matches the fitting trucks and mails each once without the requester's contact", async () => {
    const sent = outbox.length;
    const res = await postRequest(app, requestBody({ cuisines: [localCuisine.id] }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toEqual({ id: expect.any(Number), status: "sent", matched: 2 });
    const id = res.body.data.id;

    const [row] = await db.select().from(cateringRequests).where(eq(cateringRequests.id, id));
    expect(row).toMatchObject({ domain_id: 1, status: "sent", guests: 150, name: REQUESTER.name });
    // Local times of the domain's zone (PDT, UTC-7 in May).
    expect(row.starts_at.toISOString()).toBe("2027-05-15T01:00:00.000Z");
    expect(row.ends_at.toISOString()).toBe("2027-05-15T05:00:00.000Z");

    const matches = await db
      .select()
      .from(cateringMatches)
      .where(eq(cateringMatches.request_id, id));
    // The third profile takes at most 10 guests; the other domain's trucks are never asked.
    expect(matches.map((m) => m.member_id).sort()).toEqual(caterers.map((c) => c.id).sort());
    expect(matches.every((m) => m.status === "sent" && m.sent_at !== null && m.score > 0)).toBe(
      true,
    );

    const mails = outbox.slice(sent).filter(isTruckMail);
    expect(mails.map((m) => m.to).sort()).toEqual(caterers.map((c) => c.email).sort());
    for (const mail of mails) {
      const member = caterers.find((c) => c.email === mail.to);
      expect(mail.subject).toBe("Catering request: 150 guests on Fri 14 May 2027");
      expect(mail.key).toBe(`catering:${id}:${member?.id}`);
      expect(mail.text).toContain("1 Market St, San Francisco");
      expect(mail.text).toContain("18:00 to 22:00");
      expect(mail.text).toContain("$1,000.00 to $2,500.00");
      expect(mail.text).toContain(localCuisine.title);
      expect(mail.text).toContain("vegan");
      expect(mail.text).toContain("Company party <b>on the roof</b>");
      // Escaped in HTML: the requester's notes are text, never markup.
      expect(mail.html).toContain("Company party &lt;b&gt;on the roof&lt;/b&gt;");
      expect(mail.html).not.toContain("<b>on the roof</b>");
      for (const secret of [REQUESTER.name, REQUESTER.email, REQUESTER.phone, "Rita"]) {
        expect(mail.text).not.toContain(secret);
        expect(mail.html).not.toContain(secret);
      }
      // Three answer links on the site's public origin, each with a token for this member.
      const token = tokenOf(mail);
      for (const action of ["interested", "quote", "decline"]) {
        expect(mail.text).toContain(`http://localhost:3000/respond/${token}?action=${action}`);
      }
      expect(verifyCateringToken("test-secret", token, new Date(NOW))).toMatchObject({
        request_id: id,
        member_id: member?.id,
        domain_id: 1,
      });
    }
  });

  it("refuses what only the domain can check, at the field, writing and mailing nothing", async () => {
    const before = await requestCount();
    const sent = outbox.length;
    const cases: [Record<string, unknown>, string][] = [
      // 30 April is yesterday in Los Angeles on 1 May 2027 at noon.
      [{ event_date: "2027-04-30" }, "event_date"],
      [{ event_date: "2029-05-02" }, "event_date"],
      [{ event_date: "2027-02-30" }, "event_date"],
      // An earlier end is the next day (catering-overnight.test.ts); an equal one is refused.
      [{ start_time: "20:00", end_time: "20:00" }, "end_time"],
      [{ guests: 0 }, "guests"],
      [{ guests: 20000 }, "guests"],
      [{ guests: 12.5 }, "guests"],
      [{ budget_min: 3000, budget_max: 2000 }, "budget_max"],
      [{ cuisines: [999_999] }, "cuisines"],
      [{ cuisines: [foreignCuisine.id] }, "cuisines"],
      [{ email: "not-an-email" }, "email"],
      [{ lat: 37.7, lng: null }, "lng"],
      // Clocks go forward at 02:00 on Sunday 12 March 2028 in Los Angeles.
      [{ event_date: "2028-03-12", start_time: "02:30", end_time: "05:00" }, "start_time"],
    ];
    for (const [overrides, field] of cases) {
      const res = await postRequest(app, requestBody(overrides));
      expect(res.status, `${JSON.stringify(overrides)}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(overrides)).toContain(field);
      expect(res.body.message).toBe(res.body.errors[field][0]);
    }
    expect(await requestCount()).toBe(before);
    expect(outbox.length).toBe(sent);
  });

  it("answers a bot caught by the honeypot like anyone, storing and mailing nothing", async () => {
    const before = await requestCount();
    const sent = outbox.length;
    const res = await postRequest(app, requestBody({ website: "http://spam.example" }));
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ id: expect.any(Number), status: "sent", matched: 2 });
    expect(await requestCount()).toBe(before);
    expect(outbox.length).toBe(sent);
    // Its id is never handed out again.
    const real = await postRequest(app, requestBody());
    expect(real.body.data.id).toBeGreaterThan(res.body.data.id);
  });

  it("takes at most 3 requests per address (IPv6: per /64) in 10 minutes", async () => {
    const ip = "2001:db8:7:1::1";
    for (let i = 0; i < 3; i++) {
      const res = await postRequest(app, requestBody({ website: "bot" }), {
        ip: `2001:db8:7:1::${i + 1}`,
      });
      expect(res.status).toBe(201);
    }
    const before = await requestCount();
    const refused = await postRequest(app, requestBody(), { ip: "2001:db8:7:1:ffff::9" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await requestCount()).toBe(before);
    // Another network, or the same address on another domain, is not held back.
    expect((await postRequest(app, requestBody(), { ip: "2001:db8:7:2::1" })).status).toBe(201);
    expect((await postRequest(app, requestBody(), { ip, host: "catering.localhost" })).status).toBe(
      201,
    );
  });

  it("keeps the best catering_matches trucks, and mails none when catering_auto_send is off", async () => {
    await setOption(db, 1, "catering_matches", "1");
    await setOption(db, 1, "catering_auto_send", "false");
    const sent = outbox.length;
    const res = await postRequest(app, requestBody());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: "new", matched: 1 });
    const matches = await db
      .select()
      .from(cateringMatches)
      .where(eq(cateringMatches.request_id, res.body.data.id));
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ status: "pending", sent_at: null });
    // No truck is mailed (the requester gets only its receipt, issue 38).
    expect(outbox.slice(sent).filter(isTruckMail)).toEqual([]);
    await setOption(db, 1, "catering_matches", "5");
    await setOption(db, 1, "catering_auto_send", "true");
  });

  it("matches only the domain's own trucks", async () => {
    const sent = outbox.length;
    const res = await postRequest(app, requestBody(), { host: "catering.localhost" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: "sent", matched: 1 });
    const mails = outbox.slice(sent).filter(isTruckMail);
    expect(mails.map((m) => m.to)).toEqual([foreign[0].email]);
    expect(mails[0].text).toContain("http://catering.localhost:3000/respond/");
  });
});
