// @vitest-environment node

import { POST_TYPES, type Post } from "@fooddir/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renameMember } from "./testing/rename-member.ts";
import { escapedHtml, startSiteServer } from "./testing/site-server.ts";

/**
 * Issue 40 point 1: public pages render on worker threads (render-threads.ts, decision 036),
 * each with its own stored cards and held API answers: the page is the one the main thread
 * renders, the page cache stores it under the same keys, and a write shows on the next page
 * from every thread.
 */

type Site = Awaited<ReturnType<typeof startSiteServer>>;
let threaded: Site;
let single: Site;

beforeAll(async () => {
  [threaded, single] = await Promise.all([
    startSiteServer("render-threads", { RENDER_THREADS: "2" }),
    startSiteServer("render-single", { RENDER_THREADS: "0" }),
  ]);
  await threaded.signIn();
}, 120_000);
afterAll(() => Promise.all([threaded?.close(), single?.close()]));

/** The page's own bytes: the port in absolute urls and the policy nonce differ by server. */
const comparable = (html: string, port: number) =>
  html.replaceAll(`:${port}/`, ":PORT/").replace(/nonce="[^"]*"/g, "");
const hasCard = (html: string, title: string) =>
  html.includes(`<h2 class="blk-member__title">${escapedHtml(title)}</h2>`);
const members = () =>
  threaded.api<Post[]>(
    "GET",
    `/api/posts/by-type?type=${POST_TYPES.member}&limit=50&offset=0&sortBy=position&sortDir=asc`,
  );

describe("render threads", () => {
  it("render the page the main thread renders, off the main thread", {
    timeout: 30_000,
  }, async () => {
    expect(threaded.server.threads?.size).toBe(2);
    expect(single.server.threads).toBeUndefined();
    for (const path of ["/members", "/members?search=taco", "/taco-loco", "/no-such-page"]) {
      const [a, b] = await Promise.all([threaded.page(path), single.page(path)]);
      expect(a.status).toBe(b.status);
      expect(comparable(a.text, threaded.port)).toBe(comparable(b.text, single.port));
    }
    // The cards were stored by the threads, none by this one.
    expect(threaded.server.fragments.size()).toBe(0);
    expect(single.server.fragments.size()).toBeGreaterThan(1);
  });

  it("give the page cache what the page read: stored, then hit, under its keys", async () => {
    const site = await threaded.api<{ domain: { id: number } }>("GET", "/api/site");
    const member = (await members()).find((post) => post.attributes.url === "bangkok-wheels");
    expect(member).toBeDefined();
    expect((await threaded.page("/bangkok-wheels")).status).toBe(200);
    const again = await threaded.page("/bangkok-wheels");
    expect(again.headers["x-page-cache"]).toBe("hit");
    const keys = String(again.headers["surrogate-key"]).split(" ");
    expect(keys).toContain(`fd-d${site.domain.id}-p${member?.id}`);
    expect(keys).toContain(`fd-d${site.domain.id}-stops`);
  });

  it("show a write on the next page from every thread", async () => {
    const member = (await members())[2];
    // Renders at once spread over the threads: each holds the member list and stores the card.
    const many = (tag: string) =>
      Promise.all(Array.from({ length: 8 }, (_, i) => threaded.page(`/members?${tag}=${i}`)));
    for (const page of await many("before")) {
      expect(hasCard(page.text, member.attributes.title)).toBe(true);
    }
    const title = `Renamed ${Date.now()}`;
    await renameMember(threaded.api, member.id, title);
    for (const page of await many("after")) {
      expect(hasCard(page.text, title)).toBe(true);
      expect(hasCard(page.text, member.attributes.title)).toBe(false);
    }
  });
});
