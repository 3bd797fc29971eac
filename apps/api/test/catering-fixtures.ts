import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../src/db/client.ts";
import { domainOptions, memberCatering, stops } from "../src/db/schema.ts";
import type { MailMessage } from "../src/mail/mailer.ts";
import { publishedListings } from "./content-fixtures.ts";
import { call, freshIp } from "./helpers.ts";

// Shared by the catering request, response and mail job tests. The demo domains are in
// America/Los_Angeles; the tests' clock is 1 May 2027, and the event Friday 14 May 2027.

export const NOW = Date.parse("2027-05-01T19:00:00Z");
export const REQUESTER = {
  name: "Rita Requester",
  email: "rita.requester@example.com",
  phone: "+1 555 010 9999",
};

/** A valid request body (150 guests on Fri 14 May 2027, 18:00-22:00). */
export const requestBody = (overrides: Record<string, unknown> = {}) => ({
  ...REQUESTER,
  event_date: "2027-05-14",
  start_time: "18:00",
  end_time: "22:00",
  guests: 150,
  budget_min: 1000,
  budget_max: 2500,
  address: "1 Market St, San Francisco",
  lat: 37.7946,
  lng: -122.3949,
  dietary: ["vegan"],
  notes: "Company party <b>on the roof</b>",
  ...overrides,
});

export type Caterer = { id: number; title: string; url: string; email: string };

/**
 * The domain's only catering profiles after this: the first `count` published members offer
 * catering (any guest count, no radius, no lead time, no stops), mailed at `caterer-N@...`; the
 * next one's profile takes at most 10 guests (never matched to 150). Demo profiles and the
 * members' stops are removed so matching sees only these.
 */
export async function setUpCaterers(db: Db, domainId: number, count: number): Promise<Caterer[]> {
  const members = await publishedListings(db, domainId);
  if (members.length < count + 1) throw new Error("not enough demo members");
  const chosen = members.slice(0, count + 1);
  await db.delete(memberCatering).where(eq(memberCatering.domain_id, domainId));
  await db.delete(stops).where(
    inArray(
      stops.member_id,
      chosen.map((m) => m.id),
    ),
  );
  const caterers = chosen.map((m, i) => ({ ...m, email: `caterer-${domainId}-${i}@trucks.test` }));
  await db.insert(memberCatering).values(
    caterers.map((c, i) => ({
      post_id: c.id,
      domain_id: domainId,
      offers: true,
      min_guests: 1,
      max_guests: i < count ? 10_000 : 10,
      radius_km: 1000,
      base_location_id: null,
      lead_days: 0,
      contact_email: c.email,
    })),
  );
  return caterers.slice(0, count);
}

export async function setOption(db: Db, domainId: number, name: string, value: string) {
  await db
    .insert(domainOptions)
    .values({ domain_id: domainId, name, value })
    .onConflictDoUpdate({ target: [domainOptions.domain_id, domainOptions.name], set: { value } });
}

/** The answer token of a member's request mail. */
export function tokenOf(mail: MailMessage): string {
  const match = /\/respond\/([A-Za-z0-9_.%-]+)\?action=interested/.exec(mail.text);
  if (!match) throw new Error(`no answer link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** POST /api/catering-requests as a visitor of `host`. */
export const postRequest = (
  app: FastifyInstance,
  body: unknown,
  options: { host?: string; ip?: string } = {},
) =>
  call(app, "POST", "/api/catering-requests", {
    host: options.host,
    body,
    remoteAddress: options.ip ?? freshIp(),
  });

/** A request mail to a truck (keyed `catering:{request}:{member}`), not the requester's receipt. */
export const isTruckMail = (mail: MailMessage) => mail.key?.startsWith("catering:") ?? false;
