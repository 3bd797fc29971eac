import { expect, test } from "@playwright/test";
import { EDITOR, signIn } from "./helpers.ts";

/**
 * Issue 27, point 6: a screen a role may not use shows the "no access" page whatever address was
 * typed (before, an editor got the whole site options form, whose save said "Forbidden.").
 */
const DENIED: [path: string, title: string][] = [
  ["/panel/site-options", "You don't have access to site options"],
  ["/panel/site-options?tab=analytics", "You don't have access to site options"],
  ["/panel/users", "You don't have access to users"],
  ["/panel/users/1", "You don't have access to users"],
  ["/panel/create-domain", "You don't have access to creating domains"],
];

test("an editor typing an admin screen's address gets the no-access page", async ({ page }) => {
  await signIn(page, EDITOR);
  for (const [path, title] of DENIED) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to the dashboard" })).toBeVisible();
  }
  const nav = page.getByRole("navigation", { name: "Sections" });
  await expect(nav.getByRole("link", { name: "Site options" })).toHaveCount(0);
});
