import { expect, test } from "@playwright/test";
import { ADMIN, cookie, EDITOR, expiredAccessTokenFrom, setCookie, signIn } from "./helpers.ts";

test("an expired access token is refreshed without the user noticing", async ({
  page,
  context,
}) => {
  await signIn(page, ADMIN);
  // Let the dashboard finish its own requests before the token is swapped under it.
  await expect(page.getByRole("button", { name: "User menu" })).toContainText("Ada");
  const access = (await cookie(context, "access_token"))!;
  const refresh = (await cookie(context, "refresh_token"))!;
  const expired = expiredAccessTokenFrom(access);
  await setCookie(context, "access_token", expired);

  await page.reload();
  // The panel shows the account as if nothing happened...
  await expect(page.getByRole("button", { name: "User menu" })).toContainText("Ada");
  await expect(page).toHaveURL(/\/panel\/?$/);
  // ...because both tokens were replaced by a refresh.
  await expect.poll(() => cookie(context, "refresh_token")).not.toBe(refresh);
  const newAccess = await cookie(context, "access_token");
  expect(newAccess).toBeTruthy();
  expect(newAccess).not.toBe(expired);
});

test("a replayed refresh token signs the user out", async ({ page, context }) => {
  await signIn(page, ADMIN);
  const stolen = (await cookie(context, "refresh_token"))!;
  const access = (await cookie(context, "access_token"))!;

  // The user's browser refreshes normally (stolen -> new token)...
  await setCookie(context, "access_token", expiredAccessTokenFrom(access));
  await page.reload();
  await expect.poll(() => cookie(context, "refresh_token")).not.toBe(stolen);

  // ...later (past the 10 s grace for concurrent refreshes) the thief replays the stolen token.
  await page.waitForTimeout(10_500);
  const replay = await page.evaluate(async (token) => {
    const res = await fetch(`${location.protocol}//api.${location.host}/api/auth/refresh-tokens`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
    return res.status;
  }, stolen);
  expect(replay).toBe(401);

  // The whole family is revoked: the user's next request ends at the login.
  await page.reload();
  await expect(page).toHaveURL(/\/team-login/);
  expect(await cookie(context, "access_token")).toBeFalsy();
});

test("an editor of one domain has nothing to switch to", async ({ page }) => {
  await signIn(page, EDITOR);
  await expect(page.getByRole("combobox", { name: "Active domain" })).toBeDisabled();
  await expect(page.getByRole("main").getByText("Catering Collective")).toHaveCount(0);
  await expect(
    page.getByRole("main").getByText("Bay Food Truck Association").first(),
  ).toBeVisible();
});
