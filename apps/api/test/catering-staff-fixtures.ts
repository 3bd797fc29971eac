import { asc, eq } from "drizzle-orm";
import {
  cateringMatches,
  cateringRequests,
  cuisineTags,
  memberCatering,
  stops,
} from "../src/db/schema.ts";
import { adminTokenOn, publishedListings, uniqueWord } from "./content-fixtures.ts";
import { call, createTestApp, EDITOR, login } from "./helpers.ts";

// The staff side of contract.md "Catering requests that reach the right trucks" (issue 23):
// the pipeline's list, detail, status, mailing, trucks added by hand, CSV export and figures.
// The demo domains are in America/Los_Angeles; the clock is injected, never the wall clock.

export const now = Date.parse("2027-03-16T19:00:00Z"); // Tuesday 16 March 2027, 12:00 PDT
export const LOCAL = 1;
export const CATERING = 2;
export const NOT_FOUND = { message: "Not found." };

export const mailOf = (member: { id: number }) => `truck-${member.id}@example.com`;

type RequestRow = typeof cateringRequests.$inferInsert;
type MatchRow = typeof cateringMatches.$inferInsert;

export const hours = (n: number) => n * 3_600_000;
export const at = (iso: string, plusHours = 0) => new Date(Date.parse(iso) + hours(plusHours));

/**
 * The catering staff test files' start: their own app on the clock `now`, with known catering
 * data only (profiles of four local and two foreign members, domain 2's pipeline), and the
 * calls of the pipeline's routes.
 */
export async function createCateringStaffTestApp() {
  const { app, db, outbox } = await createTestApp(
    { LOGIN_MAX_PER_IP: "1000" },
    { clock: () => now },
  );

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

  /** Profiles: alpha and gamma offer catering, delta has a contact but does not offer, beta has no contact. */
  await db.insert(memberCatering).values([
    {
      post_id: alpha.id,
      domain_id: LOCAL,
      offers: true,
      contact_email: mailOf(alpha),
      lead_days: 3,
    },
    { post_id: beta.id, domain_id: LOCAL, offers: false, contact_email: "" },
    {
      post_id: gamma.id,
      domain_id: LOCAL,
      offers: true,
      contact_email: mailOf(gamma),
      lead_days: 3,
    },
    { post_id: delta.id, domain_id: LOCAL, offers: false, contact_email: mailOf(delta) },
    { post_id: foreignA.id, domain_id: CATERING, offers: true, contact_email: mailOf(foreignA) },
    { post_id: foreignB.id, domain_id: CATERING, offers: true, contact_email: mailOf(foreignB) },
  ]);

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

  return {
    app,
    db,
    outbox,
    editor,
    cateringAdmin,
    alpha,
    beta,
    gamma,
    delta,
    foreignA,
    foreignB,
    localCuisine,
    foreignCuisine,
    insertRequest,
    insertMatch,
    matchesOf,
    foreign,
    foreignRows,
    list,
    detailOf,
    send,
    addMatch,
    setStatus,
    mailsTo,
    settle,
  };
}
