import { API_PATHS } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  cateringRequests,
  locations,
  postRevisions,
  stops,
  submissions,
} from "../src/db/schema.ts";
import { NOW } from "./catering-fixtures.ts";
import { call } from "./helpers.ts";
import { CATERING, createNotificationsTestApp, LOCAL } from "./notifications-fixtures.ts";

// Issue 38 point 10, contract.md "Notifications, search, places": the counts of what staff may
// act on, "new" until opened, the staff's notify setting (immediately / daily digest / off),
// and the mails to requesters and vendors. The clock is 1 May 2027 12:00 PDT (demo zone
// America/Los_Angeles); the digest's 07:00 is injected, never the wall clock.
// The notify setting and the counts here; the mails are in notifications-mails.test.ts.
const { app, db, soon, daily, foreignStaff, listing, otherListing, vendor, catering, counts } =
  await createNotificationsTestApp();

describe("the profile's notify setting", () => {
  it("is read back, and anything but immediately, daily or off is a 422 at the field", async () => {
    const read = await call(app, "GET", "/api/account", { token: daily.token });
    expect(read.body.data.notify).toBe("daily");
    const bad = await call(app, "POST", "/api/account", {
      token: daily.token,
      body: { notify: "hourly" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.notify).toEqual(["Choose immediately, daily or off."]);
  });
});

describe("GET /api/notifications/counts", () => {
  it("counts what the active domain's staff may act on, never another domain's", async () => {
    const before = await counts(soon.token);
    expect(before).toMatchObject({ expiring_papers: 0, new_applications: 0 });
    const [place] = await db
      .insert(locations)
      .values([
        {
          domain_id: LOCAL,
          name: "Proposed",
          address: "1 A St",
          lat: 1,
          lng: 1,
          status: "proposed",
        },
        {
          domain_id: CATERING,
          name: "Other",
          address: "2 B St",
          lat: 1,
          lng: 1,
          status: "proposed",
        },
      ])
      .returning();
    await db.insert(stops).values({
      domain_id: LOCAL,
      member_id: listing.id,
      location_id: place.id,
      starts_at: "2027-05-20T10:00",
      ends_at: "2027-05-20T12:00",
      first_date: "2027-05-20",
      last_date: "2027-05-20",
      pending_note: "Parking at the back",
    });
    await db.insert(postRevisions).values({
      domain_id: LOCAL,
      post_id: otherListing.id,
      user_id: vendor.id,
      status: "pending",
      kind: "data",
      fields: ["title"],
      snapshot: {},
    });
    const request = {
      name: "Ana",
      email: "ana@example.com",
      event_date: "2027-05-20",
      start_time: "10:00",
      end_time: "12:00",
      starts_at: new Date("2027-05-20T17:00:00Z"),
      ends_at: new Date("2027-05-20T19:00:00Z"),
      guests: 50,
      address: "1 Market St",
    };
    await db.insert(cateringRequests).values([
      { domain_id: LOCAL, ...request },
      { domain_id: CATERING, ...request },
      { domain_id: LOCAL, ...request, status: "lost" },
    ]);
    const form = { form: "contact", name: "Bo", email: "bo@example.com" };
    await db.insert(submissions).values([
      { domain_id: LOCAL, ...form },
      { domain_id: CATERING, ...form },
    ]);

    const after = await counts(soon.token);
    expect(after.pending_reviews - before.pending_reviews).toBe(3);
    expect(after.new_catering_requests - before.new_catering_requests).toBe(1);
    expect(after.new_submissions - before.new_submissions).toBe(1);
    // Every staff role of the domain reads the same counts; the dashboard carries them.
    expect(await counts(daily.token)).toEqual(after);
    const dashboard = await call(app, "GET", "/api/dashboard", { token: soon.token });
    expect(dashboard.body.data.notifications).toEqual(after);
  });

  it("refuses a vendor (role 4) and answers another domain's staff their own counts", async () => {
    const denied = await call(app, "GET", API_PATHS.notificationCounts, { token: vendor.token });
    expect(denied.status).toBe(403);
    const foreign = await counts(foreignStaff.token);
    expect(foreign).toEqual(await counts(catering));
  });

  it("an item opened by any staff user is new no more", async () => {
    const [request] = await db
      .select({ id: cateringRequests.id })
      .from(cateringRequests)
      .where(and(eq(cateringRequests.domain_id, LOCAL), eq(cateringRequests.status, "new")));
    await db
      .update(cateringRequests)
      .set({ opened_at: null })
      .where(eq(cateringRequests.id, request.id));
    const [form] = await db
      .insert(submissions)
      .values({ domain_id: LOCAL, form: "contact", name: "Cy", email: "cy@example.com" })
      .returning({ id: submissions.id });
    const before = await counts(daily.token);

    const opened = await call(app, "GET", `/api/catering-requests/${request.id}`, {
      token: soon.token,
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data.opened_at).toBe(new Date(NOW).toISOString());
    const read = await call(app, "GET", `/api/submissions/${form.id}`, { token: soon.token });
    expect(read.status).toBe(200);
    const after = await counts(daily.token);
    expect(after.new_catering_requests).toBe(before.new_catering_requests - 1);
    expect(after.new_submissions).toBe(before.new_submissions - 1);

    // The submissions screen lists every submission in full: what it shows is seen.
    const list = await call(app, "GET", "/api/submissions?limit=100", { token: soon.token });
    expect(list.status).toBe(200);
    expect((await counts(daily.token)).new_submissions).toBe(0);
  });
});
