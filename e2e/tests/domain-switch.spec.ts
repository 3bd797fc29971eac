import { expect, type Request, test } from "@playwright/test";
import { signIn } from "./helpers.ts";

/**
 * Issue 38 point 1: switching the domain in this tab, on any screen that loads data, shows the
 * other domain's data at once: no "could not be loaded", no "changed in another tab" notice
 * (before, the panel took back the session the page was loaded with, so every call named the
 * domain left in X-Domain-Id and got the API's 409). Both directions: each screen switches to the
 * domain the previous one left.
 */
const BAY = "Bay Food Truck Association";
const CATERING = "Catering Collective";
/** What the layout asks for itself; a screen's own data is anything else. */
const CORE = /^\/api\/(account|domains\/current|roles|notifications\/)/;

test("every panel screen shows the other domain's data right after a switch", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  const nav = page.getByRole("navigation", { name: "Sections" });
  await expect(nav.getByRole("link").first()).toBeVisible();
  const screens = (
    await nav
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
  ).filter((path) => path !== "/panel/create-domain");
  expect(screens).toEqual(expect.arrayContaining(["/panel", "/panel/media", "/panel/users"]));

  // The API calls sent once the switch was answered (earlier ones belong to the domain left).
  let switched = false;
  let sent: Request[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/panel/session/switch-domain") switched = true;
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (switched && url.host.startsWith("api.") && request.method() !== "OPTIONS") {
      sent.push(request);
    }
  });
  const own = () => sent.filter((r) => !CORE.test(new URL(r.url()).pathname));

  let current = BAY;
  let left: string | undefined;
  for (const path of screens) {
    await test.step(path, async () => {
      const next = current === BAY ? CATERING : BAY;
      await nav.locator(`a[href="${path}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
      await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();

      switched = false;
      sent = [];
      await page.getByRole("combobox", { name: "Active domain" }).click();
      await page.getByRole("option", { name: next }).click();
      await expect(page.getByText(`Switched to ${next}`).last()).toBeVisible();
      await expect(page.getByRole("link", { name: `${next}, panel home` })).toBeVisible();

      // The screen asked for its own data again, for the new domain, and got it.
      await expect.poll(() => own().length).toBeGreaterThan(0);
      const answers = await Promise.all(own().map((r) => r.response()));
      await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
      await expect(page.getByText(/changed in another tab/)).toHaveCount(0);
      const named = [...new Set(sent.map((r) => r.headers()["x-domain-id"]))];
      expect(named, `${path}: every call names the one new domain`).toHaveLength(1);
      expect(named[0]).not.toBe(left);
      // (A call the browser dropped has no answer; what the screen shows is checked above.)
      const failed = answers
        .filter((r) => r !== null && r.status() >= 400)
        .map((r) => `${r?.status()} ${r?.url()}`);
      expect(failed, path).toEqual([]);
      left = named[0];
      current = next;
    });
  }
});
