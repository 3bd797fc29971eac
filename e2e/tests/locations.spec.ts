import { expect, type Page, test } from "@playwright/test";
import { EDITOR, openSection, signIn } from "./helpers.ts";

/** The row of one location on the locations screen. */
const locationRow = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Locations" })
    .getByRole("listitem")
    .filter({ has: page.getByTestId("location-name").getByText(name, { exact: true }) });

const IN_USE = /This location is used by \d+ stops?; move or delete (it|them) first\./;

test("an editor adds, finds, edits and deletes a location; a place with stops is kept", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const name = `E2E Pier ${tag}`;
  const renamed = `E2E Pier 39 ${tag}`;

  // One page load: sign in, then the section from the navigation.
  await signIn(page, EDITOR);
  await openSection(page, "Locations");
  await expect(page).toHaveURL(/\/panel\/locations$/);
  await expect(page.getByRole("heading", { level: 1, name: "Locations" })).toBeVisible();
  await expect(page.getByTestId("list-total")).toHaveText(/^\d+ locations?$/);
  // A demo place with its coordinates.
  await expect(locationRow(page, "Civic Center Plaza")).toContainText("37.7793, -122.4193");

  // Add: every field is checked at the field; a click on the map sets the coordinates; typed
  // ones move the marker.
  await page.getByRole("button", { name: "Add location" }).click();
  const create = page.getByRole("dialog", { name: "New location" });
  const lat = create.getByRole("textbox", { name: /^Latitude/ });
  const lng = create.getByRole("textbox", { name: /^Longitude/ });
  await create.getByRole("button", { name: "Save" }).click();
  await expect(create.getByText("The name field is required.")).toBeVisible();
  await expect(create.getByText("The latitude must be a number.")).toBeVisible();
  await expect(create.getByText("The longitude must be a number.")).toBeVisible();
  await expect(lat).toHaveAttribute("aria-invalid", "true");

  const map = create.getByTestId("location-map");
  await expect(map).toHaveClass(/leaflet-container/);
  const marker = map.locator(".leaflet-overlay-pane path");
  await expect(marker).toHaveCount(0);
  await map.click();
  await expect(lat).toHaveValue(/^-?\d+(\.\d+)?$/);
  await expect(lng).toHaveValue(/^-?\d+(\.\d+)?$/);
  await expect(marker).toHaveCount(1);

  await create.getByRole("textbox", { name: /^Name/ }).fill(name);
  await create.getByRole("textbox", { name: /^Address/ }).fill("Beach St & The Embarcadero");
  await lat.fill("95");
  await lng.fill("-122.4177");
  await create.getByRole("button", { name: "Save" }).click();
  await expect(create.getByText("The latitude must be between -90 and 90.")).toBeVisible();
  await expect(marker).toHaveCount(0);
  await lat.fill("37.808");
  await expect(marker).toHaveCount(1);
  await create.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${name} added.`)).toBeVisible();
  await expect(create).toBeHidden();

  // Find it by search: the search is in the URL.
  await page.getByRole("searchbox", { name: "Search locations" }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(page.getByTestId("list-total")).toHaveText("1 location found");
  await expect(locationRow(page, name)).toContainText("Beach St & The Embarcadero");
  await expect(locationRow(page, name)).toContainText("37.8080, -122.4177");

  // Edit: the dialog opens with the saved values and the marker on them.
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit location" });
  await expect(edit.getByRole("textbox", { name: /^Name/ })).toHaveValue(name);
  await expect(edit.getByRole("textbox", { name: /^Latitude/ })).toHaveValue("37.808");
  await expect(edit.getByTestId("location-map").locator(".leaflet-overlay-pane path")).toHaveCount(
    1,
  );
  await edit.getByRole("textbox", { name: /^Name/ }).fill(renamed);
  await edit.getByRole("textbox", { name: /^Longitude/ }).fill("-122.41");
  // Screenshots of the form at both widths.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(edit.getByTestId("location-map")).toBeVisible();
    await page.screenshot({ path: info.outputPath(`location-form-${width}.png`) });
  }
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${renamed} saved.`)).toBeVisible();
  await expect(locationRow(page, renamed)).toContainText("37.8080, -122.4100");

  // Screenshots of the list at both widths.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(locationRow(page, renamed)).toBeVisible();
    await page.screenshot({ path: info.outputPath(`locations-${width}.png`), fullPage: true });
  }

  // Delete the unused one after confirming; Cancel first keeps it.
  await page.getByRole("button", { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${renamed}?` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(locationRow(page, renamed)).toBeVisible();
  await page.getByRole("button", { name: `Delete ${renamed}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`${renamed} deleted.`)).toBeVisible();
  await expect(page.getByText("No locations match your search")).toBeVisible();

  // A demo place that stops use: the dialog says why it stays.
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page).toHaveURL(/\/panel\/locations$/);
  await page.getByRole("button", { name: "Delete Civic Center Plaza" }).click();
  const used = page.getByRole("dialog", { name: "Delete Civic Center Plaza?" });
  await used.getByRole("button", { name: "Delete" }).click();
  await expect(used.getByTestId("location-in-use")).toContainText(IN_USE);
  await page.screenshot({ path: info.outputPath("location-in-use-1280.png") });
  await used.getByRole("button", { name: "Cancel" }).click();
  await expect(locationRow(page, "Civic Center Plaza")).toBeVisible();
});
