import { dateOf } from "@fooddir/contract";
import { expect, type Page } from "@playwright/test";
import { apiCall } from "./helpers.ts";

/** Dates of the panel's schedule specs: every date lies in next week (Monday first, UTC). */

export const DAY = 86_400_000;

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
  const window = `from=${dateOf(todayUtc)}&to=${dateOf(todayUtc + 60 * DAY)}`;
  for (const m of members.body.data) {
    if (skip.includes(m.id) || !m.attributes.title) continue;
    const s = await apiCall<Schedule>("GET", `/api/stops/schedule?member_id=${m.id}&${window}`, {
      token,
    });
    if (s.body.data.stops.length === 0) return m;
  }
  throw new Error("no demo member without stops");
}

/**
 * A demo member without stops (`memberWithoutStops`) given one stop at the Ferry Building on
 * `day` (UTC ms) from `from` to `to` ("HH:MM"): the stop a schedule spec drags.
 */
export async function memberWithOneStop(
  token: string,
  stop: { day: number; from: string; to: string },
): Promise<{ member: Member; stopId: number }> {
  const member = await memberWithoutStops(token);
  const ferry = await apiCall<{ data: { id: number }[] }>(
    "GET",
    "/api/locations?search=Ferry%20Building",
    { token },
  );
  const made = await apiCall<{ data: { id: number } }>("POST", "/api/stops", {
    token,
    body: {
      member_id: member.id,
      location_id: ferry.body.data[0].id,
      starts_at: `${dateOf(stop.day)}T${stop.from}`,
      ends_at: `${dateOf(stop.day)}T${stop.to}`,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { member, stopId: made.body.data.id };
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
