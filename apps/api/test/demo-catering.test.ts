import {
  CATERING_MATCH_STATUSES,
  CATERING_MATCHES_DEFAULT,
  CATERING_REQUEST_STATUSES,
  POST_STATUSES,
  POST_TYPES,
  Temporal,
} from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  cateringMatches,
  cateringRequests,
  locations,
  memberCatering,
  posts,
} from "../src/db/schema.ts";
import { findCateringCandidates } from "../src/features/catering/find-catering-candidates.ts";
import { readDemoSeed, DEMO_ZONE as ZONE } from "./demo-fixtures.ts";
import { domainIdSet, domainRows } from "./fixtures.ts";
import { createTestApp } from "./helpers.ts";

// Issue 23 point 6: the demo has catering profiles for most members and a dozen requests in
// every status with answers and quotes, placed relative to the day the demo is seeded, so the
// pipeline and its figures show something at once (both demo domains: America/Los_Angeles).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const { db } = await createTestApp();
const { demoDomains, seededAt, seedDay } = await readDemoSeed(db);
const monthStart = seedDay.with({ day: 1 }).toZonedDateTime(ZONE).epochMilliseconds;

/** Each demo domain's members, profiles, requests and matches, read once. */
const seeded = await Promise.all(
  demoDomains.map(async (domain) => ({
    domain,
    members: await db
      .select({ id: posts.id, url: posts.url, status: posts.post_status_id })
      .from(posts)
      .where(and(eq(posts.domain_id, domain.id), eq(posts.post_type_id, POST_TYPES.member))),
    profiles: await db.select().from(memberCatering).where(eq(memberCatering.domain_id, domain.id)),
    requests: await domainRows(db, cateringRequests, domain.id),
    matches: await domainRows(db, cateringMatches, domain.id),
  })),
);

