// @vitest-environment node
import { POST_STATUSES, type Post } from "@fooddir/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStopAtNewPlace, escapedHtml, startSiteServer } from "./testing/site-server.ts";

/**
 * contract.md "Where the trucks are", issue 22 point 5: /today and a member page change as
 * time passes with no write. The server runs on a clock the test moves (the demo domain is in
 * America/Los_Angeles): a cached page is served until the next start or end it shows, then
 * rendered anew.
 */

const at = (iso: string) => Date.parse(iso);
let now = at("2027-03-10T19:00:00Z"); // 11:00 in Los Angeles
let site: Awaited<ReturnType<typeof startSiteServer>>;
let member: Post;
const PLACE = "Clockwork Corner";

/** The group of /today whose section lists the place ("Open now", "Later today", "Tomorrow"). */
async function groupOfPlace() {
  const reply = await site.page("/today");
  expect(reply.status).toBe(200);
  const sections = reply.text.split('<section class="today-group"').slice(1);
  const section = sections.find((html) => html.includes(escapedHtml(PLACE)));
  return {
    cache: reply.headers["x-page-cache"],
    group: section ? /<h2[^>]*>([^<]+)</.exec(section)?.[1]?.trim() : null,
  };
}

beforeAll(async () => {
  // EDGE_TTL: shared caches may keep pages, so a timed page's s-maxage counts down.
  site = await startSiteServer("today-clock", { EDGE_TTL: "86400" }, { clock: () => now });
  await site.signIn();
  const members = await site.api<Post[]>("GET", "/api/posts/by-type?type=2&limit=100");
  member = members.find((m) => m.post_status_id === POST_STATUSES.published) as Post;
  await addStopAtNewPlace(site, member.id, PLACE, "12 Gear Street");
}, 120_000);

afterAll(async () => {
  await site?.close();
});

describe("a stored page that time changes, served again", () => {
  const sharedSeconds = (reply: { headers: Record<string, string | string[] | undefined> }) =>
    Number(/s-maxage=(\d+)/.exec(String(reply.headers["cache-control"]))?.[1]);

  it("tells shared caches the seconds it has left, counting down between hits", async () => {
    await site.page("/today");
    const first = await site.page("/today");
    expect(first.headers["x-page-cache"]).toBe("hit");
    const left = sharedSeconds(first);
    expect(left).toBeGreaterThan(10);
    expect(first.headers["surrogate-control"]).toBe(`max-age=${left}, stale-if-error=86400`);
    // The page expires at a whole minute and the clock stands on a whole second: 9.6 s later,
    // 9.6 s are gone of its time (rounded down: 10 whole seconds fewer left).
    now += 9_600;
    const later = await site.page("/today");
    expect(later.headers["x-page-cache"]).toBe("hit");
    expect(sharedSeconds(later)).toBe(left - 10);
    // Within the same second the headers are the same; the body is the stored one.
    now += 300;
    const again = await site.page("/today");
    expect(sharedSeconds(again)).toBe(left - 10);
    expect(again.text === first.text).toBe(true);
    now = at("2027-03-10T19:00:00Z");
  });
});

describe("/today as the clock moves", () => {
  it("moves a stop from later today to open now, then off the page, with no write", async () => {
    expect(await groupOfPlace()).toMatchObject({ group: "Later today" });
    // Asked again at the same moment, the page comes from the cache.
    expect(await groupOfPlace()).toEqual({ cache: "hit", group: "Later today" });
    // 12:00:01 in Los Angeles: the cached page expired at the stop's start (or earlier, at a
    // demo stop's boundary), so it is rendered anew, one second late at most.
    now = at("2027-03-10T20:00:01Z");
    expect(await groupOfPlace()).toEqual({ cache: "miss", group: "Open now" });
    // Past the end (14:00) it is gone.
    now = at("2027-03-10T22:00:01Z");
    expect((await groupOfPlace()).group).toBeNull();
  });

  it("the member page's next stops drop the stop once it has ended", async () => {
    now = at("2027-03-10T19:00:00Z");
    const path = `/${member.attributes.url.replace(/^\//, "")}`;
    const before = await site.page(path);
    expect(before.text).toContain(escapedHtml(PLACE));
    now = at("2027-03-10T22:00:01Z");
    const after = await site.page(path);
    expect(after.text).not.toContain(escapedHtml(PLACE));
  });
});
