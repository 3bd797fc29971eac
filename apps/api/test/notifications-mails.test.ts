import { API_PATHS } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  cateringMatches,
  cateringRequests,
  postRevisions,
  staffNotifications,
} from "../src/db/schema.ts";
import { createMemoryJobs, type Jobs } from "../src/jobs/index.ts";
import { NOW, postRequest, requestBody, setUpCaterers, tokenOf } from "./catering-fixtures.ts";
import { publishedListings, uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";
import { CATERING, createNotificationsTestApp, LOCAL } from "./notifications-fixtures.ts";

// Issue 38 point 10 (see notifications.test.ts): staff mails by each user's notify setting, and
// the mails to requesters and vendors.

let now = NOW;
// The app's minute job (the scheduler, which sends the digests) is held here: the digest test
// runs it when it moves the clock.
const minuteJobs: (() => Promise<void>)[] = [];
const jobs: Jobs = {
  ...createMemoryJobs({ log: () => {} }),
  everyMinute: async (_name, handler) => void minuteJobs.push(handler),
};
const ctx = await createNotificationsTestApp({ clock: () => now, jobs });
const { app, db, outbox, soon, daily, quiet, foreignStaff, listing, otherListing, vendor } = ctx;
const { mailsTo } = ctx;

describe("staff mails follow each user's notify setting", () => {
  it("immediately: a mail now; daily: one digest at 07:00 of the zone; off: nothing", async () => {
    await db.delete(staffNotifications);
    const from = outbox.length;
    for (const name of ["Dee", "Eve"]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/submissions",
        remoteAddress: `10.40.0.${name.length + name.charCodeAt(0)}`,
        headers: { host: "api.localhost:3000", "content-type": "application/json" },
        payload: JSON.stringify({ form: "contact", name, email: `${name}@example.com` }),
      });
      expect(res.statusCode).toBe(201);
    }
    const immediate = mailsTo(soon.email, from);
    expect(immediate).toHaveLength(2);
    expect(immediate[0].subject).toContain("New contact message from Dee");
    expect(immediate[0].text).toContain("http://localhost:3000/panel/submissions");
    expect(mailsTo(daily.email, from)).toHaveLength(0);
    expect(mailsTo(quiet.email, from)).toHaveLength(0);
    expect(mailsTo(foreignStaff.email, from)).toHaveLength(0);

    /** Runs the app's minute job at `iso`: answers how many digests it mailed. */
    const digest = async (iso: string) => {
      const before = outbox.length;
      now = Date.parse(iso);
      try {
        for (const job of minuteJobs) await job();
      } finally {
        now = NOW;
      }
      return outbox.slice(before).filter((m) => m.key?.startsWith("digest:")).length;
    };
    // 06:59 PDT the next morning: not yet.
    expect(await digest("2027-05-02T13:59:00Z")).toBe(0);
    // 07:00 PDT: one digest with both, then none.
    expect(await digest("2027-05-02T14:00:00Z")).toBe(1);
    const [sent] = mailsTo(daily.email, from);
    expect(sent.text).toContain("New contact message from Dee");
    expect(sent.text).toContain("New contact message from Eve");
    expect(sent.key).toBe(`digest:${daily.id}:${LOCAL}:2027-05-02`);
    expect(await digest("2027-05-02T14:01:00Z")).toBe(0);
    expect(mailsTo(daily.email, from)).toHaveLength(1);
    const rows = await db.select().from(staffNotifications);
    expect(rows.filter((r) => r.user_id === quiet.id)).toHaveLength(0);
    expect(rows.every((r) => r.mailed_at !== null)).toBe(true);
  });
});

