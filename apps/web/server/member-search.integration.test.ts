// @vitest-environment node
import { type CuisineTag, POST_STATUSES, POST_TYPES } from "@fooddir/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStopAtNewPlace, escapedHtml, startSiteServer } from "./testing/site-server.ts";

/**
 * Issue 38 point 6 (contract.md "Notifications, search, places"): /members?search= finds food
 * (a description's "tacos", a typo), marks the matched words and never draws a member's text as
 * HTML; /today?cuisine= takes the cuisine's url name like /members, an old tag id redirects to
 * it. Built server, demo data, a clock the test sets (the demo domain is in Los Angeles).
 */

const now = Date.parse("2027-03-10T19:00:00Z"); // 11:00 in Los Angeles
let site: Awaited<ReturnType<typeof startSiteServer>>;
let thai: CuisineTag;
const TACOS = "Searchable Casa";
const THAI_PLACE = "Lemongrass Corner";
const TACO_PLACE = "Tortilla Square";

const html = async (target: string) => {
  const reply = await site.page(target);
  expect(reply.status, target).toBe(200);
  return reply.text;
};

async function memberWithStop(
  title: string,
  description: string,
  cuisines: number[],
  place: string,
) {
  const member = await site.api<{ id: number }>("POST", "/api/posts", {
    post_type_id: POST_TYPES.member,
    post_status_id: POST_STATUSES.published,
    title,
    url: title.toLowerCase().replace(/\W+/g, "-"),
    description,
    media: {},
    external_data: { cuisines },
  });
  await addStopAtNewPlace(site, member.id, place, "1 Test Street");
}

beforeAll(async () => {
  site = await startSiteServer("member-search", {}, { clock: () => now });
  await site.signIn();
  const tags = await site.api<CuisineTag[]>("GET", "/api/cuisine-tags");
  thai = tags.find((t) => t.title === "Thai") as CuisineTag;
  await memberWithStop(TACOS, "Street tacos <script>alert(1)</script> daily.", [], TACO_PLACE);
  await memberWithStop("Searchable Basil", "Curries and noodles.", [thai.id], THAI_PLACE);
}, 120_000);
afterAll(() => site?.close());

describe("/members?search=", () => {
  it("finds a member whose description says tacos, the word marked, its markup as text", async () => {
    const page = await html("/members?search=tacos");
    const card = page.split('<li class="blk-member">').find((c) => c.includes("Searchable"));
    expect(card).toBeDefined();
    expect(card).toContain("<mark>tacos</mark>");
    expect(card).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>alert(1)");
    // A typo finds it too, the word as written marked.
    expect(await html("/members?search=tacso")).toContain("<mark>tacos</mark>");
    expect(await html("/members?search=tacos&cuisine=thai")).not.toContain(escapedHtml(TACOS));
  });
});

describe("/today?cuisine=", () => {
  it("filters by the cuisine's url name, as /members does", async () => {
    const page = await html("/today?cuisine=thai");
    expect(page).toContain(escapedHtml(THAI_PLACE));
    expect(page).not.toContain(escapedHtml(TACO_PLACE));
    expect(page).toContain('<option value="thai" selected="">Thai</option>');
    const all = await html("/today");
    expect(all).toContain(escapedHtml(TACO_PLACE));
  });

  it("sends an old tag id to the cuisine's name", async () => {
    const reply = await site.page(`/today?cuisine=${thai.id}`);
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe("/today?cuisine=thai");
  });
});
