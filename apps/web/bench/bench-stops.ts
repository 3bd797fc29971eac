import type { Location, Post, Stop, StopInput } from "@fooddir/contract";
import { apiJson, mapLimit } from "./lib.ts";

const API_HOST = "api.localhost";
const DAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
const pad = (n: number) => String(n).padStart(2, "0");

/** A few places around San Francisco's Civic Center, as the demo's. */
function placeOf(n: number) {
  return {
    name: `Bench Lot ${n}`,
    address: `${100 + n} Market Street, San Francisco`,
    lat: 37.77 + ((n * 37) % 100) / 2000,
    lng: -122.42 + ((n * 53) % 100) / 2000,
  };
}

/**
 * One weekly series per call, spread over the members, the places and the day: 1-3 weekdays,
 * starting 06:00-22:00 for 2-5 hours (every 10th crosses midnight), begun a week ago and
 * endless, so every window of the bench expands the whole rule.
 */
function stopOf(n: number, memberIds: number[], placeIds: number[], today: string): StopInput {
  const start = 6 + (n % 17);
  const hours = n % 10 === 0 ? 5 : 2 + (n % 4);
  const days = DAYS.filter((_, d) => (n + d * 3) % 7 < 1 + (n % 3));
  const first = new Date(`${today}T00:00:00Z`);
  first.setUTCDate(first.getUTCDate() - 7);
  const date = first.toISOString().slice(0, 10);
  const end = new Date(`${date}T${pad(start)}:00:00Z`);
  end.setUTCHours(end.getUTCHours() + hours);
  return {
    member_id: memberIds[n % memberIds.length] as number,
    location_id: placeIds[n % placeIds.length] as number,
    starts_at: `${date}T${pad(start)}:00`,
    ends_at: end.toISOString().slice(0, 16),
    rrule: `FREQ=WEEKLY;BYDAY=${(days.length > 0 ? days : ["MO"]).join(",")}`,
  };
}

/**
 * Adds `count` recurring stops through the API (4 at a time) over the published members and
 * 20 new places; returns how many stops the domain's schedule has for the next 7 days.
 */
export async function addStops(port: number, token: string, count: number, today: string) {
  const call = <T>(method: string, path: string, body?: unknown) =>
    apiJson<T>({ port, host: API_HOST, method, path, token, body });
  const members = await call<{ data: Post[] }>("GET", "/api/posts/by-type?type=2&limit=500");
  const memberIds = members.data.map((m) => m.id);
  const places = await mapLimit(
    Array.from({ length: 20 }, (_, i) => i + 1),
    4,
    async (n) => (await call<{ data: Location }>("POST", "/api/locations", placeOf(n))).data.id,
  );
  await mapLimit(
    Array.from({ length: count }, (_, i) => i),
    4,
    (n) => call<{ data: Stop }>("POST", "/api/stops", stopOf(n, memberIds, places, today)),
  );
  const week = await call<{ data: { occurrences: unknown[]; stops: unknown[] } }>(
    "GET",
    "/api/stops/schedule",
  );
  return { stops: week.data.stops.length, occurrences: week.data.occurrences.length };
}
