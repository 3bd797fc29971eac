import { expect, test } from "@playwright/test";
import { abortOtherOrigins, cards, todayMap } from "./today-map-helpers.ts";

/**
 * Issue 38 point 9: on /today's map at 375 px, trucks at one place share a marker showing how
 * many stops are there; clicking it lists every one of them (linked to its page), and the popup
 * lies inside the map, its title not under the zoom control. Tab leaves the map: it traps no
 * keyboard focus.
 */

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("a grouped marker lists all its trucks in a popup that fits the map at 375 px", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await abortOtherOrigins(page);
  expect((await page.goto("/today"))?.status()).toBe(200);
  const map = todayMap(page);
  await expect(map).toBeVisible();

  // The demo parks several trucks at some places: one marker each, carrying their number
  // (a marker of nearby places is named "... places nearby", not "...: N stops").
  const group = map.locator('.today-map__pin--group[aria-label$=" stops"]').first();
  await expect(group).toBeVisible();
  const count = Number(await group.textContent());
  expect(count).toBeGreaterThan(1);
  const label = (await group.getAttribute("aria-label")) ?? "";
  expect(label).toMatch(new RegExp(`: ${count} stops$`));
  const place = label.slice(0, label.lastIndexOf(": "));
  // The list's cards at that place: what the popup must list.
  const names = await cards(page).evaluateAll(
    (items, where) =>
      items
        .filter(
          (li) =>
            li.querySelector(".stop-card__place")?.textContent?.replace(/\s+/g, " ").trim() ===
            where,
        )
        .map((li) => li.querySelector(".stop-card__name a")?.textContent?.trim() ?? ""),
    place,
  );
  expect(names).toHaveLength(count);

  await group.click();
  const popup = map.locator(".leaflet-popup");
  await expect(popup).toBeVisible();
  await expect(popup.locator(".today-map__popup-place")).toHaveText(place);
  await expect(popup.locator(".today-map__popup-list > li")).toHaveCount(count);
  for (const name of new Set(names)) {
    await expect(popup.getByRole("link", { name, exact: true }).first()).toBeVisible();
  }

  // Once the map has panned to it, the popup lies inside the map, its title clear of the zoom
  // control (top left).
  const boxOf = async (locator: ReturnType<typeof map.locator>) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error("no box");
    return found;
  };
  const box = (selector: string) => boxOf(map.locator(selector));
  await expect
    .poll(async () => inside(await box(".leaflet-popup-content-wrapper"), await boxOf(map)))
    .toBe(true);
  const zoom = await box(".leaflet-control-zoom");
  expect(overlap(await box(".today-map__popup-place"), zoom)).toBe(false);
  expect(overlap(await box(".leaflet-popup-content-wrapper"), zoom)).toBe(false);

  // Keyboard: from the marker, Tab reaches the page after the map (no trap).
  await group.focus();
  let left = false;
  for (let i = 0; i < 60 && !left; i++) {
    await page.keyboard.press("Tab");
    left = await map.evaluate((el) => !el.contains(document.activeElement));
  }
  expect(left).toBe(true);
  await context.close();
});
