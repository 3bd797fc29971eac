// @vitest-environment node

import { POST_TYPES, type Post } from "@fooddir/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renameMember } from "./testing/rename-member.ts";
import { escapedHtml, startSiteServer } from "./testing/site-server.ts";

/**
 * Issue 40 point 1: a member card is rendered once per version and reused by every page that
 * lists it (server/fragment-store.ts, app/lib/fragments.ts), even with the page cache off; a
 * write shows on the next page at once.
 */

let site: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  site = await startSiteServer("fragments", { PAGE_CACHE: "off" });
  await site.signIn();
}, 120_000);
afterAll(() => site?.close());

const shows = (html: string, text: string) => html.includes(escapedHtml(text));
/** Whether the page has a card titled `title` (its heading, not a mention elsewhere). */
const hasCard = (html: string, title: string) =>
  html.includes(`<h2 class="blk-member__title">${escapedHtml(title)}</h2>`);
const members = async () =>
  site.api<Post[]>(
    "GET",
    `/api/posts/by-type?type=${POST_TYPES.member}&limit=50&offset=0&sortBy=position&sortDir=asc`,
  );

describe("member cards as fragments", () => {
  it("are rendered once: the next pages that list them reuse the stored markup", async () => {
    const first = await site.page("/members");
    expect(first.status).toBe(200);
    const stored = site.server.fragments.size();
    // Every card of the page but the first (its poster loads at once, its hint is the page's).
    expect(stored).toBeGreaterThan(1);
    const again = await site.page("/members");
    expect(again.text).toBe(first.text);
    expect(site.server.fragments.size()).toBe(stored);
    // A filtered page lists some of the same cards: only its new versions are added.
    await site.page("/members?search=taco");
    expect(site.server.fragments.size()).toBeGreaterThanOrEqual(stored);
  });

  it("show a renamed member on the next page, never the stored card", async () => {
    const list = await members();
    const member = list[1];
    const before = await site.page("/members");
    expect(hasCard(before.text, member.attributes.title)).toBe(true);
    const title = `Renamed ${Date.now()}`;
    await renameMember(site.api, member.id, title);
    const after = await site.page("/members");
    expect(hasCard(after.text, title)).toBe(true);
    expect(hasCard(after.text, member.attributes.title)).toBe(false);
    expect(shows(after.text, title)).toBe(true);
  });

  it("are dropped with the change events, as pages are", async () => {
    await site.page("/members");
    expect(site.server.fragments.size()).toBeGreaterThan(0);
    const [member] = await members();
    await site.api("PUT", `/api/posts/${member.id}/status`, { post_status_id: 2 });
    await expect.poll(() => site.server.fragments.size()).toBe(0);
  });
});
