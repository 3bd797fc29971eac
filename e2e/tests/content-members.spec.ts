import { expect, test } from "@playwright/test";
import { listRows, pngBuffer, row, rowAction, rowTitles, waitForList } from "./content-helpers.ts";
import { EDITOR, openSection, signIn, siteUrl } from "./helpers.ts";

test("an editor manages members: filters, ordering, editing, media, trash", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, EDITOR);
  await openSection(page, "Members");
  await expect(page).toHaveURL(/\/panel\/members$/);
  await waitForList(page);
  const totalLine = page.getByTestId("list-total");
  const allTotal = await totalLine.innerText();
  expect(Number(allTotal.replace(/\D/g, ""))).toBeGreaterThanOrEqual(24);
  const allCount = await listRows(page).count();
  const [first, second] = await rowTitles(page);

  // Search (debounced, kept in the URL).
  await page.getByLabel("Search members").fill("taco lo");
  await expect(page).toHaveURL(/q=taco\+lo/);
  await expect(listRows(page)).toHaveCount(1);
  await expect(row(page, "Taco Loco")).toBeVisible();
  // Back restores the unfiltered list.
  await page.getByLabel("Search members").fill("");
  await expect(listRows(page)).toHaveCount(allCount);

  // Status filter.
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Draft" }).click();
  await expect(page).toHaveURL(/status=1/);
  await expect(totalLine).not.toHaveText(allTotal);
  await expect(listRows(page).first()).toBeVisible();
  await expect(listRows(page).getByText("Published", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(totalLine).toHaveText(allTotal);
  await expect(listRows(page)).toHaveCount(allCount);

  // Date range filter on created_at: the day the first member was created.
  const stamp = await row(page, first)
    .locator("td")
    .nth(4)
    .locator("time")
    .getAttribute("datetime");
  const created = (stamp ?? "").slice(0, 10);
  const label = new Date(`${created}T12:00:00`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  await page.getByRole("button", { name: "Created between" }).click();
  const day = page.getByRole("button", { name: label, exact: true });
  for (let i = 0; i < 36 && !(await day.isVisible()); i++) {
    await page.getByRole("button", { name: "Previous month" }).click();
  }
  await day.click();
  await day.click();
  await expect(page).toHaveURL(new RegExp(`from=${created}&to=${created}`));
  await expect(totalLine).not.toHaveText(allTotal);
  await expect(row(page, first)).toBeVisible();
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(totalLine).toHaveText(allTotal);
  await expect(listRows(page)).toHaveCount(allCount);

  // Drag the first row one down with the keyboard; the order persists.
  const saved = page.waitForResponse(
    (r) => r.url().includes("/order") && r.request().method() === "PATCH",
  );
  // Each step waits for what a screen reader hears, so no key lands before the list is measured.
  const announced = page.locator('[id^="DndLiveRegion"]');
  await expect(row(page, first)).toBeVisible();
  await expect(listRows(page).first()).toContainText(first);
  await page.getByRole("button", { name: `Reorder ${first}` }).focus();
  await page.keyboard.press("Space");
  await expect(announced).toContainText(`Picked up ${first}.`);
  await page.keyboard.press("ArrowDown");
  await expect(announced).toHaveText(`${first} moved to position 2.`);
  await page.keyboard.press("Space");
  await expect(announced).toHaveText(`${first} dropped at position 2.`);
  expect((await saved).ok()).toBe(true);
  await expect.poll(async () => (await rowTitles(page)).slice(0, 2)).toEqual([second, first]);
  await page.reload();
  await waitForList(page);
  expect((await rowTitles(page)).slice(0, 2)).toEqual([second, first]);

  // Edit a member: description, a new poster uploaded in the picker, two cuisines.
  await page.getByTestId("post-title").getByText(first, { exact: true }).click();
  await expect(page.getByLabel("Title")).toHaveValue(first);
  await page.getByLabel("Description", { exact: true }).fill(`Fresh description ${Date.now()}`);
  await page.getByRole("button", { name: /(Choose|Change) poster/ }).click();
  const picker = page.getByRole("dialog", { name: "Choose poster" });
  await expect(picker).toBeVisible();
  await picker.locator('input[type="file"]').setInputFiles({
    name: "new-poster.png",
    mimeType: "image/png",
    buffer: pngBuffer(64, 40),
  });
  await expect(picker.getByText("Uploaded")).toBeVisible();
  // The upload asks for its alt text (a poster without one would be asked for it first).
  await picker.getByLabel("Alt text for new-poster.png").fill("The member's new poster");
  await picker.getByRole("button", { name: "Save alt text" }).click();
  await expect(picker.getByText(/Alt text saved/)).toBeVisible();
  await picker.getByRole("button", { name: "Use selected image" }).click();
  await expect(picker).toBeHidden();

  // Tick two cuisines the member does not have yet (picked ones leave the option list).
  await page.getByRole("combobox", { name: "Cuisines" }).click();
  const options = page.getByRole("option");
  const picked = [await options.nth(0).innerText(), await options.nth(1).innerText()];
  for (const name of picked) await page.getByRole("option", { name, exact: true }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Member saved.")).toBeVisible();
  await expect(page.getByText("You have unsaved changes.")).toBeHidden();
  await page.reload();
  for (const name of picked) await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue(/^Fresh description/);

  // The server's url message shows under the url field.
  const url = page.getByLabel("URL");
  await url.fill("smoke-spoke-bbq");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The url has already been taken.")).toBeVisible();
  await expect(url).toHaveAttribute("aria-invalid", "true");

  // Leaving with unsaved changes asks first.
  await page.getByRole("link", { name: "Members", exact: true }).first().click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/panel\/members$/);
  await waitForList(page);

  // Trash, restore, trash again, delete permanently.
  await rowAction(page, first, "Move to trash");
  await expect(page.getByText(`“${first}” moved to the trash.`)).toBeVisible();
  await expect(row(page, first)).toHaveCount(0);
  await page.getByText("Trash", { exact: true }).click();
  await expect(page).toHaveURL(/trash=1/);
  await expect(row(page, first)).toBeVisible();
  await rowAction(page, first, "Restore");
  await expect(page.getByText(`“${first}” restored.`)).toBeVisible();
  await expect(row(page, first)).toHaveCount(0);
  await page.getByText("All", { exact: true }).click();
  await expect(row(page, first)).toBeVisible();
  await rowAction(page, first, "Move to trash");
  await expect(row(page, first)).toHaveCount(0);
  await page.getByText("Trash", { exact: true }).click();
  await rowAction(page, first, "Delete permanently");
  const confirm = page.getByRole("dialog", { name: "Delete permanently?" });
  await confirm.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page.getByText(`“${first}” deleted permanently.`)).toBeVisible();
  await expect(row(page, first)).toHaveCount(0);

  // An invalid id is the route validation 404.
  const response = await page.goto(`${siteUrl()}/panel/members/abc`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page Not Found: /panel/members/abc")).toBeVisible();
});

test("a row's actions open and close from the keyboard", async ({ page }) => {
  await signIn(page, EDITOR);
  await page.goto(`${siteUrl()}/panel/members`);
  await waitForList(page);
  const [title] = await rowTitles(page);
  const actions = page.getByRole("button", { name: `Actions for ${title}` });
  await actions.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Move to trash" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menuitem", { name: "Move to trash" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Actions for ${title}` })).toBeFocused();
});
