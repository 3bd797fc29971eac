import { createHmac } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { E2E_SECRET, PORT } from "../playwright.config.ts";

export const ADMIN = { email: "admin@example.com", password: "foodtrucks-demo" };
export const EDITOR = { email: "editor@example.com", password: "foodtrucks-demo" };
/** The demo vendor (role 4 "Member"): keeps Taco Loco on localhost. */
export const VENDOR = { email: "vendor@example.com", password: "foodtrucks-demo" };
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
  await context.addCookies([
    { name, value, domain: host, path: "/", sameSite: "Strict", httpOnly: true },
  ]);
}

/** Opens a panel section from the navigation (the dashboard's tiles link there too). */
export async function openSection(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name }).click();
}

const OUTBOX = path.resolve(import.meta.dirname, "../../.tmp/e2e-data/outbox");

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
