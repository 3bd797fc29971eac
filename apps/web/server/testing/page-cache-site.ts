import type { ChangeEvent } from "@fooddir/api";
import { afterAll, beforeAll, expect } from "vitest";
import type { HostRequestOptions } from "./host-request.ts";
import { escapedHtml, startSiteServer } from "./site-server.ts";

/**
 * The page cache's test files (page-cache*.integration.test.ts): one site server each, signed
 * in as the demo admin, and the requests they make of it. The server's parts are live bindings,
 * set once `servePageCacheSite` has started it.
 */

export let site: Awaited<ReturnType<typeof startSiteServer>>;
export let server: Awaited<ReturnType<typeof startSiteServer>>["server"];
export let port = 0;
export let token = "";
export let events: ChangeEvent[] = [];

export const request = (method: string, target: string, options: HostRequestOptions = {}) =>
  site.request(method, target, options);

/** As React writes text into HTML. */
export const escaped = escapedHtml;
/** Whether the page shows a text (a boolean, so a failure does not print the whole page). */
export const shows = (html: string, text: string) => html.includes(escaped(text));

export const page = (target: string, headers: Record<string, string> = {}) =>
  request("GET", target, { headers });
export async function api<T = unknown>(method: string, target: string, body?: unknown) {
  const reply = await request(method, target, {
    host: "api.localhost",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
  });
  expect(reply.status, `${method} ${target}: ${reply.text}`).toBeLessThan(300);
  return (JSON.parse(reply.text) as { data: T }).data;
}
type Member = {
  id: number;
  attributes: { title: string; url: string };
  media: { poster: { id: number; alt: string } | null };
  external_data: { cuisines: { id: number; title: string }[] };
};
export const members = () =>
  api<Member[]>("GET", "/api/posts/by-type?type=2&limit=100&sortBy=position");

/** The url of the first member poster of the demo (the demo seed gives members posters). */
export async function aPosterUrl(): Promise<string> {
  const poster = (await members()).find((m) => m.media.poster)?.media.poster;
  if (!poster) throw new Error("the demo has no member with a poster");
  // Absolute on its own site (contract.md "Several domains in one panel"); requested by path.
  const { url } = poster as unknown as { url: string };
  expect(url.startsWith("http://localhost:3000/storage/")).toBe(true);
  return new URL(url).pathname;
}

/** Warms a page into the cache and checks it is served from there. */
export async function cached(target: string) {
  await page(target);
  const again = await page(target);
  expect(again.headers["x-page-cache"]).toBe("hit");
  return again;
}

/** Starts the test file's server (named `name`) before its tests and closes it after them. */
export function servePageCacheSite(name: string) {
  beforeAll(async () => {
    site = await startSiteServer(name);
    ({ server, port, events } = site);
    token = await site.signIn();
  }, 60_000);

  afterAll(() => site?.close());
}
