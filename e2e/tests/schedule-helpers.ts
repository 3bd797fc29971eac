import { expect, type Page } from "@playwright/test";
import { apiCall } from "./helpers.ts";

/** Dates of the panel's schedule specs: every date lies in next week (Monday first, UTC). */

export const DAY = 86_400_000;
export const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const now = new Date();
export const todayUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
export const nextMonday = todayUtc - ((now.getUTCDay() + 6) % 7) * DAY + 7 * DAY;

type Member = { id: number; attributes: { title: string } };
type Schedule = { data: { stops: { id: number }[] } };

/** A published demo member with no stops in the next 60 days (the demo leaves some without). */
export async function memberWithoutStops(token: string, skip: number[] = []): Promise<Member> {
  const members = await apiCall<{ data: Member[] }>(
    "GET",
    "/api/posts/by-type?type=2&status=2&limit=100&sortBy=position",
    { token },
  );
  const window = `from=${iso(todayUtc)}&to=${iso(todayUtc + 60 * DAY)}`;
  for (const m of members.body.data) {
    if (skip.includes(m.id) || !m.attributes.title) continue;
    const s = await apiCall<Schedule>("GET", `/api/stops/schedule?member_id=${m.id}&${window}`, {
      token,
    });
    if (s.body.data.stops.length === 0) return m;
  }
  throw new Error("no demo member without stops");
}

/** Deletes every stop of `memberId` (a spec's clean-up). */
export async function deleteStopsOf(token: string, memberId: number) {
  const s = await apiCall<Schedule>("GET", `/api/stops/schedule?member_id=${memberId}`, { token });
  for (const stop of s.body.data.stops) {
    await apiCall("DELETE", `/api/stops/${stop.id}`, { token });
  }
}

/** Shows next week in the calendar (it opens on the current one). */
export async function nextWeek(page: Page) {
  await page.locator(".fc-next-button").click();
  await expect(page.locator(".fc-toolbar-title")).toContainText(
    String(new Date(nextMonday + DAY).getUTCFullYear()),
  );
}

/** Milliseconds the zone's clock is ahead of UTC at the instant `ms`. */
function offsetAt(ms: number, timeZone: string): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(ms)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - (ms - (ms % 1000));
}

/** The instant the zone's clock reads `wall` (`2027-06-05T17:19`; not in a DST gap). */
export function instantOf(wall: string, timeZone: string): number {
  const face = Date.parse(`${wall}:00Z`);
  return face - offsetAt(face - offsetAt(face, timeZone), timeZone);
}

/** The zone's date `YYYY-MM-DD` at the instant `ms`. */
export function zoneDate(ms: number, timeZone: string): string {
  return iso(ms + offsetAt(ms, timeZone));
}
