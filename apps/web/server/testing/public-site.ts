import { afterAll, beforeAll, expect } from "vitest";
import { escapedHtml, startSiteServer } from "./site-server.ts";

/**
 * The public site's test files (public-site and public-pages.integration.test.ts): one site
 * server each, signed in as the demo admin (`site`, a live binding), and what they read of its
 * pages.
 */

export let site: Awaited<ReturnType<typeof startSiteServer>>;
export const html = async (target: string, host = "localhost") => {
  const reply = await site.page(target, { host });
  expect(reply.status, target).toBe(200);
  return reply.text;
};
export const shows = (page: string, text: string) => page.includes(escapedHtml(text));
/** The HTML of one element kind (a boolean check on it prints little on failure). */
export const part = (page: string, tag: "header" | "footer") => {
  const start = page.indexOf(`<${tag} class="site-${tag}"`);
  return page.slice(start, page.indexOf(`</${tag}>`, start));
};

/** Starts the test file's server (named `name`) before its tests and closes it after them. */
export function servePublicSite(name: string) {
  beforeAll(async () => {
    site = await startSiteServer(name);
    await site.signIn();
  }, 60_000);
  afterAll(() => site?.close());
}
