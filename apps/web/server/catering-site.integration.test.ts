// @vitest-environment node

import { POST_TYPES, type Post, publicPath } from "@fooddir/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteServer } from "./testing/site-server.ts";

/**
 * Issue 38 on the demo's catering site (catering.localhost), as its server renders it: "Book a
 * truck" answers with the result first in focus (points 5), the calendar feeds and booking are
 * linked (point 7), the texts, cuisine chips and the address field (the low items).
 */

const HOST = "catering.localhost";
let site: Awaited<ReturnType<typeof startSiteServer>>;

const get = (target: string) => site.page(target, { host: HOST });
const html = async (target: string) => {
  const reply = await get(target);
  expect(reply.status, target).toBe(200);
  return reply.text;
};
/** Public reads of the catering domain (anonymous, as its pages make them). */
const publicRead = async <T>(target: string) =>
  (JSON.parse((await site.page(target, { host: `api.${HOST}` })).text) as { data: T }).data;
const postsOf = (type: number) =>
  publicRead<Post[]>(`/api/posts/by-type?type=${type}&limit=500&offset=0`);
/** Each `href` of the page's links. */
const hrefs = (page: string) => [...page.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);
/** The opening tag of the one element carrying `autofocus`. */
const focused = (page: string) => page.match(/<[a-z0-9]+ [^>]*autofocus=""[^>]*>/g) ?? [];

/** A day a month ahead, in any zone still ahead of "today". */
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  site = await startSiteServer("catering-site");
}, 60_000);
afterAll(() => site?.close());

/** The first catering post with the form, its path and its Form block's id. */
async function bookingPage() {
  const caterings = await postsOf(POST_TYPES.catering);
  const post = caterings.find((p) => JSON.stringify(p.post_body).includes('"form":"catering"'));
  if (!post) throw new Error("the demo's catering site has no catering form");
  const path = publicPath(post.attributes.url);
  const page = await html(path);
  const block = /name="_form_block" value="([^"]+)"/.exec(page)?.[1] ?? "";
  return { path, page, block };
}

const request = (block: string, fields: Record<string, string> = {}) => ({
  _form_block: block,
  form: "catering",
  name: "Ada Booker",
  email: "ada@example.org",
  phone: "",
  event_date: inAMonth,
  start_time: "21:00",
  end_time: "01:00",
  guests: "40",
  budget_min: "",
  budget_max: "",
  address: "1 Market St, San Francisco",
  dietary_other: "",
  notes: "",
  website: "",
  ...fields,
});

describe("Book a truck answers at its result (issue 38 point 5)", () => {
  it("shows the thanks with focus on it, before anything else takes focus", async () => {
    const { path, block } = await bookingPage();
    const sent = await site.request("POST", path, { host: HOST, form: request(block) });
    expect(sent.status).toBe(200);
    const tags = focused(sent.text);
    expect(tags).toHaveLength(1);
    expect(tags[0]).toContain('role="status"');
    expect(tags[0]).toContain('tabindex="-1"');
    // Ends after midnight: accepted (point 12); neutral words, right plural (low items).
    expect(sent.text).toMatch(/Thanks, Ada Booker\. (We asked \d+ caterers?|We received)/);
    expect(sent.text).not.toMatch(/We asked \d+ trucks?/);
  });

  it("lists the errors first with focus on them, links each field and keeps the values", async () => {
    const { path, block } = await bookingPage();
    const reply = await site.request("POST", path, {
      host: HOST,
      form: request(block, { email: "not-an-email", start_time: "20:00", end_time: "20:00" }),
    });
    expect(reply.status).toBe(422);
    const tags = focused(reply.text);
    expect(tags).toHaveLength(1);
    expect(tags[0]).toContain('role="alert"');
    expect(tags[0]).toContain('tabindex="-1"');
    const summaryAt = reply.text.indexOf('role="alert"');
    expect(summaryAt).toBeLessThan(reply.text.indexOf('<form class="blk-form__form"'));
    const summary = reply.text.slice(summaryAt, reply.text.indexOf("</ul>", summaryAt));
    const targets = [...summary.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(targets.length).toBeGreaterThanOrEqual(2);
    for (const id of targets) {
      const field = new RegExp(`<input [^>]*id="${id}"[^>]*>`).exec(reply.text)?.[0] ?? "";
      expect(field, id).toContain('aria-invalid="true"');
      expect(field, id).toContain("aria-describedby=");
    }
    expect(reply.text).toContain('value="Ada Booker"');
    expect(reply.text).toContain('value="not-an-email"');
  });

  it("asks for the address with a valid autocomplete, in neutral words", async () => {
    const { page } = await bookingPage();
    // React writes the attribute as autoComplete; HTML attribute names ignore case.
    expect(page).toMatch(/autocomplete="address-line1"/i);
    expect(page).not.toMatch(/autocomplete="street-address"/i);
    expect(page).toContain("If the caterers may call you.");
    expect(page).not.toContain("where the trucks will park");
  });
});

describe("the calendar feeds and booking are linked (issue 38 point 7)", () => {
  it("links the site's feed from /today, in the page and in the head, and it resolves", async () => {
    const page = await html("/today");
    expect(page).toContain(">Subscribe to the calendar</a>");
    const links = hrefs(page).filter((href) => href.endsWith("/calendar.ics"));
    expect(links.some((href) => href.startsWith("webcal://"))).toBe(true);
    const https = links.find((href) => /^https?:/.test(href)) ?? "";
    expect(page).toMatch(/<link rel="alternate" type="text\/calendar"[^>]*\/calendar\.ics"/);
    const feed = await get(new URL(https).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers["content-type"]).toContain("text/calendar");
  });

  it("gives a catering member its feed and Book this truck, to the site's form", async () => {
    const members = await postsOf(POST_TYPES.member);
    const offering = members.find((m) => m.offers_catering);
    const declining = members.find((m) => m.offers_catering === false);
    if (!offering || !declining)
      throw new Error("the demo needs members with and without catering");
    const page = await html(publicPath(offering.attributes.url));
    const { path } = await bookingPage();
    expect(page).toContain(`href="${path}">Book this truck</a>`);
    const feedPath = `/calendar/${offering.attributes.url.replace(/^\/+|\/+$/g, "")}.ics`;
    expect(hrefs(page).some((href) => href.endsWith(feedPath))).toBe(true);
    expect(page).toContain('type="text/calendar"');
    const feed = await get(feedPath);
    expect(feed.status).toBe(200);
    expect(feed.headers["content-type"]).toContain("text/calendar");
    // A member that does not cater is not offered for booking.
    expect(await html(publicPath(declining.attributes.url))).not.toContain("Book this truck");
  });
});

describe("the catering home page's cuisine chips (issue 38)", () => {
  it("makes every chip a link that opens", async () => {
    const page = await html("/");
    const chips = [...page.matchAll(/<(a|span) class="blk-cuisines__item"(?: href="([^"]*)")?/g)];
    expect(chips.length).toBeGreaterThan(0);
    expect(chips.every((chip) => chip[1] === "a")).toBe(true);
    for (const [, , href] of chips.slice(0, 3)) {
      expect((await get(href.replace(/&amp;/g, "&"))).status, href).toBe(200);
    }
  });
});
