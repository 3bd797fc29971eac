import { expect, type Page, test } from "@playwright/test";
import { apiCall, EDITOR, openSection, signIn, siteUrl } from "./helpers.ts";

type Member = { id: number; attributes: { title: string } };

/** The row of one tag on the cuisine tags screen. */
const tagRow = (page: Page, title: string) =>
  page
    .getByRole("list", { name: "Cuisine tags" })
    .getByRole("listitem")
    .filter({ has: page.getByTestId("tag-title").getByText(title, { exact: true }) });

/** The options of the public /members cuisine filter, as shown ("Mexican (3)"). */
async function publicCuisineOptions(page: Page) {
  await page.goto(`${siteUrl()}/members`);
  return page.getByLabel("Cuisine", { exact: true }).locator("option").allInnerTexts();
}

test("an editor creates, renames and deletes cuisine tags and tags a member from its form", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const first = `E2E Mexican ${tag}`;
  const renamed = `E2E Tex-Mex ${tag}`;
  const typed = `E2E Sonoran ${tag}`;

  await signIn(page, EDITOR);
  await openSection(page, "Cuisine tags");
  await expect(page).toHaveURL(/\/panel\/cuisine-tags$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cuisine tags" })).toBeVisible();
  await expect(page.getByTestId("list-total")).toHaveText(/^\d+ cuisine tags?$/);

  // Create: the name is required, then saved as typed with the chosen emoji.
  await page.getByRole("button", { name: "New cuisine tag" }).click();
  const create = page.getByRole("dialog", { name: "New cuisine tag" });
  await create.getByRole("button", { name: "Save" }).click();
  await expect(create.getByText("The name field is required.")).toBeVisible();
  await create.getByRole("textbox", { name: /^Name/ }).fill(first);
  await create.getByRole("radio", { name: "Taco" }).click();
  await create.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${first} added.`)).toBeVisible();
  await expect(create).toBeHidden();
  await expect(tagRow(page, first)).toContainText("🌮");
  await expect(tagRow(page, first)).toContainText("No members yet");

  // The same name in another case is refused at the field.
  await page.getByRole("button", { name: "New cuisine tag" }).click();
  await create.getByRole("textbox", { name: /^Name/ }).fill(first.toLowerCase());
  await create.getByRole("button", { name: "Save" }).click();
  await expect(create.getByText("A cuisine with this name already exists.")).toBeVisible();
  await expect(create.getByRole("textbox", { name: /^Name/ })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await create.getByRole("button", { name: "Cancel" }).click();

  // Rename: the dialog opens with the saved name and emoji.
  await page.getByRole("button", { name: `Edit ${first}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit cuisine tag" });
  await expect(edit.getByRole("textbox", { name: /^Name/ })).toHaveValue(first);
  await expect(edit.getByRole("radio", { name: "Taco" })).toHaveAttribute("aria-checked", "true");
  await edit.getByRole("textbox", { name: /^Name/ }).fill(renamed);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${renamed} saved.`)).toBeVisible();
  await expect(tagRow(page, renamed)).toBeVisible();
  await expect(tagRow(page, first)).toHaveCount(0);

  // Screenshots of the screen at both widths.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(tagRow(page, renamed)).toBeVisible();
    await page.screenshot({ path: info.outputPath(`cuisine-tags-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // A published member: tag it with the renamed tag and one created from its form.
  const members = await apiCall<{ data: Member[] }>("GET", "/api/posts/by-type?type=2&limit=1");
  const member = members.body.data[0];
  await page.goto(`${siteUrl()}/panel/members/${member.id}`);
  await expect(page.getByLabel("Title")).toHaveValue(member.attributes.title);
  const cuisines = page.getByRole("combobox", { name: "Cuisines" });
  await cuisines.click();
  await cuisines.fill(typed);
  await page.getByRole("option", { name: `Create cuisine “${typed}”` }).click();
  await expect(page.getByText(typed, { exact: true })).toBeVisible();
  await cuisines.fill(renamed);
  await page.getByRole("option", { name: renamed, exact: true }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Member saved.")).toBeVisible();
  await page.reload();
  for (const name of [typed, renamed]) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }

  // The public /members filter offers both, as typed; filtering shows the member.
  const options = await publicCuisineOptions(page);
  expect(options).toContain(`${renamed} (1)`);
  expect(options).toContain(`${typed} (1)`);
  const select = page.getByLabel("Cuisine", { exact: true });
  await select.selectOption({ label: `${renamed} (1)` });
  await page.getByRole("button", { name: "Show members" }).click();
  await expect(page).toHaveURL(/[?&]cuisine=e2e-tex-mex-/);
  await expect(page.locator(".blk-member")).toHaveCount(1);
  await expect(page.locator(".blk-member")).toContainText(member.attributes.title);

  // Delete after a confirmation naming the member who loses it; Cancel first keeps it.
  await page.goto(`${siteUrl()}/panel/cuisine-tags`);
  await expect(tagRow(page, renamed)).toContainText("Used by 1 member");
  await page.getByRole("button", { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${renamed}?` });
  await expect(confirm).toContainText(`1 member uses ${renamed}; it will lose this tag.`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(tagRow(page, renamed)).toBeVisible();
  await page.getByRole("button", { name: `Delete ${renamed}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`${renamed} deleted.`)).toBeVisible();
  await expect(tagRow(page, renamed)).toHaveCount(0);
  await page.getByRole("button", { name: `Delete ${typed}` }).click();
  await page
    .getByRole("dialog", { name: `Delete ${typed}?` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(tagRow(page, typed)).toHaveCount(0);

  // The public filter no longer offers them, and the member no longer carries them.
  const after = await publicCuisineOptions(page);
  expect(after.some((o) => o.startsWith(renamed) || o.startsWith(typed))).toBe(false);
  await page.goto(`${siteUrl()}/panel/members/${member.id}`);
  await expect(page.getByLabel("Title")).toHaveValue(member.attributes.title);
  await expect(page.getByText(renamed, { exact: true })).toHaveCount(0);
});
