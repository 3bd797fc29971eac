import { Temporal } from "@fooddir/contract";
import type { Db } from "../db/client.ts";
import { locations, stops } from "../db/schema.ts";
import { formatRrule, type StopRule, type Weekday } from "../features/stops/occurrences.ts";
import { lastDateOf } from "../features/stops/stop-rules.ts";

/**
 * The demo's saved locations and members' recurring stops (issue 22 point 7), placed relative to
 * the seed's "now" in the domain's zone, so "where the trucks are today" always has something to
 * show whenever the demo starts: every series' first start lies in the week before the seed
 * day, most never end. Five daily stops chain around the clock (06:30-11:30, 11:00-16:00,
 * 15:30-21:30, 21:00-07:00 and 23:00-03:00, each overlapping the next), so at any time of any
 * day at least one truck is open and, until 23:00, another opens later the same day; the other
 * members get weekday lunches, evening markets, weekend brunches and Friday/Saturday late
 * nights, a few with COUNT or UNTIL and one market with a cancelled date. Deterministic for a
 * given "now": everything derives from the member's index.
 */

/** What a place is good for; a stop picks its place among those of its kind. */
type PlaceKind = "lunch" | "market" | "night" | "park";
type Place = { name: string; address: string; lat: number; lng: number; kind: PlaceKind };

const BAY_PLACES: Place[] = [
  {
    name: "Civic Center Plaza",
    address: "355 McAllister St, San Francisco, CA 94102",
    lat: 37.7793,
    lng: -122.4193,
    kind: "lunch",
  },
  {
    name: "Ferry Building Plaza",
    address: "1 Ferry Building, San Francisco, CA 94111",
    lat: 37.7955,
    lng: -122.3937,
    kind: "lunch",
  },
  {
    name: "Salesforce Park",
    address: "425 Mission St, San Francisco, CA 94105",
    lat: 37.7897,
    lng: -122.3964,
    kind: "lunch",
  },
  {
    name: "Oakland Frank Ogawa Plaza",
    address: "1 Frank H Ogawa Plaza, Oakland, CA 94612",
    lat: 37.8053,
    lng: -122.2724,
    kind: "lunch",
  },
  {
    name: "Fort Mason Center",
    address: "2 Marina Blvd, San Francisco, CA 94123",
    lat: 37.8065,
    lng: -122.4316,
    kind: "market",
  },
  {
    name: "Jack London Square",
    address: "472 Water St, Oakland, CA 94607",
    lat: 37.7946,
    lng: -122.2776,
    kind: "market",
  },
  {
    name: "Dolores Park",
    address: "19th St & Dolores St, San Francisco, CA 94114",
    lat: 37.7596,
    lng: -122.4269,
    kind: "park",
  },
  {
    name: "Oakland Lake Merritt Pergola",
    address: "599 El Embarcadero, Oakland, CA 94610",
    lat: 37.8087,
    lng: -122.25,
    kind: "park",
  },
  {
    name: "Mission & 16th St Plaza",
    address: "2000 Mission St, San Francisco, CA 94110",
    lat: 37.765,
    lng: -122.4196,
    kind: "night",
  },
  {
    name: "SF General Hospital, Potrero Ave",
    address: "1001 Potrero Ave, San Francisco, CA 94110",
    lat: 37.7557,
    lng: -122.4048,
    kind: "night",
  },
];

