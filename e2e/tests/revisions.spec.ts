import { wallTimeIn } from "@fooddir/contract";
import { expect, type Page, test } from "@playwright/test";
import { row, waitForList } from "./content-helpers.ts";
import { apiCall, apiToken, EDITOR, signIn } from "./helpers.ts";

/**
 * Issue 24 points 1-3 in the panel: a post's History tab (versions, the diff of two, restore
 * after a confirmation that shows what will change) and the schedule fields with the list's
 * "Scheduled" badge.
 */

/**
 * A new draft page (its url `word`, its title `title`) open on its edit screen as the editor,
 * for `check`; the page is deleted after.
 */
async function onNewPage(page: Page, word: string, title: string, check: () => Promise<void>) {
  const token = await apiToken(EDITOR);
  const created = await apiCall<{ data: { id: number } }>("POST", "/api/posts", {
    token,
    body: { url: word, title, description: "", post_status_id: 1, post_type_id: 1 },
  });
  expect(created.status).toBe(201);
  const id = created.body.data.id;
  try {
    await signIn(page, EDITOR);
    await page.goto(`/panel/pages/${id}`);
    await check();
  } finally {
    await apiCall("DELETE", `/api/posts/${id}`, { token });
  }
}

async function saveTitle(page: Page, title: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Page saved.").last()).toBeVisible();
  await expect(page.getByText("You have unsaved changes.")).toBeHidden();
}

test("an editor edits a title twice, compares the versions and restores the first", async ({
  page,
}) => {
  const word = `e2e-history-${Date.now()}`;
  const first = `Opening hours ${word}`;
  await onNewPage(page, word, first, async () => {
    await expect(page.getByLabel("Title")).toHaveValue(first);
    await saveTitle(page, `Opening summer hours ${word}`);
    await saveTitle(page, `Opening summer evening hours ${word}`);

    await page.getByRole("tab", { name: "History" }).click();
    await expect(page).toHaveURL(/\?tab=history$/);
    const versions = page.getByRole("region", { name: "Versions" });
    // Created, then the two edits; the newest first.
    await expect(versions.locator("tbody tr")).toHaveCount(3);
    await expect(versions.locator("tbody tr").first()).toContainText("Edited: title");
    await expect(versions.locator("tbody tr").first()).toContainText("Current");

    // By default the newest against the one before: "evening" came in.
    const changes = page.getByRole("region", { name: "Changes" });
    await expect(changes.locator("ins")).toHaveText(/evening/);
    await expect(changes.locator("del")).toHaveCount(0);
    // The first version against the newest: "summer evening" came in.
    await versions
      .locator("tbody tr")
      .last()
      .getByRole("radio", { name: /^Compare from/ })
      .check();
    await expect(changes.locator("ins")).toHaveText(/summer evening/);

    // Restore the first version: the dialog shows what goes, then the title is back.
    await versions
      .locator("tbody tr")
      .last()
      .getByRole("button", { name: /^Restore the version of / })
      .click();
    const dialog = page.getByRole("dialog", { name: "Restore this version?" });
    await expect(dialog.locator("del")).toHaveText(/summer evening/);
    await dialog.getByRole("button", { name: "Restore this version" }).click();
    await expect(page.getByText("Version restored.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(versions.locator("tbody tr")).toHaveCount(4);
    await expect(versions.locator("tbody tr").first()).toContainText("Restored an earlier version");

    await page.getByRole("tab", { name: "Details" }).click();
    await expect(page.getByLabel("Title")).toHaveValue(first);
  });
});

test("a page with a publish time shows the Scheduled badge in the list", async ({ page }) => {
  const options = await apiCall<{ data: { timezone?: string } }>("GET", "/api/domain-options");
  const zone = options.body.data.timezone || "UTC";
  const word = `e2e-scheduled-${Date.now()}`;
  const title = `Festival night ${word}`;
  await onNewPage(page, word, title, async () => {
    await expect(page.getByText(`Times are in ${zone}.`, { exact: false })).toBeVisible();
    // Two minutes ahead: still in the future when the save arrives.
    const publishAt = wallTimeIn(Date.now() + 120_000, zone);
    // A date and a time on the 24-hour clock (the panel's time field).
    await page.getByLabel("Publish at", { exact: true }).fill(publishAt.slice(0, 10));
    await page.getByLabel("Publish at, time", { exact: true }).fill(publishAt.slice(11, 16));
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Page saved.").last()).toBeVisible();
    await expect(page.getByLabel("Publish at", { exact: true })).toHaveValue(
      publishAt.slice(0, 10),
    );
    await expect(page.getByLabel("Publish at, time", { exact: true })).toHaveValue(
      publishAt.slice(11, 16),
    );

    await page.goto(`/panel/pages?q=${encodeURIComponent(word)}`);
    await waitForList(page);
    const badge = row(page, title).getByTestId("scheduled-badge").filter({ visible: true });
    await expect(badge).toHaveText(/Scheduled/);
    await expect(badge).toContainText(`Publishes`);
  });
});
