import { Temporal } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { locations, memberCatering, posts, stops } from "../src/db/schema.ts";
import { seedDemoStops } from "../src/demo/stops.ts";
import { publishedListings } from "./content-fixtures.ts";
import { readDemoSeed, DEMO_ZONE as ZONE } from "./demo-fixtures.ts";
import { call, createTestApp } from "./helpers.ts";

// Issue 22 point 7: the demo's places and recurring stops are placed relative to the day the
// demo is seeded, so "where the trucks are today" has trucks open now, later today and
// tomorrow whenever the demo starts (both demo domains are in America/Los_Angeles).

let now = Date.now();
const { app, db } = await createTestApp({}, { clock: () => now });
const { demoDomains, seededAt, seedDay } = await readDemoSeed(db);

const at = (date: Temporal.PlainDate, time: string) =>
  date.toPlainDateTime(Temporal.PlainTime.from(time)).toZonedDateTime(ZONE).epochMilliseconds;

type Occurrence = { stop_id: number; starts_at: string; ends_at: string; open_now: boolean };
/** GET /api/stops of a domain over [from, to) with the clock at `clock`. */
const occurrences = async (host: string, from: string, to: string, clock: number) => {
  now = clock;
  const res = await call(app, "GET", `/api/stops?from=${from}&to=${to}`, { host });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Occurrence[];
};
const startMs = (o: Occurrence) => Date.parse(o.starts_at);
const endMs = (o: Occurrence) => Date.parse(o.ends_at);

/** Bounding boxes of the two demo cities (San Francisco Bay; the Sacramento-like Riverside). */
const AREAS: Record<string, { lat: [number, number]; lng: [number, number] }> = {
  localhost: { lat: [37.7, 37.9], lng: [-122.5, -122.2] },
  "catering.localhost": { lat: [38.5, 38.7], lng: [-121.55, -121.4] },
};

