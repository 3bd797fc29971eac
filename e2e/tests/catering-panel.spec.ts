import { expect, type Page, test } from "@playwright/test";
import { EDITOR, openSection, signIn } from "./helpers.ts";

/** One of the pipeline's four figures, by its key in GET /api/catering-requests/figures. */
const figure = (page: Page, key: string) =>
  page.getByTestId("catering-figures").locator(`[data-figure="${key}"] dd`);

test.use({ viewport: { width: 1280, height: 900 } });

test("staff follow a catering request from the pipeline to booked, and the figures follow", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, EDITOR);
  await openSection(page, "Catering requests");
  await expect(page).toHaveURL(/\/panel\/catering-requests$/);
  await expect(page.getByRole("heading", { level: 1, name: "Catering requests" })).toBeVisible();
  await expect(page.getByTestId("list-total")).toHaveText(/^\d+ requests?$/);

  // The demo's figures: requests this month and the booked share of its decided requests.
  const booked = figure(page, "booked_rate");
  await expect(booked).toHaveText(/^\d+ %$/);
  const bookedBefore = await booked.textContent();
  await expect(figure(page, "month_requests")).toHaveText(/^\d+$/);
  await expect(figure(page, "response_rate")).toHaveText(/^(\d+ %|–)$/);
  await expect(figure(page, "median_hours_to_first_quote")).toHaveText(/^([\d.]+ h|–)$/);

  // Filter by status: the URL says so and every row is new.
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "New", exact: true }).click();
  await expect(page).toHaveURL(/\?status=new$/);
  const rows = page.locator("tbody tr[data-request-id]");
  await expect(rows.first()).toBeVisible();
  // The status badges say New; so does the mark of a request no one opened yet (issue 38).
  await expect(
    rows.locator(".mantine-Badge-root").filter({ hasNotText: /^New(, not opened yet)?$/ }),
  ).toHaveCount(0);

  // Open a new request (not the first: the accessibility scan opens that one as it is).
  const link = page
    .locator('tbody a[href^="/panel/catering-requests/"]:not([href$="/catering-requests/1"])')
    .first();
  const name = (await link.textContent()) ?? "";
  await link.click();
  await expect(page).toHaveURL(/\/panel\/catering-requests\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const matches = page.getByRole("table", { name: "Matched trucks" });
  await expect(page.getByRole("heading", { name: "Matched trucks" })).toBeVisible();

  // Add a truck by hand: it joins the matches, marked as added by hand.
  const before = await matches.locator("tbody tr").count();
  await page.getByRole("button", { name: "Add a truck" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a truck" });
  // Members without a catering contact email are offered disabled: take the first one that can be asked.
  await dialog.getByRole("combobox", { name: /^Member/ }).click();
  await expect(
    page.getByRole("option", { name: /no catering contact email/ }).first(),
  ).toBeVisible();
  const option = page
    .getByRole("option")
    .filter({ hasNotText: "no catering contact email" })
    .first();
  const truck = (await option.textContent()) ?? "";
  await option.click();
  await dialog.getByRole("button", { name: "Add truck" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("The truck was added.")).toBeVisible();
  await expect(matches.locator("tbody tr")).toHaveCount(before + 1);
  const added = matches.locator("tbody tr", { has: page.getByRole("link", { name: truck }) });
  await expect(added.getByText("Added by hand")).toBeVisible();

  // Mark it booked: asked first, Cancel changes nothing; the truck that won is required.
  await page.getByRole("button", { name: "Mark booked" }).click();
  const confirm = page.getByRole("dialog", { name: "Mark this request booked?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: "Mark booked" }).click();
  await confirm.getByRole("button", { name: "Mark booked" }).click();
  await expect(confirm.getByText("Choose the truck that was booked.")).toBeVisible();
  await confirm.getByRole("combobox", { name: /^Booked truck/ }).click();
  await page.getByRole("option", { name: truck, exact: true }).click();
  await confirm.getByRole("button", { name: "Mark booked" }).click();
  await expect(page.getByText("The request is now booked.")).toBeVisible();
  await expect(page.getByText(`Booked: ${truck}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Reopen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a truck" })).toHaveCount(0);

  // Back in the pipeline the booked rate moved.
  await page.getByRole("link", { name: "Catering requests" }).first().click();
  await expect(page).toHaveURL(/\/panel\/catering-requests/);
  await expect(booked).toHaveText(/^\d+ %$/);
  await expect(booked).not.toHaveText(bookedBefore ?? "");
});
