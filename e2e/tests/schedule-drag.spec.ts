import { addDays, dateOf, instantIn, weekdayOf, zoneDate } from "@fooddir/contract";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { apiCall, apiToken, EDITOR, signIn } from "./helpers.ts";
import { DAY, deleteStopsOf, memberWithOneStop, nextMonday } from "./schedule-helpers.ts";

/**
 * Issue 38 points 3 and 4, which only a browser shows. A stop dragged straight across the week
 * keeps its times, wherever it is grabbed (it used to land 15 minutes later); and the week's
 * "today", its now line and the phone's Day view follow the domain's clock, in a browser in Los
 * Angeles on a Saturday evening, when UTC is already Sunday.
 */

let token = "";
let memberId = 0;
let stopId = 0;

test.beforeAll(async () => {
  token = await apiToken();
  const made = await memberWithOneStop(token, { day: nextMonday, from: "11:00", to: "14:00" });
  memberId = made.member.id;
  stopId = made.stopId;
});

test.afterAll(async () => {
  if (memberId) await deleteStopsOf(token, memberId);
});

/**
 * Where an element is drawn. After a drop the calendar draws the moved event again when the
 * week's stops come back: an element found a moment before may be gone (no box) for a moment.
 */
async function boxOf(locator: Locator) {
  type Box = NonNullable<Awaited<ReturnType<Locator["boundingBox"]>>>;
  const found: { box?: Box } = {};
  await expect
    .poll(async () => (found.box = (await locator.boundingBox()) ?? undefined), {
      message: "the calendar is drawn",
    })
    .toBeDefined();
  return found.box as Box;
}

/** The stop's event in the column of `day`. */
const eventOn = (page: Page, day: number) =>
  page.locator(`td.fc-timegrid-col[data-date="${dateOf(day)}"] .fc-event`);

test("a stop dragged one day across keeps 11:00-14:00, wherever it is grabbed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, EDITOR);
  await page.goto(`/panel/schedule?member=${memberId}&date=${dateOf(nextMonday)}`);
  await expect(eventOn(page, nextMonday)).toContainText("11:00 - 14:00");

  // Grabbed near its top (the first quarter hour, where it slipped), its middle, its bottom.
  const grabs: ((height: number) => number)[] = [() => 6, (h) => h / 2, (h) => h - 12];
  for (const [i, grab] of grabs.entries()) {
    const from = nextMonday + i * DAY;
    const to = from + DAY;
    const event = eventOn(page, from);
    await event.evaluate((el) => el.scrollIntoView({ block: "center" }));
    const box = await boxOf(event);
    const target = await boxOf(page.locator(`td.fc-timegrid-col[data-date="${dateOf(to)}"]`));
    const x = box.x + box.width / 2;
    const y = box.y + grab(box.height);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/stops/${stopId}`) && r.request().method() === "PUT",
    );
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 12, y, { steps: 3 });
    await page.mouse.move(target.x + target.width / 2, y, { steps: 10 });
    await page.mouse.up();
    const response = await saved;
    expect(response.ok()).toBe(true);
    expect(response.request().postDataJSON()).toMatchObject({
      starts_at: `${dateOf(to)}T11:00`,
      ends_at: `${dateOf(to)}T14:00`,
    });
    await expect(eventOn(page, to)).toContainText("11:00 - 14:00");
  }

  await page.reload();
  await expect(eventOn(page, nextMonday + 3 * DAY)).toContainText("11:00 - 14:00");
  const stored = await apiCall<{ data: { starts_at: string; ends_at: string } }>(
    "GET",
    `/api/stops/${stopId}`,
    { token },
  );
  expect(stored.body.data).toMatchObject({
    starts_at: `${dateOf(nextMonday + 3 * DAY)}T11:00`,
    ends_at: `${dateOf(nextMonday + 3 * DAY)}T14:00`,
  });
});

test.describe("the week's today in Los Angeles on a Saturday evening", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  /** The last Saturday 17:19 on the domain's clock (the demo's zone is Los Angeles). */
  async function saturdayEvening(): Promise<{ at: number; date: string }> {
    const options = await apiCall<{ data: { timezone?: string } }>("GET", "/api/domain-options");
    const zone = options.body.data.timezone || "UTC";
    const today = zoneDate(Date.now(), zone);
    let date = addDays(today, -((weekdayOf(today) + 1) % 7));
    if (instantIn(`${date}T17:19`, zone) > Date.now()) date = addDays(date, -7);
    return { at: instantIn(`${date}T17:19`, zone), date };
  }

  test("highlights Saturday, draws the now line in it, and the Day view opens on it", async ({
    page,
  }) => {
    const saturday = await saturdayEvening();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, EDITOR);
    await page.clock.setFixedTime(saturday.at);
    await page.goto("/panel/schedule");
    const today = page.locator(".fc-col-header-cell.fc-day-today");
    await expect(today).toHaveAttribute("data-date", saturday.date);
    await expect(
      page.locator(
        `td.fc-timegrid-col[data-date="${saturday.date}"] .fc-timegrid-now-indicator-line`,
      ),
    ).toHaveCount(1);

    // A phone: one day, today's.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/panel/schedule");
    await expect(page.locator(".fc-timeGridDay-view")).toBeVisible();
    await expect(page.locator(".fc-col-header-cell")).toHaveAttribute("data-date", saturday.date);
  });
});
