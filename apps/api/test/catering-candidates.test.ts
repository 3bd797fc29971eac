import { POST_STATUSES } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { memberCatering } from "../src/db/schema.ts";
import { findCateringCandidates } from "../src/features/catering/find-catering-candidates.ts";
import {
  createContentTestApp,
  createCuisineTag,
  createLocation,
  createPost,
} from "./content-fixtures.ts";
import { call } from "./helpers.ts";

// Issue 23 point 2: the members matching may ask about a request are the domain's published
// members with a catering profile, with their cuisines, base coordinates and the stops that
// make them busy around the event (the demo domains are in America/Los_Angeles).

const { app, db, admin, catering } = await createContentTestApp();
const local = { id: 1, host: "localhost" };
const remote = { id: 2, host: "catering.localhost" };

const civic = await createLocation(app, admin);
const tacos = await createCuisineTag(app, admin);
const bbq = await createCuisineTag(app, admin);

const member = (post_status_id: number = POST_STATUSES.published, host?: string) =>
  createPost(
    app,
    host ? catering : admin,
    { post_status_id, external_data: host ? {} : { cuisines: [bbq.id, tacos.id] } },
    host,
  );
const profile = (
  domainId: number,
  postId: number,
  values: Partial<typeof memberCatering.$inferInsert> = {},
) =>
  db.insert(memberCatering).values({
    post_id: postId,
    domain_id: domainId,
    offers: true,
    min_guests: 20,
    max_guests: 150,
    radius_km: 40,
    lead_days: 5,
    contact_email: "truck@trucks.example.com",
    ...values,
  });

const busy = await member();
const free = await member();
const notOffering = await member();
const draft = await member(POST_STATUSES.draft);
const trashed = await member();
const foreign = await member(POST_STATUSES.published, "catering.localhost");
const foreignPlace = await createLocation(app, catering, { host: "catering.localhost" });
await profile(1, busy.id, { base_location_id: civic });
await profile(1, free.id);
await profile(1, notOffering.id, { offers: false });
await profile(1, draft.id);
await profile(1, trashed.id);
await profile(2, foreign.id, { base_location_id: foreignPlace });
expect((await call(app, "DELETE", `/api/posts/${trashed.id}`, { token: admin })).status).toBe(200);

const stop = async (body: Record<string, unknown>, token = admin) => {
  const res = await call(app, "POST", "/api/stops", { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};
// Wednesday 15 September 2027, 12:00-15:00 in Los Angeles (UTC-7).
const event = {
  starts_at: new Date("2027-09-15T19:00:00Z"),
  ends_at: new Date("2027-09-15T22:00:00Z"),
};
// Weekly Wednesday lunch: overlaps the event.
await stop({
  member_id: busy.id,
  location_id: civic,
  starts_at: "2027-09-01T11:00",
  ends_at: "2027-09-01T14:00",
  rrule: "FREQ=WEEKLY;BYDAY=WE",
});
// The evening before (inside the widened window) and three days later (outside it).
await stop({
  member_id: busy.id,
  location_id: civic,
  starts_at: "2027-09-14T18:00",
  ends_at: "2027-09-14T21:00",
});
await stop({
  member_id: free.id,
  location_id: civic,
  starts_at: "2027-09-18T11:00",
  ends_at: "2027-09-18T14:00",
});

const ids = (list: { member_id: number }[]) => list.map((c) => c.member_id);

describe("findCateringCandidates", () => {
  it("lists the domain's published members that offer catering, with cuisines and base", async () => {
    const found = await findCateringCandidates(db, local, event);
    expect(ids(found)).toEqual(expect.arrayContaining([busy.id, free.id]));
    for (const absent of [notOffering, draft, trashed, foreign]) {
      expect(ids(found)).not.toContain(absent.id);
    }
    const mine = found.find((c) => c.member_id === busy.id);
    expect(mine).toMatchObject({
      title: busy.attributes.title,
      offers: true,
      min_guests: 20,
      max_guests: 150,
      radius_km: 40,
      lead_days: 5,
      base: { lat: 37.7793, lng: -122.4193 },
      cuisines: [tacos.id, bbq.id].sort((a, b) => a - b),
    });
    expect(found.find((c) => c.member_id === free.id)?.base).toBeNull();
    // Where mails go is not part of matching.
    expect(JSON.stringify(found)).not.toContain("trucks.example.com");
  });

  it("gives each member its stop occurrences within a day of the event as busy", async () => {
    const [mine, other] = await findCateringCandidates(db, local, event, {
      memberIds: [busy.id, free.id],
    });
    expect(mine.member_id).toBe(busy.id);
    expect(mine.busy).toEqual([
      {
        starts_at: Date.parse("2027-09-15T01:00:00Z"),
        ends_at: Date.parse("2027-09-15T04:00:00Z"),
      },
      {
        starts_at: Date.parse("2027-09-15T18:00:00Z"),
        ends_at: Date.parse("2027-09-15T21:00:00Z"),
      },
    ]);
    expect(other.member_id).toBe(free.id);
    expect(other.busy).toEqual([]);
  });

  it("narrows to memberIds and, when asked, includes members that do not offer catering", async () => {
    expect(
      ids(await findCateringCandidates(db, local, event, { memberIds: [notOffering.id] })),
    ).toEqual([]);
    const all = await findCateringCandidates(db, local, event, {
      memberIds: [notOffering.id, free.id, draft.id],
      includeNotOffering: true,
    });
    expect(ids(all)).toEqual([free.id, notOffering.id]);
    expect(all[1].offers).toBe(false);
    expect(await findCateringCandidates(db, local, event, { memberIds: [] })).toEqual([]);
  });

  it("never lists another domain's member, even when asked for its id", async () => {
    expect(
      ids(
        await findCateringCandidates(db, local, event, {
          memberIds: [foreign.id],
          includeNotOffering: true,
        }),
      ),
    ).toEqual([]);
    const theirs = await findCateringCandidates(db, remote, event, {
      memberIds: [foreign.id, busy.id],
    });
    expect(ids(theirs)).toEqual([foreign.id]);
    expect(theirs[0].base).not.toBeNull();
  });
});
