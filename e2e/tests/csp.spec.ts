import { expect, test } from "@playwright/test";
import { ADMIN, signInWithForm, siteUrl } from "./helpers.ts";

/**
 * Every page runs under the Content-Security-Policy (scripts from this origin or with the
 * response's nonce only): the panel still works and the browser reports no violation.
 */
test("the site and the panel work under the Content-Security-Policy with no violation", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });

  const home = await page.goto(siteUrl());
  expect(home?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await page.goto(`${siteUrl()}/members`);

  await signInWithForm(page, ADMIN);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Client-side navigation, data loaded from the API host, theme script: all allowed.
  await page.goto(`${siteUrl()}/panel/members`);
  await expect(page.getByRole("table")).toBeVisible();
  await page.goto(`${siteUrl()}/panel/media`);
  await expect(page.locator("[data-media-id]").first()).toBeVisible();
  expect(violations).toEqual([]);
});
