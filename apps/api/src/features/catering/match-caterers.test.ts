import { describe, expect, it } from "vitest";
import {
  type CateringCandidate,
  type CateringNeed,
  daysBetween,
  distanceKm,
  matchCaterers,
} from "./match-caterers.ts";

// Issue 23 point 2: matching is one pure function with the contract's hard filters (each one
// alone drops a member), a documented score and a stable ranking.

const HOUR = 3_600_000;
const start = Date.parse("2027-06-15T19:00:00Z"); // 12:00 in Los Angeles
const civic = { lat: 37.7793, lng: -122.4193 }; // San Francisco
const oakland = { lat: 37.8053, lng: -122.2724 }; // about 13 km away
const sacramento = { lat: 38.5816, lng: -121.4944 }; // about 120 km away

const need: CateringNeed = {
  starts_at: start,
  ends_at: start + 3 * HOUR,
  event_date: "2027-06-15",
  today: "2027-06-01",
  guests: 100,
  place: civic,
  cuisines: [1],
};

let nextId = 1;
const candidate = (over: Partial<CateringCandidate> = {}): CateringCandidate => ({
  member_id: nextId++,
  title: "Truck",
  offers: true,
  min_guests: 20,
  max_guests: 200,
  radius_km: 50,
  base: oakland,
  lead_days: 7,
  cuisines: [1, 2],
  busy: [],
  ...over,
});

const ids = (list: { member_id: number }[]) => list.map((m) => m.member_id);
/** Whether the one candidate passes the hard filters for `n`. */
const kept = (c: CateringCandidate, n: CateringNeed = need) =>
  ids(matchCaterers(n, [c], 10)).includes(c.member_id);

describe("matchCaterers: hard filters, each alone", () => {
  it("keeps a member that passes every filter", () => {
    expect(kept(candidate())).toBe(true);
  });

  it("drops a member that does not offer catering", () => {
    expect(kept(candidate({ offers: false }))).toBe(false);
  });

  it("drops a member whose guest range does not hold the count, keeps the range's ends", () => {
    expect(kept(candidate({ min_guests: 101 }))).toBe(false);
    expect(kept(candidate({ max_guests: 99 }))).toBe(false);
    expect(kept(candidate({ max_guests: 100 }))).toBe(true);
    expect(kept(candidate({ min_guests: 100 }))).toBe(true);
  });

  it("drops a member out of its radius by great-circle distance, keeps one exactly at it", () => {
    const d = distanceKm(oakland, civic);
    expect(d).toBeGreaterThan(12);
    expect(d).toBeLessThan(14);
    expect(kept(candidate({ radius_km: d - 0.01 }))).toBe(false);
    expect(kept(candidate({ radius_km: d }))).toBe(true);
    expect(kept(candidate({ base: sacramento, radius_km: 100 }))).toBe(false);
    expect(kept(candidate({ base: sacramento, radius_km: 150 }))).toBe(true);
  });

  it("applies no radius when either side has no coordinates", () => {
    const far = candidate({ base: sacramento, radius_km: 1 });
    expect(kept(far)).toBe(false);
    expect(kept(far, { ...need, place: null })).toBe(true);
    expect(kept(candidate({ base: null, radius_km: 0 }))).toBe(true);
  });

  it("drops a member without any wanted cuisine; no cuisine named keeps every cuisine", () => {
    expect(kept(candidate({ cuisines: [3] }))).toBe(false);
    expect(kept(candidate({ cuisines: [] }))).toBe(false);
    expect(kept(candidate({ cuisines: [3] }), { ...need, cuisines: [2, 3] })).toBe(true);
    expect(kept(candidate({ cuisines: [] }), { ...need, cuisines: [] })).toBe(true);
  });

  it("drops a member whose lead time is not met, counting local dates; keeps it exactly met", () => {
    expect(daysBetween("2027-06-01", "2027-06-15")).toBe(14);
    expect(kept(candidate({ lead_days: 15 }))).toBe(false);
    expect(kept(candidate({ lead_days: 14 }))).toBe(true);
    // Across the spring daylight-saving change the count is still whole local days.
    expect(daysBetween("2027-03-13", "2027-03-15")).toBe(2);
    const march = { ...need, today: "2027-03-13", event_date: "2027-03-15" };
    expect(kept(candidate({ lead_days: 2 }), march)).toBe(true);
    expect(kept(candidate({ lead_days: 3 }), march)).toBe(false);
    // Same-day requests pass only a zero lead time.
    const sameDay = { ...need, today: "2027-06-15" };
    expect(kept(candidate({ lead_days: 0 }), sameDay)).toBe(true);
    expect(kept(candidate({ lead_days: 1 }), sameDay)).toBe(false);
  });

  it("drops a member with a stop overlapping the event; touching ends do not overlap", () => {
    const busy = (from: number, to: number) =>
      candidate({ busy: [{ starts_at: from, ends_at: to }] });
    expect(kept(busy(start - HOUR, start + HOUR))).toBe(false); // across the start
    expect(kept(busy(start + HOUR, start + 2 * HOUR))).toBe(false); // inside
    expect(kept(busy(start + 2 * HOUR, start + 5 * HOUR))).toBe(false); // across the end
    expect(kept(busy(start - HOUR, start + 4 * HOUR))).toBe(false); // around it
    expect(kept(busy(start - 2 * HOUR, start))).toBe(true); // ends as the event starts
    expect(kept(busy(start + 3 * HOUR, start + 5 * HOUR))).toBe(true); // starts as it ends
    expect(
      kept(
        candidate({
          busy: [
            { starts_at: start - 5 * HOUR, ends_at: start - 4 * HOUR },
            { starts_at: start + 2 * HOUR, ends_at: start + 4 * HOUR },
          ],
        }),
      ),
    ).toBe(false);
  });
});

