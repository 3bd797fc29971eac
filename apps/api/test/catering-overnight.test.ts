import { CATERING_END_EQUALS_START } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cateringMatches, cateringRequests, locations, stops } from "../src/db/schema.ts";
import { NOW, postRequest, requestBody, setUpCaterers } from "./catering-fixtures.ts";
import { createTestApp } from "./helpers.ts";

// Issue 38 point 12: a catering event may end after midnight (21:00-01:00 ends the next day),
// matched against the right window; an end equal to the start is refused. The demo domains are
// in America/Los_Angeles (PDT, UTC-7, in May).

const { app, db, outbox } = await createTestApp({}, { clock: () => NOW });
const [busyAfterMidnight, freeAfterOne] = await setUpCaterers(db, 1, 2);
const [place] = await db.select().from(locations).where(eq(locations.domain_id, 1)).limit(1);

/** A one-off stop of a member (local wall times). */
async function stopOf(memberId: number, startsAt: string, endsAt: string) {
  await db.insert(stops).values({
    domain_id: 1,
    member_id: memberId,
    location_id: place.id,
    starts_at: startsAt,
    ends_at: endsAt,
    first_date: startsAt.slice(0, 10),
    last_date: endsAt.slice(0, 10),
  });
}
// After midnight, inside the event's window: busy.
await stopOf(busyAfterMidnight.id, "2027-05-15T00:30", "2027-05-15T02:00");
// From 01:30, after the event's end at 01:00: free.
await stopOf(freeAfterOne.id, "2027-05-15T01:30", "2027-05-15T03:00");

const rowOf = async (id: number) =>
  (await db.select().from(cateringRequests).where(eq(cateringRequests.id, id)))[0];

describe("a catering event that ends after midnight", () => {
  it("takes 21:00-01:00 as ending the next day and matches on that window", async () => {
    const sent = outbox.length;
    const res = await postRequest(
      app,
      requestBody({ start_time: "21:00", end_time: "01:00", lat: null, lng: null }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await rowOf(res.body.data.id);
    expect(row.starts_at.toISOString()).toBe("2027-05-15T04:00:00.000Z");
    expect(row.ends_at.toISOString()).toBe("2027-05-15T08:00:00.000Z");
    // The truck parked from 00:30 is busy; the one parking from 01:30 is free.
    const matches = await db
      .select()
      .from(cateringMatches)
      .where(eq(cateringMatches.request_id, row.id));
    expect(matches.map((m) => m.member_id)).toEqual([freeAfterOne.id]);
    // The request mails go to the matched caterers only (others mail staff and the requester).
    const mails = outbox.slice(sent).filter((m) => m.to.endsWith("@trucks.test"));
    expect(mails.map((m) => m.to)).toEqual([freeAfterOne.email]);
    expect(mails[0].text).toContain("21:00 to 01:00 (next day)");

    // Staff read it with the next day's end.
    const detail = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { host: "api.localhost:3000", "content-type": "application/json" },
      payload: JSON.stringify({ email: "admin@example.com", password: "foodtrucks-demo" }),
    });
    const token = detail.json().data.access_token as string;
    const read = await app.inject({
      method: "GET",
      url: `/api/catering-requests/${row.id}`,
      headers: { host: "api.localhost:3000", authorization: `Bearer ${token}` },
    });
    expect(read.json().data).toMatchObject({
      start_time: "21:00",
      end_time: "01:00",
      starts_at: "2027-05-14T21:00:00-07:00",
      ends_at: "2027-05-15T01:00:00-07:00",
    });
  });

  it("refuses an end equal to the start with a clear message", async () => {
    const res = await postRequest(app, requestBody({ start_time: "20:00", end_time: "20:00" }));
    expect(res.status).toBe(422);
    expect(res.body.errors.end_time).toEqual([CATERING_END_EQUALS_START]);
  });

  it("places the end on the next day across a clock change", async () => {
    // Clocks go back at 02:00 on Sunday 7 November 2027 in Los Angeles: 22:00 PDT to 02:00 PST
    // lasts 5 hours.
    const back = await postRequest(
      app,
      requestBody({ event_date: "2027-11-06", start_time: "22:00", end_time: "02:00" }),
    );
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    const row = await rowOf(back.body.data.id);
    expect(row.starts_at.toISOString()).toBe("2027-11-07T05:00:00.000Z");
    expect(row.ends_at.toISOString()).toBe("2027-11-07T10:00:00.000Z");
    // Clocks go forward at 02:00 on Sunday 12 March 2028: 02:30 does not exist that next day.
    const gap = await postRequest(
      app,
      requestBody({ event_date: "2028-03-11", start_time: "23:00", end_time: "02:30" }),
    );
    expect(gap.status).toBe(422);
    expect(gap.body.errors.end_time[0]).toContain("2:30 AM does not exist on 12 March 2028");
  });
});
