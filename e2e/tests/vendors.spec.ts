import { expect, test } from "@playwright/test";
import { ADMIN, apiCall, setPasswordFromMail, signIn, signInWithForm, siteUrl } from "./helpers.ts";

/**
 * Issue 25's journey (decision 027): staff invite a truck's vendor from its member page, the
 * vendor sets a password and signs in on a phone, edits its description (held for review: the
 * public page keeps the live text), staff approve it in the review queue, and the public page
 * shows the new text.
 */

type Post = { data: { id: number; attributes: { description: string } } };

test("staff invite a vendor, the vendor edits its listing at 375 px, staff approve, the page changes", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const found = await apiCall<Post>("GET", "/api/posts/by-url?url=bangkok-wheels");
  expect(found.status).toBe(200);
  const id = found.body.data.id;
  const email = `vendor-${Date.now()}@example.com`;
  const password = "Pad-kee-mao-2027";
  const description = `Wok-fired noodles, now with a vegan khao soi (${Date.now()})`;

  // Staff: "Invite the vendor" on the member's edit screen.
  await signIn(page, ADMIN);
  await page.goto(`/panel/members/${id}`);
  await page.getByRole("button", { name: "Invite the vendor" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite the vendor" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}`).first()).toBeVisible();

  // The vendor, on a phone: the mailed link sets a password, then /team-login.
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const vendor = await phone.newPage();
  await setPasswordFromMail(vendor, email, password);
  await signInWithForm(vendor, { email, password });

  // Its own dashboard, then its truck; the save waits for review.
  await expect(vendor.getByRole("heading", { name: "My truck" })).toBeVisible();
  await vendor.getByRole("link", { name: "Edit my truck" }).click();
  await expect(vendor).toHaveURL(new RegExp(`/panel/members/${id}$`));
  await vendor.getByLabel("Description").first().fill(description);
  await vendor.getByRole("button", { name: "Save", exact: true }).click();
  await expect(vendor.getByText("Sent for review").first()).toBeVisible();
  await expect(vendor.getByText(/waits for review/)).toBeVisible();
  // A staff screen's address is no access for a vendor.
  await vendor.goto("/panel/users");
  await expect(vendor.getByText(/Your vendor account keeps your own listing/)).toBeVisible();
  await phone.close();

  // The public page keeps the live text while the change waits.
  const before = await page.request.get(`${siteUrl()}/bangkok-wheels`);
  expect(await before.text()).not.toContain(description);

  // Staff approve it in the review queue.
  await page.goto("/panel/reviews");
  await page.getByRole("button", { name: "Approve the change to Bangkok Wheels" }).click();
  await expect(page.getByText("Approved: the page shows the change").first()).toBeVisible();

  const after = await page.request.get(`${siteUrl()}/bangkok-wheels`);
  expect(after.status()).toBe(200);
  expect(await after.text()).toContain(description);
});