describe("demo catering", () => {
  for (const { domain, members, profiles, requests, matches } of seeded) {
    const tenant = { id: domain.id, host: domain.host };
    describe(domain.host, () => {
      it("gives most members a catering profile, most of them offering, in realistic ranges", async () => {
        expect(profiles.length).toBeGreaterThanOrEqual(members.length * 0.75);
        const offering = profiles.filter((p) => p.offers);
        expect(offering.length / profiles.length).toBeGreaterThanOrEqual(0.7);
        expect(offering.length / profiles.length).toBeLessThanOrEqual(0.9);
        const ids = new Set(members.map((m) => m.id));
        const places = await domainIdSet(db, locations, domain.id);
        for (const p of profiles) {
          expect(ids.has(p.post_id)).toBe(true);
          expect(p.min_guests).toBeGreaterThanOrEqual(20);
          expect(p.max_guests).toBeLessThanOrEqual(500);
          expect(p.max_guests).toBeGreaterThan(p.min_guests);
          expect(p.radius_km).toBeGreaterThanOrEqual(25);
          expect(p.radius_km).toBeLessThanOrEqual(80);
          expect(p.lead_days).toBeGreaterThanOrEqual(3);
          expect(p.lead_days).toBeLessThanOrEqual(14);
          if (p.base_location_id !== null) expect(places.has(p.base_location_id)).toBe(true);
          const url = members.find((m) => m.id === p.post_id)?.url;
          expect(p.contact_email).toBe(`${url}@trucks.example.com`);
        }
        expect(profiles.some((p) => p.base_location_id === null)).toBe(true);
        // Matching has members to ask.
        const now = { starts_at: new Date(seededAt), ends_at: new Date(seededAt + HOUR) };
        expect((await findCateringCandidates(db, tenant, now)).length).toBeGreaterThanOrEqual(10);
      });

      it("has about a dozen requests in every status, events from 8 weeks ago to 6 weeks ahead", () => {
        expect(requests.length).toBeGreaterThanOrEqual(10);
        expect(new Set(requests.map((r) => r.status))).toEqual(new Set(CATERING_REQUEST_STATUSES));
        const earliest = seedDay.subtract({ days: 8 * 7 + 1 }).toString();
        const latest = seedDay.add({ days: 6 * 7 + 1 }).toString();
        for (const r of requests) {
          expect(r.event_date >= earliest && r.event_date <= latest, r.event_date).toBe(true);
          expect(r.created_at.getTime()).toBeLessThanOrEqual(seededAt);
          expect(r.starts_at.getTime()).toBeGreaterThan(r.created_at.getTime());
          expect(r.ends_at.getTime()).toBeGreaterThan(r.starts_at.getTime());
          // The stored instants are the local wall times of the event's date in the zone.
          const local = Temporal.Instant.fromEpochMilliseconds(r.starts_at.getTime())
            .toZonedDateTimeISO(ZONE)
            .toPlainDateTime()
            .toString();
          expect(local.slice(0, 16)).toBe(`${r.event_date}T${r.start_time}`);
          expect(r.email).toMatch(/(\.example|@example\.com)$/);
        }
        expect(requests.some((r) => r.event_date < seedDay.toString())).toBe(true);
        expect(requests.some((r) => r.event_date > seedDay.toString())).toBe(true);
        expect(requests.some((r) => r.lat === null)).toBe(true);
      });

      it("has matches of published members in every answer state, following the request's status", () => {
        const published = new Set(
          members.filter((m) => m.status === POST_STATUSES.published).map((m) => m.id),
        );
        expect(new Set(matches.map((m) => m.status))).toEqual(new Set(CATERING_MATCH_STATUSES));
        expect(matches.some((m) => m.manual)).toBe(true);
        for (const r of requests) {
          const own = matches.filter((m) => m.request_id === r.id);
          expect(own.length, `request ${r.id}`).toBeGreaterThanOrEqual(1);
          expect(own.filter((m) => !m.manual).length).toBeLessThanOrEqual(CATERING_MATCHES_DEFAULT);
          for (const m of own) {
            expect(published.has(m.member_id)).toBe(true);
            expect(m.score).toBeGreaterThanOrEqual(0);
            expect(m.score).toBeLessThanOrEqual(100);
            for (const t of [m.sent_at, m.responded_at, m.quoted_at]) {
              if (t) expect(t.getTime()).toBeLessThanOrEqual(seededAt);
              if (t) expect(t.getTime()).toBeGreaterThanOrEqual(r.created_at.getTime());
            }
          }
          const statuses = own.map((m) => m.status);
          if (r.status === "new") expect(new Set(statuses)).toEqual(new Set(["pending"]));
          else expect(statuses).not.toContain("pending");
          if (r.status === "sent") expect(statuses).not.toContain("quoted");
          if (["quoted", "booked", "lost"].includes(r.status)) expect(statuses).toContain("quoted");
        }
      });

      it("has quotes a few hours to two days after the request", () => {
        const quotes = matches.filter((m) => m.status === "quoted");
        expect(quotes.length).toBeGreaterThanOrEqual(5);
        for (const q of quotes) {
          const request = requests.find((r) => r.id === q.request_id)!;
          expect(q.quote_price).toBeGreaterThan(0);
          expect(q.quote_message).not.toBe("");
          expect(q.quoted_at).not.toBeNull();
          expect(q.responded_at).not.toBeNull();
          expect(q.quoted_at!.getTime() - request.created_at.getTime()).toBeLessThanOrEqual(
            2 * DAY,
          );
        }
        const unquoted = matches.filter((m) => m.status !== "quoted");
        expect(unquoted.every((m) => m.quote_price === null && m.quoted_at === null)).toBe(true);
      });

      it("makes every pipeline figure non-trivial", () => {
        // Requests this month, whatever day the demo is seeded on.
        expect(
          requests.filter((r) => r.created_at.getTime() >= monthStart).length,
        ).toBeGreaterThanOrEqual(2);
        // Response rate: some mailed trucks answered, some did not.
        const mailed = matches.filter((m) => m.sent_at !== null);
        const answered = mailed.filter((m) => m.responded_at !== null);
        expect(answered.length).toBeGreaterThan(0);
        expect(answered.length).toBeLessThan(mailed.length);
        // Hours to the first quote differ between requests.
        const firsts = new Set(
          requests.flatMap((r) => {
            const times = matches
              .filter((m) => m.request_id === r.id && m.quoted_at)
              .map((m) => m.quoted_at!.getTime());
            return times.length
              ? [Math.round((Math.min(...times) - r.created_at.getTime()) / HOUR)]
              : [];
          }),
        );
        expect(firsts.size).toBeGreaterThanOrEqual(3);
        // Booked rate: both booked and lost requests.
        const booked = requests.filter((r) => r.status === "booked").length;
        const lost = requests.filter((r) => r.status === "lost").length;
        expect(booked).toBeGreaterThan(0);
        expect(lost).toBeGreaterThan(0);
      });
    });
  }
});