describe("mails to requesters and vendors", () => {
  it("a stored catering request gets its receipt, each quote its mail", async () => {
    const [truck] = await setUpCaterers(db, LOCAL, 1);
    const from = outbox.length;
    const res = await postRequest(app, requestBody({ notes: "See https://evil.example/pay" }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id;
    const [receipt] = mailsTo("rita.requester@example.com", from);
    expect(receipt.key).toBe(`catering-receipt:${id}`);
    expect(receipt.subject).toContain("We received your catering request");
    expect(receipt.text).toContain("We sent your request to 1 truck");
    expect(receipt.text).toContain("hxxps://evil[.]example/pay");
    expect(receipt.text).not.toContain("https://evil.example");
    // The staff who may act are told, with the request's screen.
    const [staffMail] = mailsTo(soon.email, from);
    expect(staffMail.text).toContain(`/panel/catering-requests/${id}`);

    const token = tokenOf(mailsTo(truck.email, from)[0]);
    const quoted = await call(app, "POST", API_PATHS.cateringResponses, {
      body: { token, action: "quote", price: 900, message: "Tacos" },
    });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const quotes = mailsTo("rita.requester@example.com", from).filter((m) =>
      m.subject.startsWith("A quote"),
    );
    expect(quotes).toHaveLength(1);
  });

  it("a vendor hears when staff approve or reject its change, place and note", async () => {
    const from = outbox.length;
    // A new place of the vendor waits for review: the staff are told.
    const place = await call(app, "POST", "/api/locations", {
      token: vendor.token,
      body: { name: "Pier 9", address: "Pier 9", lat: 37.8, lng: -122.4 },
    });
    expect(place.status, JSON.stringify(place.body)).toBe(201);
    expect(
      mailsTo(soon.email, from)
        .map((m) => m.subject)
        .join(),
    ).toContain("Pier 9");
    const approved = await call(app, "POST", `/api/locations/${place.body.data.id}/approve`, {
      token: soon.token,
    });
    expect(approved.status).toBe(200);
    const [placeMail] = mailsTo(vendor.email, from);
    expect(placeMail.subject).toContain('Approved: the place "Pier 9"');

    const second = await call(app, "POST", "/api/locations", {
      token: vendor.token,
      body: { name: "Dock 2", address: "Dock 2", lat: 37.8, lng: -122.4 },
    });
    await call(app, "POST", `/api/locations/${second.body.data.id}/reject`, { token: soon.token });
    expect(mailsTo(vendor.email, from).map((m) => m.subject)).toContainEqual(
      expect.stringContaining('Not published: the place "Dock 2"'),
    );

    // A member change: the vendor's save waits, the staff are told once, approval is mailed.
    const read = await call(app, "GET", `/api/posts/${listing.id}`, { token: vendor.token });
    const live = read.body.data;
    const save = () =>
      call(app, "PUT", `/api/posts/${listing.id}/data`, {
        token: vendor.token,
        body: {
          url: live.attributes.url,
          title: `Renamed ${uniqueWord()}`,
          description: live.attributes.description,
          post_status_id: live.post_status_id,
          no_index: live.no_index,
          no_follow: live.no_follow,
          show_in_sitemap: live.show_in_sitemap,
        },
      });
    // (The demo may have left a change of the listing waiting: this file's starts the queue.)
    await db
      .delete(postRevisions)
      .where(and(eq(postRevisions.post_id, listing.id), eq(postRevisions.status, "pending")));
    const mark = outbox.length;
    expect((await save()).status).toBe(200);
    expect((await save()).status).toBe(200);
    const told = mailsTo(soon.email, mark).filter((m) => m.subject.includes("waits for review"));
    expect(told).toHaveLength(1);
    const [pending] = await db
      .select({ id: postRevisions.id })
      .from(postRevisions)
      .where(and(eq(postRevisions.post_id, listing.id), eq(postRevisions.status, "pending")));
    const ok = await call(app, "POST", `/api/posts/${listing.id}/revisions/${pending.id}/approve`, {
      token: soon.token,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const [revisionMail] = mailsTo(vendor.email, mark);
    expect(revisionMail.subject).toContain("Approved: your change to");
    expect(revisionMail.key).toBe(`revision-approved:${pending.id}`);

    // A stop's note: the listing's vendors hear the decision.
    // A stop's note at the approved place waits for review: the staff are told.
    const heldAt = outbox.length;
    const created = await call(app, "POST", "/api/stops", {
      token: vendor.token,
      body: {
        member_id: listing.id,
        location_id: place.body.data.id,
        starts_at: "2027-05-22T10:00",
        ends_at: "2027-05-22T12:00",
        note: "By the fountain",
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.pending_note).toBe("By the fountain");
    const heldMail = mailsTo(soon.email, heldAt).map((m) => m.subject);
    expect(heldMail).toEqual([expect.stringContaining("note on the stop of 2027-05-22 10:00")]);
    const stop = created.body.data;
    const noted = outbox.length;
    const decided = await call(app, "POST", `/api/stops/${stop.id}/reject-note`, {
      token: soon.token,
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(mailsTo(vendor.email, noted)[0].subject).toContain("Not published: your note");
  });

  it("booked: the winner and each other asked truck are told once; member_id is checked", async () => {
    const [alpha, beta] = await setUpCaterers(db, LOCAL, 2);
    const [foreign] = await publishedListings(db, CATERING);
    const from = outbox.length;
    const res = await postRequest(app, requestBody());
    const id = res.body.data.id;
    const matched = await db
      .select({ member_id: cateringMatches.member_id })
      .from(cateringMatches)
      .where(eq(cateringMatches.request_id, id));
    expect(matched.map((m) => m.member_id).sort()).toEqual([alpha.id, beta.id].sort());
    const put = (body: unknown) =>
      call(app, "PUT", `/api/catering-requests/${id}`, { token: soon.token, body });

    for (const body of [
      { status: "booked", member_id: foreign.id },
      { status: "booked", member_id: otherListing.id + 100_000 },
      { status: "sent", member_id: alpha.id },
    ]) {
      const refused = await put(body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.member_id).toBeDefined();
    }
    const booked = await put({ status: "booked", member_id: alpha.id });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.data).toMatchObject({ status: "booked", booked_member_id: alpha.id });
    const [won] = mailsTo(alpha.email, from).filter((m) => m.subject.startsWith("Booked"));
    const [lost] = mailsTo(beta.email, from).filter((m) => m.subject.startsWith("Not booked"));
    expect(won.key).toBe(`catering-booked:${id}:${alpha.id}`);
    expect(lost.key).toBe(`catering-not-booked:${id}:${beta.id}`);
    const [row] = await db
      .select({ booked: cateringRequests.booked_member_id })
      .from(cateringRequests)
      .where(eq(cateringRequests.id, id));
    expect(row.booked).toBe(alpha.id);

    const count = outbox.length;
    expect((await put({ status: "booked", member_id: alpha.id })).status).toBe(200);
    expect(outbox).toHaveLength(count);
  });
});
