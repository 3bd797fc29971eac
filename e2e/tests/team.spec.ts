import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { setPasswordFromMail, signIn, signInWithForm, siteUrl } from "./helpers.ts";

async function signOut(page: Page) {
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/team-login/);
}

test("a super admin creates a domain, is switched to it, and its public site works at once", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("link", { name: "Create domain" }).click();
  await page.getByLabel("Site name").fill("Harbor Eats");
  await page.getByLabel("Host").fill("harbor.localhost");
  await page.getByRole("button", { name: "Create domain" }).click();
  await expect(page).toHaveURL(/\/panel\/?$/);
  await expect(page.getByText("Harbor Eats is created")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Active domain" })).toHaveValue("Harbor Eats");

  const response = await page.goto(siteUrl("harbor.localhost"));
  expect(response?.status()).toBe(200);
  await expect(page.locator("body")).toContainText("Harbor Eats");
  const members = await page.goto(`${siteUrl("harbor.localhost")}/members`);
  expect(members?.status()).toBe(200);
});

test("a site admin changes the accent color, adds a social link and an analytics item", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("link", { name: "Site options" }).click();
  await expect(page).toHaveURL(/\/panel\/site-options/);

  // Colors: the public site follows on the next request.
  const accent = page.getByLabel("Accent text", { exact: true });
  await accent.fill("#7a2e0e");
  await accent.press("Tab");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Colors saved.")).toBeVisible();
  const home = await page.request.get(siteUrl());
  expect((await home.text()).toLowerCase()).toContain("#7a2e0e");

  // Socials: pick YouTube from the icon set.
  await page.getByRole("tab", { name: "Socials" }).click();
  await page.getByRole("button", { name: "Add link" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: "YouTube" }).check();
  await dialog.getByLabel("Link").fill("https://www.youtube.com/@baytrucks");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("YouTube link added.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("list", { name: "Social links" })).toContainText(
    "https://www.youtube.com/@baytrucks",
  );

  // Analytics: a meta tag in the head.
  await page.getByRole("tab", { name: "Analytics" }).click();
  await page.getByRole("button", { name: /^Add/ }).first().click();
  const analytics = page.getByRole("dialog");
  await analytics.locator("label").filter({ hasText: /^Meta/ }).click();
  await analytics.getByRole("textbox", { name: /^Name/ }).fill("google-site-verification");
  await analytics.getByRole("textbox", { name: /^Content/ }).fill("e2e-token");
  await analytics.getByRole("button", { name: "Add snippet" }).click();
  await expect(page.getByRole("table")).toContainText("google-site-verification");
});

test("an invited user sets a password, turns on two-factor, and signs in with a code and with a recovery code", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `invitee-${Date.now()}@example.com`;
  const password = "Grilled-cheese-42";

  // The super admin invites an editor.
  await signIn(page);
  await page.getByRole("link", { name: "Users" }).click();
  await page.getByRole("link", { name: /Invite user/ }).click();
  await page.getByLabel("First name").fill("Ivy");
  await page.getByLabel("Last name").fill("Invitee");
  await page.getByLabel("Email").fill(email);
  // A role per site: the active site is preselected with Editor.
  await expect(page.getByRole("checkbox", { name: "Bay Food Truck Association" })).toBeChecked();
  await expect(
    page.getByRole("combobox", { name: "Role on Bay Food Truck Association" }),
  ).toHaveValue("Editor");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await signOut(page);

  // The invite mail carries a set-password link for this site.
  await setPasswordFromMail(page, email, password);

  // Profile: turn on two-factor with a code computed from the setup key.
  await signInWithForm(page, { email, password });
  await page.goto("/panel/profile");
  await page.getByRole("button", { name: "Turn on" }).click();
  await page.getByLabel("Your password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId("setup-key").innerText()).replace(/\s+/g, "");
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByRole("button", { name: "Next" }).click();
  const firstCode = totp.generate();
  await page.getByRole("textbox", { name: /digit 1 of 6/ }).pressSequentially(firstCode);
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().innerText()).trim();
  await page.getByLabel("I have saved these codes").check();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("button", { name: "Turn off" })).toBeVisible();
  await signOut(page);

  // The next sign-in asks for the code: a fresh TOTP works (the one used to enrol would not).
  const step = Math.floor(Date.now() / 30_000);
  const next = totp.generate({ timestamp: (step + 1) * 30_000 });
  const now = totp.generate();
  await signInWithForm(page, { email, password, code: now === firstCode ? next : now });
  await signOut(page);

  // A recovery code works once.
  await signInWithForm(page, { email, password, code: recovery });
  await signOut(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Authentication code").fill(recovery);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("The two-factor code is invalid.")).toBeVisible();
  await expect(page).toHaveURL(/\/team-login/);
});

test("a visitor's catering request shows in the panel and in the CSV export", async ({ page }) => {
  const name = `Visitor ${Date.now()}`;
  // The public form posts to the API host of the site (the browser resolves *.localhost).
  await page.goto(siteUrl());
  const status = await page.evaluate(
    async ({ api, name }) => {
      const res = await fetch(`${api}/api/submissions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          form: "catering",
          name,
          email: "visitor@example.org",
          message: "A wedding for 120 guests in June.",
          fields: { guests: "120" },
        }),
      });
      return res.status;
    },
    { api: siteUrl("api.localhost"), name },
  );
  expect(status).toBe(201);

  await signIn(page);
  await page
    .getByRole("navigation", { name: "Sections" })
    .getByRole("link", { name: "Submissions" })
    .click();
  await page.getByLabel("Search", { exact: true }).fill(name);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `View submission from ${name}` }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toContainText("A wedding for 120 guests in June.");
  await drawer.getByRole("button", { name: "Close submission" }).click();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^submissions-localhost-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), "utf8");
  expect(csv.split(/\r?\n/)[0]).toBe("id,form,name,email,phone,message,fields,created_at,held");
  expect(csv).toContain(name);
});
