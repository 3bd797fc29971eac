import { clockTime, slugify, wallTimeIn } from "@fooddir/contract";
import { expect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall } from "./helpers.ts";

/**
 * Where to eat today (contract.md "Where the trucks are", issue 22 points 3 and 5): a stop
 * made through the API for now (from an hour ago to two hours from now, in the site's zone)
 * shows on /today under "Open now" with its hours, place and JSON-LD Event, and on its
 * member's page under "Next stops"; the cuisine filter is a plain GET form that narrows the
 * list without JavaScript. Screenshots at 375 and 1280 px.
 */

type Member = {
  id: number;
  attributes: { title: string; url: string };
  external_data: { cuisines: { id: number; title: string }[] };
};

/** The "Open now (N)" group: a section named by its heading. */
const openGroup = (page: Page) => page.getByRole("region", { name: /^Open now/ });

test.describe("where to eat today", () => {
  let token = "";
  let member: Member;
  let otherCuisine: { id: number; title: string } | undefined;
  let locationId = 0;
  let stopId = 0;
  let timeZone = "UTC";
  let endsAt = 0;
  const place = `E2E Today Plaza ${Date.now()}`;

  test.beforeAll(async () => {
    const login = await apiCall<{ data: { access_token: string } }>("POST", "/api/auth/login", {
      body: { email: ADMIN.email, password: ADMIN.password },
    });
    token = login.body.data.access_token;
    const site = await apiCall<{ data: { options: { timezone?: string } | null } }>(
      "GET",
      "/api/site",
    );
    timeZone = site.body.data.options?.timezone || "UTC";
    const members = await apiCall<{ data: Member[] }>(
      "GET",
      "/api/posts/by-type?type=2&limit=100&offset=0&sortBy=position&sortDir=asc",
    );
    expect(members.status).toBe(200);
    const withCuisine = members.body.data.filter((m) => m.external_data.cuisines.length > 0);
    member = withCuisine[0] ?? members.body.data[0];
    const own = new Set(member.external_data.cuisines.map((c) => c.id));
    otherCuisine = members.body.data
      .flatMap((m) => m.external_data.cuisines)
      .find((c) => !own.has(c.id));
    const made = await apiCall<{ data: { id: number } }>("POST", "/api/locations", {
      token,
      body: { name: place, address: "1 Market St, San Francisco", lat: 37.7941, lng: -122.3953 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    locationId = made.body.data.id;
    const now = Date.now();
    endsAt = now + 2 * 3_600_000;
    const stop = await apiCall<{ data: { id: number } }>("POST", "/api/stops", {
      token,
      body: {
        member_id: member.id,
        location_id: locationId,
        starts_at: wallTimeIn(now - 3_600_000, timeZone),
        ends_at: wallTimeIn(endsAt, timeZone),
        note: "E2E: by the ferry building",
      },
    });
    expect(stop.status, JSON.stringify(stop.body)).toBe(201);
    stopId = stop.body.data.id;
  });

  test.afterAll(async () => {
    if (stopId) await apiCall("DELETE", `/api/stops/${stopId}`, { token });
    if (locationId) await apiCall("DELETE", `/api/locations/${locationId}`, { token });
  });

  for (const width of [375, 1280]) {
    test(`/today shows the truck open now and its member page lists the stop at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto("/today");
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole("heading", { level: 1, name: "Where to eat today" }),
      ).toBeVisible();
      for (const name of ["Open now", "Later today", "Tomorrow"]) {
        await expect(
          page.getByRole("heading", { level: 2, name: new RegExp(`^${name}`) }),
        ).toBeVisible();
      }
      const card = openGroup(page).locator("li", { hasText: place });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("link", { name: member.attributes.title })).toHaveAttribute(
        "href",
        `/${member.attributes.url.replace(/^\/+/, "")}`,
      );
      await expect(card.locator(".stop-card__hours")).toHaveText(
        `Open now until ${clockTime(endsAt, timeZone)}`,
      );
      await expect(card.getByText("E2E: by the ferry building")).toBeVisible();
      // Its JSON-LD Event names the place and its coordinates.
      const events = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .flatMap((text) => JSON.parse(text) as unknown)
        .filter((item) => (item as { location?: { name?: string } }).location?.name === place);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        "@type": "Event",
        location: { "@type": "Place", geo: { "@type": "GeoCoordinates", latitude: 37.7941 } },
        organizer: { "@type": "FoodEstablishment", name: member.attributes.title },
      });
      // The list is server-rendered; the page's one script is the map module (decision 023).
      await expect(page.locator("script[src]")).toHaveCount(1);
      await expect(page.locator("script[src]")).toHaveAttribute("src", /\/assets\/today-map-/);
      await page.screenshot({ path: test.info().outputPath(`today-${width}.png`), fullPage: true });

      await card.getByRole("link", { name: member.attributes.title }).click();
      const stops = page.getByRole("region", { name: "Next stops" });
      await expect(stops).toBeVisible();
      await expect(stops.locator("li", { hasText: place })).toContainText("Open now until");
      await stops.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`member-stops-${width}.png`) });
    });
  }

  test("the cuisine filter narrows the list without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto("/today");
    await expect(page.locator("li", { hasText: place })).toHaveCount(1);
    const cuisine = page.getByLabel("Cuisine");
    const own = member.external_data.cuisines[0];
    test.skip(!own, "the demo's members have no cuisine");
    // The cuisine's url name, as /members?cuisine= takes it (issue 38).
    await cuisine.selectOption({ label: own.title });
    await page.getByRole("button", { name: "Show trucks" }).click();
    await expect(page).toHaveURL(new RegExp(`/today\\?cuisine=${slugify(own.title)}$`));
    await expect(page.getByLabel("Cuisine")).toHaveValue(slugify(own.title));
    await expect(page.locator("li", { hasText: place })).toHaveCount(1);
    if (otherCuisine) {
      await page.getByLabel("Cuisine").selectOption({ label: otherCuisine.title });
      await page.getByRole("button", { name: "Show trucks" }).click();
      await expect(page).toHaveURL(new RegExp(`/today\\?cuisine=${slugify(otherCuisine.title)}$`));
      await expect(page.locator("li", { hasText: place })).toHaveCount(0);
      await page.screenshot({
        path: test.info().outputPath("today-filtered-375.png"),
        fullPage: true,
      });
      await page.getByRole("link", { name: "Clear filter" }).click();
      await expect(page).toHaveURL(/\/today$/);
      await expect(page.locator("li", { hasText: place })).toHaveCount(1);
    }
    await context.close();
  });
});
