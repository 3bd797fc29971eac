import { expect, test } from "@playwright/test";
import { ADMIN, cookie, signInWithForm, siteUrl } from "./helpers.ts";

test("a newcomer sees the demo site, signs in, switches domain and theme, and signs out", async ({
  page,
  context,
}) => {
  // The public site shows the domain's name and applies its colors.
  await page.goto(siteUrl());
  await expect(page.getByText("Bay Food Truck Association").first()).toBeVisible();
  const accent = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--color-accent-text").trim(),
  );
  expect(accent.toLowerCase()).toBe("#b93f06");

  // "View all members" lists the published members as cards, server-rendered without scripts.
  await page.getByRole("link", { name: "View all members" }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole("heading", { level: 1, name: "Our members" })).toBeVisible();
  const cards = page.locator(".blk-member");
  expect(await cards.count()).toBeGreaterThanOrEqual(20);
  await expect(cards.first().getByRole("list", { name: "Cuisines" })).toBeVisible();
  await expect(cards.first().locator("img").first()).toHaveAttribute(
    "src",
    // Absolute on the site's own origin (contract.md "Several domains in one panel").
    new RegExp(`^${siteUrl()}/storage/domains/localhost/library/`),
  );
  expect(await page.locator("script[src]").count()).toBe(0);

  await signInWithForm(page, ADMIN);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await cookie(context, "access_token")).toBeTruthy();
  expect(await cookie(context, "refresh_token")).toBeTruthy();
  await expect(page.getByText("Bay Food Truck Association").first()).toBeVisible();

  // Switch the active domain to catering.localhost.
  await page.getByRole("combobox", { name: "Active domain" }).click();
  await page.getByRole("option", { name: /Catering Collective/ }).click();
  await expect(page.getByRole("main").getByText("Catering Collective").first()).toBeVisible();

  // Theme: dark, and the choice survives a reload.
  await page.getByRole("img", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  // Still on catering after the reload (the new tokens were stored).
  await expect(page.getByRole("main").getByText("Catering Collective").first()).toBeVisible();

  // Sign out: back at /team-login with both tokens gone.
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/team-login$/);
  expect(await cookie(context, "access_token")).toBeFalsy();
  expect(await cookie(context, "refresh_token")).toBeFalsy();

  // The panel is guarded once signed out.
  await page.goto(`${siteUrl()}/panel`);
  await expect(page).toHaveURL(/\/team-login/);
});

test("wrong credentials show the server's message at the email field", async ({ page }) => {
  await page.goto(`${siteUrl()}/team-login`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("These credentials do not match our records.")).toBeVisible();
  await expect(page).toHaveURL(/\/team-login$/);
});

test("unknown routes give the error page with a way home", async ({ page }) => {
  const response = await page.goto(`${siteUrl()}/panel/does-not-exist-yet`, { waitUntil: "load" });
  // Signed out: the guard sends the user to the login first.
  expect(response?.status()).toBeLessThan(500);
  const pub = await page.goto(`${siteUrl()}/no/such/page`);
  expect(pub?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Take me home" })).toBeVisible();
});