const RIVERSIDE_PLACES: Place[] = [
  {
    name: "Capitol Park West Steps",
    address: "1315 10th Street, Riverside",
    lat: 38.5766,
    lng: -121.4934,
    kind: "lunch",
  },
  {
    name: "Cesar Chavez Plaza",
    address: "910 I Street, Riverside",
    lat: 38.5796,
    lng: -121.492,
    kind: "lunch",
  },
  {
    name: "Northgate Business Park Commons",
    address: "2100 Northgate Boulevard, Riverside",
    lat: 38.618,
    lng: -121.483,
    kind: "lunch",
  },
  {
    name: "Market Street Plaza",
    address: "22 Market Street, Riverside",
    lat: 38.581,
    lng: -121.495,
    kind: "market",
  },
  {
    name: "Midtown Farmers Market",
    address: "20th & J Streets, Riverside",
    lat: 38.5747,
    lng: -121.48,
    kind: "market",
  },
  {
    name: "Riverfront Promenade",
    address: "1000 Front Street, Riverside",
    lat: 38.5847,
    lng: -121.5056,
    kind: "park",
  },
  {
    name: "Land Park Picnic Grove",
    address: "3800 Land Park Drive, Riverside",
    lat: 38.5404,
    lng: -121.499,
    kind: "park",
  },
  {
    name: "Railyards Park",
    address: "401 Railyards Boulevard, Riverside",
    lat: 38.588,
    lng: -121.499,
    kind: "park",
  },
  {
    name: "Tower Bridge Gateway",
    address: "300 Tower Bridge Gateway, Riverside",
    lat: 38.5806,
    lng: -121.5082,
    kind: "night",
  },
  {
    name: "Riverside General Hospital",
    address: "2825 Capitol Avenue, Riverside",
    lat: 38.5718,
    lng: -121.4732,
    kind: "night",
  },
];

/** The saved places of each demo domain, by host. */
export const DEMO_PLACES: Record<string, Place[]> = {
  localhost: BAY_PLACES,
  "catering.localhost": RIVERSIDE_PLACES,
};

/**
 * A stop of a member: wall-clock times "HH:MM" (an end at or before the start is the next
 * day's), its rule (no rule: every day), the kind of place, and optional extras.
 */
type Plan = {
  start: string;
  end: string;
  byDay?: Weekday[];
  count?: number;
  /** UNTIL this many days after the seed day. */
  untilDays?: number;
  place: PlaceKind;
  /** Which place of its kind (default: one derived from the member's index). */
  at?: number;
  note?: string;
  /** Cancels the first occurrence at least two days after the seed day. */
  cancelOne?: boolean;
};

const WEEKDAY_CODES: Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/**
 * The daily stops that keep something open around the clock, by member index (night places:
 * the first is a late-night spot, the second a hospital).
 */
const AROUND_THE_CLOCK: Record<number, Plan> = {
  0: {
    start: "23:00",
    end: "03:00",
    place: "night",
    at: 0,
    note: "Late-night window",
  },
  2: { start: "21:00", end: "07:00", place: "night", at: 1, note: "Night-shift meals, all night" },
  4: { start: "15:30", end: "21:30", place: "park" },
  9: { start: "06:30", end: "11:30", place: "lunch", note: "Breakfast and coffee" },
  12: { start: "11:00", end: "16:00", place: "lunch" },
};

const LUNCH = { start: "11:00", end: "14:00", place: "lunch" } as const;
const MARKET = { start: "17:00", end: "21:00", place: "market", note: "Evening market" } as const;

