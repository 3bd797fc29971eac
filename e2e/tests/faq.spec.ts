import { expect, test } from "@playwright/test";
import { EDITOR, openSection, signIn } from "./helpers.ts";

test("an editor adds a FAQ category and a question, edits it, and deletes both", async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const categoryName = `E2E questions ${tag}`;
  await signIn(page, EDITOR);
  await openSection(page, "FAQ");
  await expect(page).toHaveURL(/\/panel\/faq$/);
  await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible();

  // An empty name is refused before anything is sent.
  await page.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByText("The name field is required.")).toBeVisible();

  await page.getByLabel("New category name").fill(categoryName);
  await page.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByText("Category added.")).toBeVisible();
  const section = page.getByRole("region", { name: categoryName });
  await expect(section.getByText("No questions in this category yet.")).toBeVisible();

  // A question: both fields are required, then it is added to this category.
  await section.getByRole("button", { name: `Add question to ${categoryName}` }).click();
  const dialog = page.getByRole("dialog", { name: "New question" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("The question field is required.")).toBeVisible();
  await expect(dialog.getByText("The answer field is required.")).toBeVisible();
  await dialog.getByLabel("Question").fill(`Do you cater weddings ${tag}?`);
  await dialog.getByLabel("Answer").fill("Yes, for up to 300 guests.");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Question added.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(`Do you cater weddings ${tag}?`)).toBeVisible();
  await expect(section.getByText("Yes, for up to 300 guests.")).toBeVisible();

  // Edit: the dialog opens with the saved text.
  await section.getByRole("button", { name: `Edit “Do you cater weddings ${tag}?”` }).click();
  const edit = page.getByRole("dialog", { name: "Edit question" });
  await expect(edit.getByLabel("Answer")).toHaveValue("Yes, for up to 300 guests.");
  await edit.getByLabel("Answer").fill("Yes, for up to 500 guests.");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Question saved.")).toBeVisible();
  await expect(section.getByText("Yes, for up to 500 guests.")).toBeVisible();

  // Delete the question, after a confirmation.
  await section.getByRole("button", { name: `Delete “Do you cater weddings ${tag}?”` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this question?" });
  await expect(confirm).toContainText(`Do you cater weddings ${tag}?`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Question deleted.")).toBeVisible();
  await expect(section.getByText("No questions in this category yet.")).toBeVisible();

  // Delete the category; Cancel first changes nothing.
  await section.getByRole("button", { name: `Delete category ${categoryName}` }).click();
  const confirmCategory = page.getByRole("dialog", { name: "Delete this category?" });
  await confirmCategory.getByRole("button", { name: "Cancel" }).click();
  await expect(section).toBeVisible();
  await section.getByRole("button", { name: `Delete category ${categoryName}` }).click();
  await confirmCategory.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Category deleted.")).toBeVisible();
  await expect(page.getByRole("region", { name: categoryName })).toHaveCount(0);

  // Nothing of this test is left after a reload.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible();
  await expect(page.getByText(categoryName)).toHaveCount(0);
});
