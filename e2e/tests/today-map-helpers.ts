import type { Page } from "@playwright/test";

/** The list's cards on /today that carry coordinates, in page order (what the markers draw). */
export const cards = (page: Page) =>
  page.locator(".today-groups .stop-list > li.stop-card[data-lat]");

/**
 * No tile server is reached: every request off this origin (the demo's OpenStreetMap tiles) is
 * aborted, as in CI and as on a site without tiles; scripts and styles come from the site.
 */
export const abortOtherOrigins = (page: Page) =>
  page.route(
    (url) => url.hostname !== "localhost",
    (route) => route.abort(),
  );

/** The map region /today's script unhides. */
export const todayMap = (page: Page) => page.getByRole("region", { name: "Map of today's stops" });