describe("demo stops", () => {
  for (const domain of demoDomains) {
    describe(domain.host, () => {
      it("has 8-12 saved places with real coordinates in its city and an address", async () => {
        const places = await db.select().from(locations).where(eq(locations.domain_id, domain.id));
        expect(places.length).toBeGreaterThanOrEqual(8);
        expect(places.length).toBeLessThanOrEqual(12);
        const area = AREAS[domain.host];
        for (const place of places) {
          expect(place.lat, place.name).toBeGreaterThanOrEqual(area.lat[0]);
          expect(place.lat, place.name).toBeLessThanOrEqual(area.lat[1]);
          expect(place.lng, place.name).toBeGreaterThanOrEqual(area.lng[0]);
          expect(place.lng, place.name).toBeLessThanOrEqual(area.lng[1]);
          expect(place.address, place.name).not.toBe("");
        }
        expect(new Set(places.map((p) => p.name)).size).toBe(places.length);
      });

      it("has a truck open at any hour of the seeded day, more later today and tomorrow", async () => {
        const from = seedDay.toString();
        const to = seedDay.add({ days: 2 }).toString();
        for (const time of ["00:30", "06:00", "12:00", "19:00", "23:30"]) {
          const list = await occurrences(domain.host, from, to, at(seedDay, time));
          expect(
            list.filter((o) => o.open_now).length,
            `${domain.host} open at ${time}`,
          ).toBeGreaterThanOrEqual(1);
        }

        const morning = at(seedDay, "06:00");
        const midnight = at(seedDay.add({ days: 1 }), "00:00");
        const dayAfter = at(seedDay.add({ days: 2 }), "00:00");
        const list = await occurrences(domain.host, from, to, morning);
        const laterToday = list.filter((o) => startMs(o) > morning && startMs(o) < midnight);
        const tomorrow = list.filter((o) => startMs(o) >= midnight && startMs(o) < dayAfter);
        expect(laterToday.length).toBeGreaterThanOrEqual(5);
        expect(tomorrow.length).toBeGreaterThanOrEqual(5);
        // One still opens in the late evening.
        const evening = at(seedDay, "21:30");
        expect(list.some((o) => startMs(o) > evening && startMs(o) < midnight)).toBe(true);

        // At the moment the demo was seeded, too.
        const seeded = await occurrences(domain.host, from, to, seededAt);
        expect(seeded.filter((o) => o.open_now).length).toBeGreaterThanOrEqual(1);
      });

      it("starts every series in the week before the seed day; most never end", async () => {
        const rows = await db.select().from(stops).where(eq(stops.domain_id, domain.id));
        expect(rows.length).toBeGreaterThanOrEqual(30);
        const weekBefore = seedDay.subtract({ days: 7 }).toString();
        for (const stop of rows) {
          expect(stop.first_date >= weekBefore && stop.first_date < seedDay.toString()).toBe(true);
          expect(stop.starts_at.slice(0, 10)).toBe(stop.first_date);
          expect(stop.rrule).toMatch(/^FREQ=(DAILY|WEEKLY)/);
        }
        const endless = rows.filter((s) => s.last_date === null);
        expect(endless.length).toBeGreaterThan(rows.length / 2);
        // A few end: by COUNT, or by UNTIL months ahead.
        expect(rows.some((s) => s.rrule?.includes("COUNT="))).toBe(true);
        const until = rows.find((s) => s.rrule?.includes("UNTIL="));
        expect(until?.last_date && until.last_date > seedDay.add({ days: 90 }).toString()).toBe(
          true,
        );
        // Most published members have stops.
        const members = await publishedListings(db, domain.id);
        const withStops = new Set(rows.map((s) => s.member_id));
        expect(withStops.size).toBeGreaterThan(members.length * 0.75);
      });

      it("has a late stop across midnight and a market with a cancelled date", async () => {
        const rows = await db.select().from(stops).where(eq(stops.domain_id, domain.id));
        const overnight = rows.filter((s) => s.ends_at.slice(0, 10) > s.starts_at.slice(0, 10));
        expect(overnight.length).toBeGreaterThanOrEqual(2);

        const cancelled = rows.find((s) => s.exdates.length > 0);
        expect(cancelled).toBeDefined();
        const [date] = cancelled?.exdates ?? [];
        const day = Temporal.PlainDate.from(date);
        // The cancelled date is one of the series' days; the weeks around it still happen.
        const around = (
          await occurrences(
            domain.host,
            day.subtract({ days: 7 }).toString(),
            day.add({ days: 8 }).toString(),
            seededAt,
          )
        ).filter((o) => o.stop_id === cancelled?.id);
        expect(around.map((o) => o.starts_at.slice(0, 10))).toEqual([
          day.subtract({ days: 7 }).toString(),
          day.add({ days: 7 }).toString(),
        ]);
      });
    });
  }

  it("keeps a truck open around the clock for a week whenever the demo is seeded", async () => {
    const [bay] = demoDomains;
    const members = await publishedListings(db, bay.id, posts.position);
    // Late on the eve of spring forward, during the repeated hour of fall back, a Sunday noon,
    // a Wednesday at 3 am.
    const seeds = [
      "2027-03-13T23:45-08:00",
      "2027-11-07T01:30-07:00",
      "2027-06-06T12:00-07:00",
      "2028-01-12T03:00-08:00",
    ];
    for (const seed of seeds) {
      const seedNow = Date.parse(seed);
      await db.delete(stops).where(eq(stops.domain_id, bay.id));
      // Catering profiles are based at the demo places too (issue 23).
      await db
        .update(memberCatering)
        .set({ base_location_id: null })
        .where(eq(memberCatering.domain_id, bay.id));
      await db.delete(locations).where(eq(locations.domain_id, bay.id));
      await seedDemoStops(
        db,
        { id: bay.id, host: bay.host, timeZone: ZONE },
        members.map((m) => m.id),
        seedNow,
      );
      const day = Temporal.Instant.fromEpochMilliseconds(seedNow)
        .toZonedDateTimeISO(ZONE)
        .toPlainDate();
      const list = await occurrences(
        bay.host,
        day.toString(),
        day.add({ days: 8 }).toString(),
        seedNow,
      );
      expect(list.filter((o) => o.open_now).length, seed).toBeGreaterThanOrEqual(1);
      const end = at(day.add({ days: 8 }), "00:00");
      for (let t = at(day, "00:00"); t < end; t += 30 * 60_000) {
        const open = list.some((o) => startMs(o) <= t && t < endMs(o));
        expect(open, `${seed}: nothing open at ${new Date(t).toISOString()}`).toBe(true);
      }
      for (let d = 0; d < 8; d++) {
        const from = at(day.add({ days: d }), "00:00");
        const to = at(day.add({ days: d + 1 }), "00:00");
        const starting = list.filter((o) => startMs(o) >= from && startMs(o) < to);
        expect(starting.length, `${seed} + ${d} days`).toBeGreaterThanOrEqual(5);
      }
    }
  });
});
