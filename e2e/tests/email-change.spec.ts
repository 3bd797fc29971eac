import { expect, test } from "@playwright/test";
import { apiCall, apiToken, linkInMail, setPasswordFromMail, signIn, siteUrl } from "./helpers.ts";

// Issue 28 M1 in the browser: an email change needs the password, takes effect only through the
// link mailed to the new address, and the old address can undo it with one button.

test("an editor changes its email through the mailed link, and the old address undoes it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const oldEmail = `mover-${stamp}@example.com`;
  const newEmail = `moved-${stamp}@example.com`;
  const password = "Moving-trucks-42";

  // An editor of localhost with a password of its own.
  const adminToken = await apiToken();
  const created = await apiCall("POST", "/api/users", {
    token: adminToken,
    body: { firstname: "Mo", lastname: "Ver", email: oldEmail, role_id: 3, domain_ids: [1] },
  });
  expect(created.status).toBe(201);
  await setPasswordFromMail(page, oldEmail, password);

  // The profile asks for the current password once the email changes.
  await signIn(page, { email: oldEmail, password });
  await page.goto(`${siteUrl()}/panel/profile`);
  const details = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Save details" }) });
  await details.getByLabel("Email").fill(newEmail);
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(
    details.getByText("Enter your current password to change your email."),
  ).toBeVisible();
  await details.getByLabel("Current password").fill(password);
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "waiting for confirmation" }),
  ).toContainText(newEmail);

  // Nothing changed yet: the old address still signs in.
  const confirm = await linkInMail(newEmail, "/confirm-email");
  const revert = await linkInMail(oldEmail, "/revert-email");
  await page.goto(confirm);
  await page.getByRole("button", { name: "Confirm new email" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await signIn(page, { email: newEmail, password });

  // The old address takes it back: the session ends and the old email signs in again.
  await page.goto(revert);
  await page.getByRole("button", { name: "Keep my email" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await page.goto(`${siteUrl()}/panel/profile`);
  await expect(page).toHaveURL(/\/team-login/);
  await signIn(page, { email: oldEmail, password });
});

test("a site admin invites an address with an account elsewhere; its owner joins by the link", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const owner = `caterer-${stamp}@example.com`;
  const siteAdmin = `bay-admin-${stamp}@example.com`;
  const password = "Invited-trucks-42";
  const token = await apiToken();
  // An editor of the catering site only, and a site admin of localhost only, each with a password.
  for (const [email, domain, role] of [
    [owner, 2, 3],
    [siteAdmin, 1, 2],
  ] as const) {
    const made = await apiCall("POST", "/api/users", {
      token,
      body: { firstname: "Ca", lastname: "Terer", email, role_id: role, domain_ids: [domain] },
    });
    expect(made.status).toBe(201);
    await setPasswordFromMail(page, email, password);
  }

  // The site admin invites that address in the panel: it sees what a new address shows.
  await signIn(page, { email: siteAdmin, password });
  await page.goto(`${siteUrl()}/panel/users/create`);
  await page.getByLabel("First name").fill("Cat");
  await page.getByLabel("Last name").fill("Invitee");
  await page.getByLabel("Email").fill(owner);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${owner}`)).toBeVisible();
  await page.goto(`${siteUrl()}/panel/users`);
  const row = page.getByRole("row").filter({ hasText: owner });
  await expect(row).toContainText("Cat Invitee");
  await expect(row).toContainText("Invited");

  // The owner joins with one button; the account keeps its password.
  await page.goto(await linkInMail(owner, "/accept-invitation"));
  await expect(page.getByRole("heading", { name: "Join the team" })).toBeVisible();
  await page.getByRole("button", { name: "Join this site" }).click();
  await expect(page.getByRole("status")).toContainText("You joined Bay Food Truck Association");
  await page.goto(`${siteUrl()}/panel/users`);
  await expect(page.getByRole("row").filter({ hasText: owner })).toContainText("Ca Terer");
});
