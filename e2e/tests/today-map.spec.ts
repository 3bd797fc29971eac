import { expect, type Page, test } from "@playwright/test";
import { lightAndDark } from "./axe.ts";
import { abortOtherOrigins, cards, todayMap } from "./today-map-helpers.ts";

/**
 * /today's map and "Near me" (issue 22 points 1 and 4, decision 023), on the demo's stops in one
 * page load: with every tile request aborted (as in CI, and as a site without tiles) the map
 * shows one marker per place of the list (issue 38: trucks at one place share it) and a
 * marker's popup names the place and its trucks with their hours; at 375 px with the browser's position next to one demo place, "Near me" puts that
 * place's stop first in its group, shows each stop's distance and says so in a live region;
 * axe finds nothing with the map loaded, light and dark. Screenshots at 375 and 1280 px.
 */

/** The distances (km) of a group's cards in their order, from their "… away" lines. */
async function groupDistances(page: Page, heading: RegExp): Promise<number[]> {
  const lines = await page
    .getByRole("region", { name: heading })
    .locator(".stop-card__distance")
    .allTextContents();
  return lines.map((line) => {
    const [, value, unit] = /^([\d.]+) (m|km) away$/.exec(line.trim()) ?? [];
    expect(value, line).toBeTruthy();
    return unit === "m" ? Number(value) / 1000 : Number(value);
  });
}

test("/today's map shows a marker per stop without tiles, and Near me sorts by distance", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
  await context.grantPermissions(["geolocation"]);
  const page = await context.newPage();
  await abortOtherOrigins(page);
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });

  const response = await page.goto("/today");
  expect(response?.status()).toBe(200);
  // The policy lets this page, and no other, show the demo's tiles.
  const imgSrc = (policy = "") => policy.split("; ").find((d) => d.startsWith("img-src")) ?? "";
  expect(imgSrc(response?.headers()["content-security-policy"])).toContain(
    "https://tile.openstreetmap.org",
  );
  const members = await page.request.get("/members");
  expect(imgSrc(members.headers()["content-security-policy"])).not.toContain("openstreetmap");
  const map = todayMap(page);
  await expect(map).toBeVisible();
  // The page's one module (and any chunk it imports), hashed under /assets.
  expect(scripts[0]).toMatch(/^\/assets\/today-map-[\w-]+\.js$/);
  expect(scripts.every((path) => path.startsWith("/assets/"))).toBe(true);

  // Every stop of the list is on the map: a marker per place, or one for places too close to
  // tell apart at this zoom, each showing how many stops it stands for (a plain pin: one).
  const stops = await cards(page).evaluateAll((items) =>
    items.map((li) => ({
      lat: Number((li as HTMLElement).dataset.lat),
      lng: Number((li as HTMLElement).dataset.lng),
      name: li.querySelector(".stop-card__name a")?.textContent?.trim() ?? "",
      group: li.closest("section")?.querySelector("h2")?.id ?? "",
    })),
  );
  expect(stops.length).toBeGreaterThan(1);
  const places = [...new Set(stops.map((s) => `${s.lat},${s.lng}`))];
  const markers = map.locator(".today-map__pin");
  await expect(markers.first()).toBeVisible();
  const shown = await markers.evaluateAll((pins) =>
    pins.map((pin) => Number(pin.textContent?.trim() || "1")),
  );
  expect(shown.length).toBeLessThanOrEqual(places.length);
  expect(shown.reduce((a, b) => a + b, 0)).toBe(stops.length);

  // A marker of nearby places zooms in on them: each then has its own.
  const nearby = map.locator('.today-map__pin[aria-label$="places nearby: show them"]');
  if ((await nearby.count()) > 0) {
    await nearby.first().click();
    await expect.poll(() => markers.count()).toBeGreaterThan(shown.length);
  }

  // A place's marker opens its popup, which links its trucks.
  const place = map.locator('.today-map__pin:not([aria-label$="places nearby: show them"])');
  await place.first().click();
  const popup = map.locator(".leaflet-popup");
  await expect(popup).toBeVisible();
  await expect(popup.getByRole("link").first()).toBeVisible();

  // Near me, next to the last place of the group with the most stops: its stop comes first.
  const counts = new Map<string, number>();
  for (const s of stops) counts.set(s.group, (counts.get(s.group) ?? 0) + 1);
  const group = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  const target = stops.filter((s) => s.group === group).at(-1);
  if (!target) throw new Error("no stop in the largest group");
  await context.setGeolocation({ latitude: target.lat + 0.0004, longitude: target.lng });
  const nearMe = page.getByRole("button", { name: "Near me" });
  await nearMe.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Sorted by distance from you.");
  const heading = page.locator(`#${group}`);
  const name = new RegExp(`^${((await heading.textContent()) ?? "").split(" (")[0]}`);
  const first = page.getByRole("region", { name }).locator("li.stop-card").first();
  await expect(first).toHaveAttribute("data-lat", String(target.lat));
  await expect(first).toHaveAttribute("data-lng", String(target.lng));
  await expect(first.locator(".stop-card__distance")).toHaveText(/^\d+ m away$/);
  const distances = await groupDistances(page, name);
  expect(distances.length).toBe(counts.get(group));
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  await expect(page.locator(".stop-card__distance")).toHaveCount(stops.length);

  // Axe with the map, its open popup and the distances, light and dark.
  expect(await lightAndDark(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("today-map-375.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(map).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("today-map-1280.png"), fullPage: true });
  await context.close();
});