describe("matchCaterers: score", () => {
  const scoreOf = (c: CateringCandidate, n: CateringNeed = need) =>
    matchCaterers(n, [c], 1)[0]?.score;

  it("gives 100 to a perfect fit: every wanted cuisine, at the place, mid-range, 14 days' slack", () => {
    const perfect = candidate({ base: civic, lead_days: 0, min_guests: 50, max_guests: 150 });
    expect(scoreOf(perfect)).toBe(100);
    expect(matchCaterers(need, [perfect], 1)[0].distance_km).toBe(0);
  });

  it("adds cuisine share (40), distance (30), capacity (20) and lead slack (10)", () => {
    const base = { base: civic, lead_days: 0, min_guests: 50, max_guests: 150 };
    // Half the wanted cuisines: 20 of 40.
    expect(scoreOf(candidate({ ...base, cuisines: [1] }), { ...need, cuisines: [1, 2] })).toBe(80);
    // Half the radius away: 15 of 30.
    const d = distanceKm(oakland, civic);
    expect(scoreOf(candidate({ ...base, base: oakland, radius_km: 2 * d }))).toBe(85);
    // Unknown distance: 15.
    expect(scoreOf(candidate({ ...base, base: null }))).toBe(85);
    // The guest count at the range's end: 10 of 20; an eighth in: 15.
    expect(scoreOf(candidate({ ...base, min_guests: 100, max_guests: 300 }))).toBe(90);
    expect(scoreOf(candidate({ ...base, min_guests: 75, max_guests: 275 }))).toBe(95);
    // Seven days beyond the lead time: 5 of 10; none: 0.
    expect(scoreOf(candidate({ ...base, lead_days: 7 }))).toBe(95);
    expect(scoreOf(candidate({ ...base, lead_days: 14 }))).toBe(90);
  });

  it("rounds the score to one decimal and the distance to 0.1 km", () => {
    const [m] = matchCaterers(need, [candidate({ lead_days: 4 })], 1);
    expect(m.score * 10).toBe(Math.round(m.score * 10));
    expect(m.distance_km).toBe(Math.round(distanceKm(oakland, civic) * 10) / 10);
    expect(m.score).toBeGreaterThan(0);
    expect(m.score).toBeLessThan(100);
  });
});

describe("matchCaterers: ranking", () => {
  it("orders by score, best first", () => {
    const best = candidate({ base: civic, lead_days: 0 });
    const middle = candidate({ lead_days: 7 });
    const worst = candidate({ lead_days: 14, max_guests: 100 });
    const ranked = matchCaterers(need, [worst, best, middle], 5);
    expect(ids(ranked)).toEqual([best.member_id, middle.member_id, worst.member_id]);
    expect(ranked[0].score).toBeGreaterThan(ranked[1].score);
    expect(ranked[1].score).toBeGreaterThan(ranked[2].score);
  });

  it("breaks a score tie by distance (unknown last), then title, then id", () => {
    // Equal scores: each known base has the place at half its radius (15 of 30), like an
    // unknown distance (15).
    const dNear = distanceKm(oakland, civic);
    const dFar = distanceKm(sacramento, civic);
    const near = candidate({ title: "Zed", base: oakland, radius_km: 2 * dNear });
    const far = candidate({ title: "Abe", base: sacramento, radius_km: 2 * dFar });
    const ann = candidate({ title: "Ann", base: null });
    const bob = candidate({ title: "Bob", base: null });
    const bobTwin = candidate({ title: "Bob", base: null });
    const ranked = matchCaterers(need, [bobTwin, far, bob, ann, near], 10);
    expect(new Set(ranked.map((m) => m.score))).toEqual(new Set([80]));
    expect(ids(ranked)).toEqual([
      near.member_id,
      far.member_id,
      ann.member_id,
      bob.member_id,
      bobTwin.member_id,
    ]);
  });

  it("keeps only the best `limit`", () => {
    const list = [14, 0, 3, 7].map((lead) => candidate({ lead_days: lead }));
    const all = matchCaterers(need, list, 10);
    expect(ids(all)).toEqual([list[1], list[2], list[3], list[0]].map((c) => c.member_id));
    expect(matchCaterers(need, list, 2)).toEqual(all.slice(0, 2));
    expect(matchCaterers(need, list, 0)).toEqual([]);
  });

  it("works when nothing has coordinates", () => {
    const a = candidate({ title: "A", base: null });
    const b = candidate({ title: "B", base: sacramento, radius_km: 0 });
    const ranked = matchCaterers({ ...need, place: null }, [b, a], 5);
    expect(ids(ranked)).toEqual([a.member_id, b.member_id]);
    expect(ranked.map((m) => m.distance_km)).toEqual([null, null]);
    expect(ranked[0].score).toBe(ranked[1].score);
  });

  it("returns nothing when no candidate passes", () => {
    expect(
      matchCaterers(need, [candidate({ offers: false }), candidate({ cuisines: [] })], 5),
    ).toEqual([]);
    expect(matchCaterers(need, [], 5)).toEqual([]);
  });
});
