import { expect, test } from "@playwright/test";
import { siteUrl } from "./helpers.ts";

/**
 * Rough edges of the public site (issue 27 point 6): the join band at most once and only where
 * it belongs (decision 014), one form on /contact, the compact header with its Menu button at
 * a phone's width (no JavaScript: a native <details>), and card grids that fill their rows.
 * Screenshots of home and /members at 375 and 1280 px go to the test output.
 */

const base = siteUrl();

test("the join band shows once on the home page, never beside a form, on a member page or a 404", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/`);
  await expect(page.locator(".join-band")).toHaveCount(1);
  await expect(page.locator(".join-band form")).toHaveCount(1);

  await page.goto(`${base}/members`);
  await expect(page.locator(".join-band")).toHaveCount(1);

  // /contact holds the contact form: it is the page's only form.
  await page.goto(`${base}/contact`);
  await expect(page.locator("main form")).toHaveCount(1);
  await expect(page.locator(".join-band")).toHaveCount(0);

  // A member's page (the first card of the directory) has no band.
  await page.goto(`${base}/members`);
  await page.locator(".blk-member a").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".join-band")).toHaveCount(0);

  const missing = await page.goto(`${base}/no-such-page-${Date.now()}`);
  expect(missing?.status()).toBe(404);
  await expect(page.locator(".join-band")).toHaveCount(0);
});

test("at 375 px the header is one compact row whose Menu button opens the links by keyboard", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${base}/`);
  const header = page.locator("header.site-header");
  const closed = await header.boundingBox();
  expect(closed?.height).toBeLessThan(70);

  const menu = page.locator("details.site-menu");
  const button = menu.locator(":scope > summary");
  await expect(button).toHaveAccessibleName("Menu");
  const panel = menu.getByRole("navigation", { name: "Main" });
  await expect(panel).toBeHidden();

  await button.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("open", "");
  await expect(panel).toBeVisible();
  const links = panel.getByRole("link");
  expect(await links.count()).toBeGreaterThan(0);
  // The open list is reachable with Tab: the next focus is inside the menu.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest(".site-menu__panel"))).toBe(
    true,
  );
  await page.screenshot({ path: test.info().outputPath("header-menu-open-375.png") });

  // Enter on the button closes it again.
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(panel).toBeHidden();

  // At a desktop width the links are inline and the button is gone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(button).toBeHidden();
  await expect(page.locator("nav.site-nav--inline")).toBeVisible();
});

for (const width of [375, 768, 1280]) {
  test(`card grids fill their rows at ${width} px; home and /members screenshots`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/members"]) {
      await page.goto(`${base}${path}`);
      for (const grid of await page.locator(".blk-members__grid").all()) {
        const tops = await grid
          .locator(":scope > li")
          .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
        const rows = new Map<number, number>();
        for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
        const perRow = [...rows.values()];
        const columns = perRow[0];
        // Every row but the last is full, and the last row is no emptier than it must be.
        for (const count of perRow.slice(0, -1)) expect(count).toBe(columns);
        if (tops.length % columns === 0) expect(perRow.at(-1)).toBe(columns);
        if (width === 1280 && tops.length === 6) expect(columns).toBe(3);
      }
      if (width !== 768) {
        const name = path === "/" ? "home" : "members";
        await page.screenshot({
          path: test.info().outputPath(`${name}-${width}.png`),
          fullPage: true,
        });
      }
    }
  });
}
