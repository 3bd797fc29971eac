// @vitest-environment node

import { type CuisineTag, POST_STATUSES, POST_TYPES, type Post, slugify } from "@fooddir/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEMBERS_PAGE_SIZE } from "../app/lib/member-filter.ts";
import { escapedHtml, startSiteServer } from "./testing/site-server.ts";

/**
 * /members in pages (issue 26: a directory of hundreds stays light on a phone, and each page is
 * a render of its own): MEMBERS_PAGE_SIZE cards a page, links between the pages that keep the
 * filter, and the 404 for a page that does not exist. Built server, its own domain data.
 */

let site: Awaited<ReturnType<typeof startSiteServer>>;
let published: Post[] = [];
let cuisine: CuisineTag;
const cardTitles = (page: string) =>
  [...page.matchAll(/<h2 class="blk-member__title">([^<]*)<\/h2>/g)].map((m) => m[1]);
const titlesOf = (posts: Post[]) => posts.map((p) => escapedHtml(p.attributes.title));
const html = async (target: string) => {
  const reply = await site.page(target);
  expect(reply.status, target).toBe(200);
  return reply.text;
};

beforeAll(async () => {
  site = await startSiteServer("members-pages");
  await site.signIn();
  [cuisine] = await site.api<CuisineTag[]>("GET", "/api/cuisine-tags");
  const listed = async () =>
    site.api<Post[]>(
      "GET",
      `/api/posts/by-type?type=${POST_TYPES.member}&limit=500&status=${POST_STATUSES.published}&sortBy=position&sortDir=asc`,
    );
  // More than two pages: the demo's members and enough of the one cuisine's to page it too.
  const missing = 2 * MEMBERS_PAGE_SIZE + 5 - (await listed()).length;
  for (let n = 1; n <= missing; n++) {
    await site.api("POST", "/api/posts", {
      post_type_id: POST_TYPES.member,
      post_status_id: POST_STATUSES.published,
      title: `Paging Truck ${n}`,
      url: `paging-truck-${n}`,
      description: "Added to fill the pages.",
      media: {},
      external_data: { cuisines: [cuisine.id] },
    });
  }
  published = await listed();
}, 120_000);
afterAll(() => site?.close());

describe("/members in pages", () => {
  it("lists the first page's members with a link to the next, and each page its own", async () => {
    expect(published.length).toBeGreaterThan(2 * MEMBERS_PAGE_SIZE);
    const first = await html("/members");
    expect(cardTitles(first)).toEqual(titlesOf(published.slice(0, MEMBERS_PAGE_SIZE)));
    expect(first).toContain(`${published.length} members to discover.`);
    expect(first).toContain('<nav class="pagination" aria-label="Member pages">');
    expect(first).toContain('href="/members?page=2" rel="next"');
    expect(first).not.toContain('rel="prev"');
    expect(first).toMatch(/<link rel="canonical" href="[^"]*\/members"/);

    const second = await html("/members?page=2");
    expect(cardTitles(second)).toEqual(
      titlesOf(published.slice(MEMBERS_PAGE_SIZE, 2 * MEMBERS_PAGE_SIZE)),
    );
    expect(second).toContain('href="/members" rel="prev"');
    expect(second).toContain('href="/members?page=3" rel="next"');
    expect(second).toContain(`Page <!-- -->2<!-- --> of <!-- -->`);
    expect(second).toMatch(/<link rel="canonical" href="[^"]*\/members\?page=2"/);
    expect(second).toMatch(/<title>Members - page 2 \|/);

    const last = Math.ceil(published.length / MEMBERS_PAGE_SIZE);
    const end = await html(`/members?page=${last}`);
    expect(cardTitles(end)).toEqual(titlesOf(published.slice((last - 1) * MEMBERS_PAGE_SIZE)));
    expect(end).not.toContain('rel="next"');
  });

  it("keeps the filter on the links between its pages, and counts what matches", async () => {
    const matching = published.filter((p) =>
      p.external_data.cuisines.some((c) => c.id === cuisine.id),
    );
    expect(matching.length).toBeGreaterThan(MEMBERS_PAGE_SIZE);
    const value = slugify(cuisine.title);
    const first = await html(`/members?cuisine=${value}`);
    expect(first).toContain(`<option value="${value}" selected="">`);
    expect(cardTitles(first)).toEqual(titlesOf(matching.slice(0, MEMBERS_PAGE_SIZE)));
    expect(first).toContain(`${matching.length} members of ${published.length} match.`);
    expect(first).toContain(`href="/members?cuisine=${value}&amp;page=2" rel="next"`);
    const second = await html(`/members?cuisine=${value}&page=2`);
    expect(cardTitles(second)).toEqual(
      titlesOf(matching.slice(MEMBERS_PAGE_SIZE, 2 * MEMBERS_PAGE_SIZE)),
    );
    // A filtered view points at the directory itself.
    expect(second).toMatch(/<link rel="canonical" href="[^"]*\/members"/);
    expect(second).not.toMatch(/<link rel="next"/);
  });

  it("answers the public 404 for a page that does not exist", async () => {
    const last = Math.ceil(published.length / MEMBERS_PAGE_SIZE);
    for (const target of [
      `/members?page=${last + 1}`,
      "/members?page=0",
      "/members?page=abc",
      "/members?search=zzzz-no-such-truck&page=2",
    ]) {
      expect((await site.page(target)).status, target).toBe(404);
    }
    // Nothing matching is still a page: it says so.
    expect(await html("/members?search=zzzz-no-such-truck")).toContain(
      "No member matches these filters.",
    );
  });
});
