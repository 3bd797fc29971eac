import { createHmac } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { PANEL_SESSION_PATHS } from "@fooddir/contract";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { DATA_DIR, E2E_SECRET, PORT } from "../playwright.config.ts";

export const ADMIN = { email: "admin@example.com", password: "foodtrucks-demo" };
export const EDITOR = { email: "editor@example.com", password: "foodtrucks-demo" };
/** The demo vendor (role 4 "Member"): keeps Taco Loco on localhost. */
export const VENDOR = { email: "vendor@example.com", password: "foodtrucks-demo" };
export const siteUrl = (host = "localhost") => `http://${host}:${PORT}`;

/**
 * Signs in through the panel's session bridge with the page's own request context (it shares
 * the browser context's cookies, so the bridge's HttpOnly cookies land there), then opens the
 * dashboard. For journeys that start signed in; a test of the sign-in screen uses
 * `signInWithForm`.
 */
export async function signIn(page: Page, user = ADMIN, host = "localhost") {
  const reply = await page.request.post(`${siteUrl(host)}${PANEL_SESSION_PATHS.login}`, {
    data: { email: user.email, password: user.password },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  await page.goto(`${siteUrl(host)}/panel`);
  await expect(page).toHaveURL(/\/panel\/?$/);
}

/**
 * Signs in as a person does: the /team-login form (and its two-factor step when `user.code` is
 * given), then the dashboard.
 */
export async function signInWithForm(
  page: Page,
  user: { email: string; password: string; code?: string } = ADMIN,
  host = "localhost",
) {
  await page.goto(`${siteUrl(host)}/team-login`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (user.code !== undefined) {
    const codeField = page.getByLabel("Authentication code");
    await expect(codeField).toBeVisible();
    await codeField.fill(user.code);
    await page.getByRole("button", { name: "Sign in" }).click();
  }
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
  await context.addCookies([
    { name, value, domain: host, path: "/", sameSite: "Strict", httpOnly: true },
  ]);
}

/** Opens a panel section from the navigation (the dashboard's tiles link there too). */
export async function openSection(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name }).click();
}

/** The outbox of this worker's server (playwright.config.ts). */
export const OUTBOX = path.join(DATA_DIR, "outbox");

/** The newest mail to `to` in the embedded outbox (the demo writes mails there as .eml). */
export async function mailTo(to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const files = (await readdir(OUTBOX).catch(() => [])).sort().reverse();
    for (const file of files) {
      const text = await readFile(path.join(OUTBOX, file), "utf8");
      if (text.includes(`To: ${to}`)) return text.replace(/=\r?\n/g, "").replaceAll("=3D", "=");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

/** The first link to `path` on this site in the newest mail to `to`. */
export async function linkInMail(to: string, path: string): Promise<string> {
  const mail = await mailTo(to);
  const link = new RegExp(`http://localhost:\\d+${path}\\?[^\\s"<>]+`).exec(mail)?.[0];
  expect(link, `a ${path} link in the mail to ${to}: ${mail}`).toBeTruthy();
  return link as string;
}

/** An invited account sets its password through its mailed link and lands on /team-login. */
export async function setPasswordFromMail(page: Page, email: string, password: string) {
  await page.goto(await linkInMail(email, "/change-password"));
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/team-login/);
}

/** An API access token of `user` on `host` (the API's login, as the panel's bridge calls it). */
export async function apiToken(user: { email: string; password: string } = ADMIN, host?: string) {
  const login = await apiCall<{ data: { access_token: string } }>("POST", "/api/auth/login", {
    host,
    body: { email: user.email, password: user.password },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.data.access_token;
}

/**
 * One call to the API of `host` from the test process (node:http to 127.0.0.1 with the
 * `api.<host>` Host header; Node does not resolve *.localhost).
 */
export function apiCall<T = unknown>(
  method: string,
  pathname: string,
  options: { token?: string; body?: unknown; host?: string } = {},
): Promise<{ status: number; body: T }> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        method,
        path: pathname,
        headers: {
          host: `api.${options.host ?? "localhost"}:${PORT}`,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload ? { "content-type": "application/json" } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}
