import { expect, test } from "@playwright/test";
import { pngBuffer } from "./content-helpers.ts";
import { EDITOR, openSection, signIn } from "./helpers.ts";

test("an editor uploads two images at once, edits an alt text and deletes one", async ({
  page,
}) => {
  await signIn(page, EDITOR);
  await openSection(page, "Media");
  await expect(page).toHaveURL(/\/panel\/media$/);
  await expect(page.getByText(/^\d[\d,]* items?$/)).toBeVisible();
  const tiles = page.locator("[data-media-id]");
  await expect(tiles.first()).toBeVisible();
  const before = await page.getByText(/^\d[\d,]* items?$/).innerText();
  const countBefore = Number(before.replace(/\D/g, ""));

  const created = page.waitForResponse(
    (r) => r.url().endsWith("/api/media") && r.request().method() === "POST",
  );
  await page.locator('input[type="file"]').setInputFiles([
    { name: "e2e-first.png", mimeType: "image/png", buffer: pngBuffer(40, 30, [30, 120, 200]) },
    { name: "e2e-second.png", mimeType: "image/png", buffer: pngBuffer(30, 40, [40, 160, 90]) },
  ]);
  const first = await (await created).json();
  const uploads = page.getByRole("list", { name: "Uploads" }).getByRole("listitem");
  await expect(uploads).toHaveCount(2);
  await expect(uploads.filter({ hasText: "Uploaded" })).toHaveCount(2);
  await expect(page.getByText("2 images uploaded.")).toBeVisible();
  await expect(page.getByText(`${(countBefore + 2).toLocaleString("en-US")} items`)).toBeVisible();

  // Newest first: the uploaded images are on the first page.
  const tile = page.locator(`[data-media-id="${first.data.id}"]`);
  await expect(tile).toBeVisible();

  // Alt text.
  await tile.getByRole("button", { name: /^Edit alt text of/ }).click();
  const altDialog = page.getByRole("dialog", { name: "Edit alt text" });
  await altDialog.getByLabel("Alt text").fill("Blue e2e square");
  await altDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Alt text saved.")).toBeVisible();
  await expect(tile.getByText("Blue e2e square")).toBeVisible();

  // Delete with confirmation.
  await tile.getByRole("button", { name: "Delete Blue e2e square" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this image?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("“Blue e2e square” deleted.")).toBeVisible();
  await expect(tile).toHaveCount(0);
  await expect(page.getByText(`${(countBefore + 1).toLocaleString("en-US")} items`)).toBeVisible();
});
