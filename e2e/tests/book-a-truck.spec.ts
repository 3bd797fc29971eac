import { expect, type Locator, type Page, test } from "@playwright/test";
import { apiCall, siteUrl } from "./helpers.ts";

/**
 * Issue 38 point 5: "Book a truck" on the demo's catering site at a phone's width puts the
 * visitor at the result of a send, without any script: the error summary (invalid send) and
 * then the thanks take focus (autofocus on a tabindex=-1 element) and are in the viewport.
 */

const HOST = "catering.localhost";

type Post = { attributes: { url: string }; post_body: unknown };

/** A local date `days` from now (`2027-05-14`). */
const dateIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The element holding focus is `locator`'s, and it is in the viewport. */
async function expectFocusedInView(page: Page, locator: Locator) {
  await expect(locator).toBeFocused();
  await expect(locator).toBeInViewport();
  expect(await page.evaluate(() => document.activeElement?.getAttribute("tabindex"))).toBe("-1");
}

test("the answer to a booking takes focus at 375 px: errors first, then the thanks", async ({
  page,
}) => {
  const posts = await apiCall<{ data: Post[] }>("GET", "/api/posts/by-type?type=5&limit=50", {
    host: HOST,
  });
  const catering = posts.body.data.find((p) =>
    JSON.stringify(p.post_body).includes('"form":"catering"'),
  );
  expect(catering).toBeTruthy();

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${siteUrl(HOST)}/${catering?.attributes.url}`);
  const form = page.locator("form.blk-form__form").first();
  await form.getByLabel("Your name").fill("Focus Tester");
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByLabel("Event date").fill(dateIn(40));
  await form.getByLabel("Start time").fill("21:00");
  await form.getByLabel("End time").fill("01:00");
  await form.getByLabel("Number of guests").fill("30");
  await form.getByLabel("Address of the event").fill("5 Pier Road, Oakland");
  // The browser's own check would stop a mistyped email: send it as typed to see the server's.
  await form.evaluate((el) => el.setAttribute("novalidate", ""));
  await form.getByRole("button").click();

  const summary = page.getByRole("alert");
  await expectFocusedInView(page, summary);
  await expect(summary.getByRole("link")).toHaveCount(1);
  const again = page.locator("form.blk-form__form").first();
  await expect(again.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(again.getByLabel("Your name")).toHaveValue("Focus Tester");
  // The summary's link targets the field.
  const emailId = await again.getByLabel("Email").getAttribute("id");
  await expect(summary.getByRole("link")).toHaveAttribute("href", `#${emailId}`);

  await again.getByLabel("Email").fill("focus.tester@example.org");
  await again.getByRole("button").click();
  const thanks = page.getByRole("status");
  await expect(thanks).toContainText("Thanks, Focus Tester.");
  await expectFocusedInView(page, thanks);
});
