import { distance } from "@turf/distance";

/**
 * Matching of a catering request to the domain's members (contract.md "Catering requests that
 * reach the right trucks", issue 23 point 2). Pure: no database, no clock; `today` and the
 * event's instants are given.
 *
 * Hard filters (a member failing any one is never asked):
 * - it offers catering;
 * - min_guests <= guests <= max_guests;
 * - radius: when both the place and the member's base have coordinates, the great-circle
 *   distance (haversine, kilometres) is at most radius_km; without either, no radius filter;
 * - cuisine: when the request names cuisines, the member carries at least one of them;
 * - lead time: the whole days from `today` to `event_date` (local dates of the domain's zone,
 *   not instants) are at least lead_days;
 * - no `busy` interval (a stop occurrence) overlaps the event [starts_at, ends_at); a stop that
 *   ends exactly when the event starts, or starts exactly when it ends, does not overlap.
 *
 * Score, 0-100 with one decimal, the sum of four parts:
 * - cuisine fit, up to 40: 40 x the share of the wanted cuisines the member carries; 40 when
 *   the request names none;
 * - distance, up to 30: 30 x (1 - distance / radius); 15 when the distance is unknown (either
 *   side has no coordinates); 30 for a radius of 0 at distance 0;
 * - capacity fit, up to 20: 20 when the guest count lies in the middle half of the member's
 *   [min, max] range (or min = max), falling linearly to 10 at either end of the range;
 * - lead slack, up to 10: 10 x (days beyond the lead time, at most 14) / 14.
 *
 * Ranking: score descending, then distance ascending (unknown last), then title
 * (localeCompare), then member id; the best `limit` are kept.
 */

export type CateringCandidate = {
  member_id: number;
  title: string;
  offers: boolean;
  min_guests: number;
  max_guests: number;
  radius_km: number;
  base: { lat: number; lng: number } | null;
  lead_days: number;
  cuisines: number[];
  /** Epoch ms of the member's stop occurrences near the event. */
  busy: { starts_at: number; ends_at: number }[];
};

export type CateringNeed = {
  /** Epoch ms. */
  starts_at: number;
  ends_at: number;
  /** Local dates YYYY-MM-DD in the domain zone. */
  event_date: string;
  today: string;
  guests: number;
  place: { lat: number; lng: number } | null;
  cuisines: number[];
};

export type RankedCaterer = {
  member_id: number;
  /** 0-100, 1 decimal. */
  score: number;
  distance_km: number | null;
};

/** The parts of the score (their sum is 100). */
export const SCORE_WEIGHTS = { cuisine: 40, distance: 30, capacity: 20, lead: 10 } as const;
/** Days beyond the lead time that earn the full lead-slack part. */
export const FULL_SLACK_DAYS = 14;

const DAY_MS = 86_400_000;

/** Whole days from one local date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  return distance([a.lng, a.lat], [b.lng, b.lat], { units: "kilometers" });
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function cuisineFit(need: CateringNeed, c: CateringCandidate): number {
  if (need.cuisines.length === 0) return SCORE_WEIGHTS.cuisine;
  const carried = new Set(c.cuisines);
  const covered = need.cuisines.filter((id) => carried.has(id)).length;
  return (SCORE_WEIGHTS.cuisine * covered) / need.cuisines.length;
}

function distanceFit(km: number | null, radius: number): number {
  if (km === null) return SCORE_WEIGHTS.distance / 2;
  if (radius <= 0) return SCORE_WEIGHTS.distance;
  return SCORE_WEIGHTS.distance * Math.max(0, 1 - km / radius);
}

function capacityFit(guests: number, min: number, max: number): number {
  if (max <= min) return SCORE_WEIGHTS.capacity;
  const p = (guests - min) / (max - min);
  if (p >= 0.25 && p <= 0.75) return SCORE_WEIGHTS.capacity;
  const towardMiddle = p < 0.25 ? p / 0.25 : (1 - p) / 0.25;
  const half = SCORE_WEIGHTS.capacity / 2;
  return half + half * towardMiddle;
}

function leadFit(slackDays: number): number {
  return (SCORE_WEIGHTS.lead * Math.min(slackDays, FULL_SLACK_DAYS)) / FULL_SLACK_DAYS;
}

type Scored = RankedCaterer & { title: string; exactKm: number | null };

/** The candidates that pass every hard filter, scored and ranked; the best `limit` of them. */
export function matchCaterers(
  need: CateringNeed,
  candidates: CateringCandidate[],
  limit: number,
): RankedCaterer[] {
  if (limit <= 0) return [];
  const leadDays = daysBetween(need.today, need.event_date);
  const wanted = new Set(need.cuisines);
  const scored: Scored[] = [];
  for (const c of candidates) {
    if (!c.offers) continue;
    if (need.guests < c.min_guests || need.guests > c.max_guests) continue;
    const km = need.place && c.base ? distanceKm(c.base, need.place) : null;
    if (km !== null && km > c.radius_km) continue;
    if (wanted.size > 0 && !c.cuisines.some((id) => wanted.has(id))) continue;
    if (leadDays < c.lead_days) continue;
    if (c.busy.some((b) => b.starts_at < need.ends_at && b.ends_at > need.starts_at)) continue;
    const score =
      cuisineFit(need, c) +
      distanceFit(km, c.radius_km) +
      capacityFit(need.guests, c.min_guests, c.max_guests) +
      leadFit(leadDays - c.lead_days);
    scored.push({
      member_id: c.member_id,
      score: round1(score),
      distance_km: km === null ? null : round1(km),
      title: c.title,
      exactKm: km,
    });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      (a.exactKm ?? Number.POSITIVE_INFINITY) - (b.exactKm ?? Number.POSITIVE_INFINITY) ||
      a.title.localeCompare(b.title) ||
      a.member_id - b.member_id,
  );
  return scored
    .slice(0, limit)
    .map(({ member_id, score, distance_km }) => ({ member_id, score, distance_km }));
}
