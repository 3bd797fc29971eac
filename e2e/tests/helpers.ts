import { createHmac } from "node:crypto";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { E2E_SECRET, PORT } from "../playwright.config.ts";

export const ADMIN = { email: "admin@example.com", password: "foodtrucks-demo" };
export const EDITOR = { email: "editor@example.com", password: "foodtrucks-demo" };
export const siteUrl = (host = "localhost") => `http://${host}:${PORT}`;

export async function signIn(page: Page, user = ADMIN, host = "localhost") {
  await page.goto(`${siteUrl(host)}/team-login`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/panel\/?$/);
}

export async function cookie(context: BrowserContext, name: string) {
  const cookies = await context.cookies();
  return cookies.find((c) => c.name === name)?.value;
}

/** An access token exactly like the server's, but expired an hour ago. */
export function expiredAccessTokenFrom(validToken: string): string {
  const [header, payload] = validToken.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  const now = Math.floor(Date.now() / 1000);
  const expired = Buffer.from(
    JSON.stringify({ ...claims, iat: now - 7200, exp: now - 3600 }),
  ).toString("base64url");
  const signature = createHmac("sha256", E2E_SECRET)
    .update(`${header}.${expired}`)
    .digest("base64url");
  return `${header}.${expired}.${signature}`;
}

export async function setCookie(
  context: BrowserContext,
  name: string,
  value: string,
  host = "localhost",
) {
  await context.addCookies([{ name, value, domain: host, path: "/", sameSite: "Lax" }]);
}

/** Opens a panel section from the navigation (the dashboard's tiles link there too). */
export async function openSection(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name }).click();
}
