import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { lightAndDark } from "./axe.ts";
import { apiCall, apiToken, mailTo, OUTBOX, siteUrl } from "./helpers.ts";

/**
 * Issue 23's visitor and truck (contract.md "Catering requests that reach the right trucks"): a
 * visitor books a truck on the demo's catering page at a phone's width and reads the
 * confirmation; a matched truck's mail (the outbox) holds its answer link; the link's
 * `?action=` only shows the page (a GET never answers), the truck sends a quote through the
 * form and sees it; the requester's mail holds the quote; once staff mark the request booked
 * the page says it is closed and shows no forms; a forged link is the 404 page. The respond
 * page is private, never cached and not indexed.
 */

type Post = {
  id: number;
  attributes: { title: string; url: string };
  catering?: { contact_email: string } | null;
};

/** The .eml files of the outbox now. */
const outboxFiles = async () => new Set(await readdir(OUTBOX).catch(() => []));

/**
 * A `/respond/...` link of a mail written after `before` that names `place` (this test's event,
 * not another test's), waiting for the job queue.
 */
async function newRespondLink(before: Set<string>, place: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    for (const file of [...(await outboxFiles())].filter((f) => !before.has(f)).sort()) {
      const text = (await readFile(path.join(OUTBOX, file), "utf8"))
        .replace(/=\r?\n/g, "")
        .replaceAll("=3D", "=");
      if (!text.includes(place)) continue;
      const link = /https?:\/\/[^\s"'<>]+\/respond\/[A-Za-z0-9._~%-]+/.exec(text)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("no mail with an answer link");
}

/** A local date `days` from now (`2027-05-14`); far enough for every lead time of the demo. */
function dateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test("a visitor books a truck, the truck quotes through its mail's link, the requester gets the quote", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const requester = `booker-${Date.now()}@example.org`;
  const place = `${Date.now() % 100_000} Harbor Way, Portland`;
  const posts = await apiCall<{ data: Post[] }>("GET", "/api/posts/by-type?type=5&limit=1");
  const catering = posts.body.data[0];
  const before = await outboxFiles();

  // The visitor, on a phone.
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`${siteUrl()}/${catering.attributes.url}`);
  const form = page.locator("form.blk-form__form").first();
  await form.getByLabel("Your name").fill("Ada Booker");
  await form.getByLabel("Email").fill(requester);
  await form.getByLabel("Event date").fill(dateIn(45));
  await form.getByLabel("Start time").fill("19:00");
  await form.getByLabel("End time").fill("21:00");
  await form.getByLabel("Number of guests").fill("40");
  await form.getByLabel(/^Budget up to/).fill("2000");
  await form.getByLabel("Address of the event").fill(place);
  await form.getByLabel("Vegetarian").check();
  // A mistake first: the end equal to the start (an earlier end would be the next day, issue
  // 38), shown at the field with the values kept.
  await form.getByLabel("End time").fill("19:00");
  await form.getByRole("button").click();
  const again = page.locator("form.blk-form__form").first();
  await expect(again.getByLabel("End time")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert")).toContainText(
    "The end time must differ from the start time.",
  );
  await expect(again.getByLabel("Your name")).toHaveValue("Ada Booker");
  await expect(again.getByLabel("Vegetarian")).toBeChecked();
  // The form with its errors passes axe (WCAG 2.2 AA), light and dark.
  expect(await lightAndDark(page)).toEqual([]);
  await again.getByLabel("End time").fill("21:00");
  await again.getByRole("button").click();
  const confirmation = page.getByRole("status");
  await expect(confirmation).toContainText(
    /^Thanks, Ada Booker\. We asked \d+ caterers? about your event on /,
  );
  await expect(confirmation).toContainText(`by mail to ${requester}.`);
  await info.attach("booked", {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });

  // The truck opens its mail's link as "Decline": the page shows the request, nothing changes.
  const link = await newRespondLink(before, place);
  const truck = await (await browser.newContext()).newPage();
  const opened = await truck.goto(`${link}?action=decline`);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  expect(opened?.headers()["x-robots-tag"]).toBe("noindex");
  expect(opened?.headers()["x-page-cache"]).toBeUndefined();
  await expect(truck.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(truck.getByRole("heading", { level: 1 })).toHaveText(/^Catering request for /);
  await expect(truck.getByText("You have not answered yet.")).toBeVisible();
  await expect(truck.getByText(requester)).toHaveCount(0);
  await expect(
    truck
      .locator("section")
      .filter({ has: truck.locator("input[name=answer]") })
      .first(),
  ).toHaveAttribute("id", "decline");
  // No script of the app (the page works without JavaScript).
  expect(await truck.locator("script[type=module], link[rel=modulepreload]").count()).toBe(0);
  expect(await lightAndDark(truck)).toEqual([]);

  // It sends a quote instead, and sees it with the requester's contact.
  const quote = truck.locator("#quote");
  await quote.getByLabel(/^Price/).fill("1200");
  await quote.getByLabel("Message").fill("Tacos al pastor for 40, two cooks.");
  await quote.getByRole("button", { name: "Send the quote" }).click();
  await expect(truck.getByRole("status")).toHaveText(
    "Thank you: your quote was sent to the requester.",
  );
  await expect(truck.getByText("You quoted $1,200.")).toBeVisible();
  await expect(truck.getByRole("link", { name: requester })).toBeVisible();
  await info.attach("quoted", {
    body: await truck.screenshot({ fullPage: true }),
    contentType: "image/png",
  });

  // The requester's mail holds the quote.
  const mail = await mailTo(requester);
  expect(mail).toMatch(/1,200/);
  expect(mail).toContain("Tacos al pastor for 40");

  // Staff mark the request booked: the link then shows it closed, without forms.
  const token = await apiToken();
  const list = await apiCall<{ data: { id: number }[] }>(
    "GET",
    `/api/catering-requests?search=${encodeURIComponent(requester)}`,
    { token },
  );
  const booked = await apiCall("PUT", `/api/catering-requests/${list.body.data[0].id}`, {
    token,
    body: { status: "booked" },
  });
  expect(booked.status).toBe(200);
  await truck.goto(link);
  await expect(truck.getByRole("heading", { name: "This request is closed" })).toBeVisible();
  await expect(truck.locator("form")).toHaveCount(0);

  // A forged link: the site's 404 page, still private.
  const forged = await truck.goto(`${link.slice(0, -4)}AAAA`);
  expect(forged?.status()).toBe(404);
  expect(forged?.headers()["cache-control"]).toBe("private, no-store");
  await truck.context().close();
});

// A member's catering contact email on no public page, feed or read: checked without a browser
// in apps/web/server/public-reads-e2e-moved.integration.test.ts.