/** A member's stops: 1-3 by the member's index among the domain's published members. */
function plansOf(index: number): Plan[] {
  const daily = AROUND_THE_CLOCK[index];
  if (index === 0 && daily) return [daily, { ...LUNCH, byDay: ["MO", "WE", "FR"] }];
  if (daily) return [daily];
  if (index % 8 === 7) return []; // Not every member has stops.
  const marketDay = WEEKDAY_CODES[index % 7];
  switch (index % 6) {
    case 0:
      return [
        { ...LUNCH, byDay: ["MO", "WE", "FR"] },
        { ...MARKET, byDay: [marketDay] },
      ];
    case 1:
      return [
        { ...LUNCH, byDay: ["TU", "TH"] },
        {
          start: "10:00",
          end: "14:00",
          byDay: ["SA", "SU"],
          place: "park",
          note: "Weekend brunch",
        },
      ];
    case 2:
      return [
        {
          start: "11:30",
          end: "14:00",
          byDay: ["MO", "TU", "WE", "TH", "FR"],
          place: "lunch",
          untilDays: 120,
        },
        { start: "22:00", end: "02:00", byDay: ["FR", "SA"], place: "night", note: "Late night" },
      ];
    case 3:
      return [
        { ...LUNCH, byDay: ["MO", "TU", "WE", "TH"] },
        { ...MARKET, byDay: [marketDay], cancelOne: index === 3 },
        {
          start: "12:00",
          end: "16:00",
          byDay: ["SA"],
          place: "park",
          count: 10,
          note: "Winter pop-up",
        },
      ];
    case 4:
      return [
        { ...LUNCH, byDay: ["WE", "FR"] },
        { ...MARKET, byDay: [marketDay] },
      ];
    default:
      return [
        { ...LUNCH, byDay: ["TU", "TH", "FR"] },
        {
          start: "11:00",
          end: "15:00",
          byDay: ["SU"],
          place: "market",
          count: 8,
          note: "Sunday market",
        },
      ];
  }
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const wall = (date: Temporal.PlainDate, hhmm: string) => `${date.toString()}T${hhmm}`;
const weekdayOf = (date: Temporal.PlainDate) => WEEKDAY_CODES[date.dayOfWeek - 1];

/**
 * Saves the domain's demo places and its published members' stops (`memberIds` in the members'
 * order), relative to `now` in `timeZone`. Returns how many stops it wrote.
 */
export async function seedDemoStops(
  db: Db,
  domain: { id: number; host: string; timeZone: string },
  memberIds: number[],
  now: number,
): Promise<number> {
  const places = DEMO_PLACES[domain.host] ?? BAY_PLACES;
  const saved = await db
    .insert(locations)
    .values(
      places.map(({ kind: _kind, ...place }) => ({
        domain_id: domain.id,
        ...place,
        created_at: new Date(now),
        updated_at: new Date(now),
      })),
    )
    .returning({ id: locations.id });
  const placeOf = (kind: PlaceKind, index: number) => {
    const ids = saved.filter((_, i) => places[i].kind === kind).map((p) => p.id);
    return ids[index % ids.length];
  };

  const today = Temporal.Instant.fromEpochMilliseconds(now)
    .toZonedDateTimeISO(domain.timeZone)
    .toPlainDate();
  const rows: (typeof stops.$inferInsert)[] = [];
  memberIds.forEach((memberId, index) => {
    for (const [k, plan] of plansOf(index).entries()) {
      // The first start: a day of the rule in the week before today (daily: 1 to 6 days ago).
      const candidates = [7, 6, 5, 4, 3, 2, 1].map((days) => today.subtract({ days }));
      const first = plan.byDay
        ? (candidates.find((d) => plan.byDay?.includes(weekdayOf(d))) as Temporal.PlainDate)
        : today.subtract({ days: 1 + (index % 6) });
      const endDays = minutesOf(plan.end) <= minutesOf(plan.start) ? 1 : 0;
      const rule: StopRule = plan.byDay
        ? { freq: "WEEKLY", interval: 1, byDay: plan.byDay }
        : { freq: "DAILY", interval: 1 };
      if (plan.count) rule.count = plan.count;
      if (plan.untilDays) {
        rule.until = { kind: "date", date: today.add({ days: plan.untilDays }).toString() };
      }
      let exdates: string[] = [];
      if (plan.cancelOne) {
        const later = [2, 3, 4, 5, 6, 7, 8].map((days) => today.add({ days }));
        const cancelled = later.find((d) => plan.byDay?.includes(weekdayOf(d)));
        if (cancelled) exdates = [cancelled.toString()];
      }
      const starts = wall(first, plan.start);
      const ends = wall(first.add({ days: endDays }), plan.end);
      rows.push({
        domain_id: domain.id,
        member_id: memberId,
        location_id: placeOf(plan.place, plan.at ?? index + Math.floor(index / 6) + k),
        starts_at: starts,
        ends_at: ends,
        rrule: formatRrule(rule),
        exdates,
        note: plan.note ?? "",
        first_date: first.toString(),
        last_date: lastDateOf(starts, ends, rule),
        created_at: new Date(now),
        updated_at: new Date(now),
      });
    }
  });
  if (rows.length > 0) await db.insert(stops).values(rows);
  return rows.length;
}
