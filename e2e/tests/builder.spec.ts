import { expect, type Locator, type Page, test } from "@playwright/test";
import { pngBuffer } from "./content-helpers.ts";
import { cookie, signIn, siteUrl } from "./helpers.ts";

/** A new draft page made through the API (the journey is about the builder, not the form). */
async function createDraftPage(page: Page, url: string) {
  const token = await cookie(page.context(), "access_token");
  const api = `${siteUrl().replace("//localhost", "//api.localhost")}/api/posts`;
  return page.evaluate(
    async ([endpoint, bearer, slug]) => {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
        body: JSON.stringify({
          url: slug,
          title: "Builder journey",
          post_status_id: 1,
          post_type_id: 1,
        }),
      });
      return ((await response.json()) as { data: { id: number } }).data;
    },
    [api, token ?? "", url] as const,
  );
}

const canvas = (page: Page) => page.frameLocator("iframe");

/**
 * Drags with the pointer as a person does: press, nudge past the drag threshold, travel, pause
 * over the target so the drop indicator settles, release.
 */
async function dragTo(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + i * 4, from.y, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 25 });
  await page.waitForTimeout(250);
  await page.mouse.move(to.x, to.y + 2, { steps: 3 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

const center = (box: { x: number; y: number; width: number; height: number } | null) => {
  if (!box) throw new Error("element has no box");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

type Box = NonNullable<Awaited<ReturnType<Locator["boundingBox"]>>>;

/**
 * The boxes of `locators` once every one is laid out: Puck re-renders the canvas after a drop or
 * an edit, and a box is null while it does, so this asks again until none is.
 */
async function laidOut(locators: Locator[], what: string, timeout: number): Promise<Box[]> {
  const boxes: (Box | null)[] = [];
  await expect(async () => {
    boxes.splice(
      0,
      boxes.length,
      ...(await Promise.all(locators.map((l) => l.boundingBox({ timeout: 2_000 })))),
    );
    expect(boxes.every(Boolean), what).toBe(true);
  }).toPass({ timeout });
  return boxes as Box[];
}

/** Drops a block from the sidebar at the end of the page. */
async function addBlock(page: Page, name: string) {
  const blocks = canvas(page).locator("[data-puck-component]");
  const before = await blocks.count();
  const item = page.locator("[data-testid^='drawer-item']", { hasText: name }).first();
  await item.scrollIntoViewIfNeeded();
  const frame = page.locator("iframe").contentFrame();
  const dropZone = frame.locator("[data-puck-dropzone]").first();
  const [zone] = await laidOut([dropZone], "the canvas has a drop zone", 10_000);
  const last = before > 0 ? await blocks.last().boundingBox() : null;
  const y = last ? last.y + last.height - 3 : zone.y + zone.height - 8;
  await dragTo(page, center(await item.boundingBox()), { x: zone.x + zone.width / 2, y });
  await expect(blocks).toHaveCount(before + 1);
}

test("an editor builds a page from blocks, uploads an image in the builder and publishes it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  const slug = `builder-journey-${Date.now()}`;
  const post = await createDraftPage(page, slug);
  await page.goto(`/panel/pages/${post.id}/build`);
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();

  await addBlock(page, "Heading");
  await addBlock(page, "Image");
  await addBlock(page, "Rich text");

  // New blocks start empty (placeholders with hints): the heading gets its own words.
  await canvas(page).locator("[data-puck-component]").first().click();
  // Puck renders its field panel twice (desktop and mobile layouts): use the visible one.
  const headingText = page.locator("input[name=text]").locator("visible=true");
  await headingText.fill("Fresh from the builder");
  await expect(canvas(page).locator(".blk-heading")).toHaveText("Fresh from the builder");

  // An image uploaded from inside the builder, with its alt text.
  await canvas(page).locator("[data-puck-component]").nth(1).click();
  await page.getByRole("button", { name: "Choose image" }).locator("visible=true").click();
  const picker = page.getByRole("dialog", { name: "Choose image" });
  await picker.locator("input[type=file]").setInputFiles({
    name: "journey.png",
    mimeType: "image/png",
    buffer: pngBuffer(64, 48),
  });
  await expect(picker.getByRole("button", { name: "Use selected image" })).toBeEnabled({
    timeout: 15_000,
  });
  await picker.getByRole("button", { name: "Use selected image" }).click();
  await page.locator("input[name=alt]").locator("visible=true").fill("An orange test card");
  await expect(canvas(page).locator(".blk-image img")).toHaveAttribute(
    "alt",
    "An orange test card",
  );

  // The rich text gets its words in the field's editor.
  // The canvas lays out again once the image above has loaded: a click during that shift can
  // land on the image block (seen once on a busy CI machine), so click until the editor shows.
  const richText = page.locator("[contenteditable=true]").locator("visible=true").first();
  await expect(async () => {
    await canvas(page).locator("[data-puck-component]").nth(2).click();
    await expect(richText).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await richText.fill("Built today");
  await expect(canvas(page).locator(".blk-richtext")).toContainText("Built today");

  // Reorder by dragging: the rich text moves to the top of the page.
  // The canvas re-renders after the text is typed (a null box failed this once on CI).
  const blocks = canvas(page).locator("[data-puck-component]");
  const [first, textBox] = await laidOut(
    [blocks.first(), blocks.nth(2)],
    "the blocks are laid out",
    15_000,
  );
  await dragTo(page, center(textBox), { x: first.x + first.width / 2, y: first.y + 4 });
  await expect(blocks.first().locator(".blk-richtext")).toHaveCount(1);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published.")).toBeVisible();
  // What was published is what the editor shows: nothing is left unsaved.
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  // The public page shows the blocks in the builder's order.
  const publicPage = await page.context().newPage();
  const response = await publicPage.goto(`${siteUrl()}/${slug}`);
  expect(response?.status()).toBe(200);
  const order = await publicPage
    .locator("main .blk-richtext, main .blk-heading, main .blk-image")
    .evaluateAll((nodes) => nodes.map((n) => n.className.split(" ")[0]));
  expect(order).toEqual(["blk-richtext", "blk-heading", "blk-image"]);
  await expect(publicPage.locator("main .blk-heading")).toHaveText("Fresh from the builder");
  await expect(publicPage.locator("main .blk-image img")).toHaveAttribute(
    "alt",
    "An orange test card",
  );

  // Reloading the builder shows the same document.
  await page.reload();
  await expect(canvas(page).locator("[data-puck-component]")).toHaveCount(3);
  await expect(canvas(page).locator(".blk-heading")).toHaveText("Fresh from the builder");
});
