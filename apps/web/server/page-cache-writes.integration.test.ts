// @vitest-environment node

import { describe, expect, it } from "vitest";
import {
  api,
  cached,
  escaped,
  events,
  members,
  page,
  request,
  servePageCacheSite,
  shows,
  token,
} from "./testing/page-cache-site.ts";
import { renameMember } from "./testing/rename-member.ts";

/**
 * Every write drops the pages it changes (issue 7, decision 028): the next request shows it,
 * and nothing else is dropped. The rest of the page cache's tests: page-cache.integration.test.ts.
 */

servePageCacheSite("page-cache-writes");

describe("page cache: every write shows on the next request", () => {
  it("post data: a renamed member", async () => {
    const [member] = await members();
    await cached("/members");
    const title = `Renamed ${Date.now()}`;
    await renameMember(api, member.id, title);
    const after = await page("/members");
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(shows(after.text, title)).toBe(true);
  });

  it("post body: the member's page is rendered again", async () => {
    const [member] = await members();
    await cached(`/${member.attributes.url}`);
    await api("PUT", `/api/posts/${member.id}/body`, {
      post_status_id: 2,
      post_body: { content: [], root: { props: {} } },
    });
    expect((await page(`/${member.attributes.url}`)).headers["x-page-cache"]).toBe("miss");
  });

  it("status: a member set to draft leaves the list", async () => {
    const list = await members();
    const member = list[1];
    expect(shows((await cached("/members")).text, member.attributes.title)).toBe(true);
    await api("PUT", `/api/posts/${member.id}/status`, { post_status_id: 1 });
    expect(shows((await page("/members")).text, member.attributes.title)).toBe(false);
    await api("PUT", `/api/posts/${member.id}/status`, { post_status_id: 2 });
    expect(shows((await page("/members")).text, member.attributes.title)).toBe(true);
  });

  it("order: moving the last member first changes the order of the cards", async () => {
    const list = await members();
    const last = list[list.length - 1];
    const before = (await cached("/members")).text;
    const at = (html: string, text: string) => html.indexOf(escaped(text));
    expect(at(before, last.attributes.title)).toBeGreaterThan(at(before, list[0].attributes.title));
    await api("PATCH", `/api/posts/${last.id}/order`, { position: 0 });
    const after = (await page("/members")).text;
    expect(at(after, last.attributes.title)).toBeLessThan(at(after, list[0].attributes.title));
  });

  it("delete and restore: a trashed member leaves the list and comes back", async () => {
    const member = (await members())[2];
    await cached("/members");
    await api("DELETE", `/api/posts/${member.id}`);
    expect(shows((await page("/members")).text, member.attributes.title)).toBe(false);
    await cached("/members");
    await api("PUT", `/api/posts/${member.id}/restore`);
    expect(shows((await page("/members")).text, member.attributes.title)).toBe(true);
  });

  it("taxonomy: a renamed cuisine shows on the member cards", async () => {
    const member = (await members()).find((m) => m.external_data.cuisines.length > 0);
    if (!member) throw new Error("the demo has members with cuisines");
    const cuisine = member.external_data.cuisines[0];
    await cached("/members");
    const title = `Cuisine ${Date.now()}`;
    await api("PUT", `/api/cuisine-tags/${cuisine.id}`, { title });
    expect(shows((await page("/members")).text, title)).toBe(true);
  });

  it("FAQ: a new FAQ drops the domain's pages", async () => {
    await cached("/");
    await api("POST", "/api/faqs", { question: "Is it fresh?", answer: "Always." });
    expect((await page("/")).headers["x-page-cache"]).toBe("miss");
  });

  it("media: a new alt text shows on the card, a deleted poster disappears", async () => {
    const member = (await members()).find((m) => m.media.poster);
    if (!member?.media.poster) throw new Error("the demo has members with posters");
    await cached("/members");
    const alt = `Poster alt ${Date.now()}`;
    await api("PUT", `/api/media/${member.media.poster.id}`, { alt });
    const withAlt = (await page("/members")).text;
    expect(shows(withAlt, alt)).toBe(true);
    await api("DELETE", `/api/media/${member.media.poster.id}?force=1`);
    expect(shows((await page("/members")).text, alt)).toBe(false);
  });

  it("domain settings: a new SEO title shows in the home page's title", async () => {
    await cached("/");
    const title = `Trucks ${Date.now()}`;
    await api("PUT", "/api/domains", { title, description: "Fresh from the grill." });
    const home = await page("/");
    expect(home.text.includes(`<title>${title}`)).toBe(true);
  });

  it("colors: a new accent color is in the next page's styles", async () => {
    const before = await api<{ domain_color_type_id: number; code: string }[]>(
      "GET",
      "/api/domain-colors",
    );
    await cached("/members");
    const accent = "#2b6cb0";
    const next = before.map((c) => (c.domain_color_type_id === 1 ? { ...c, code: accent } : c));
    await api("PUT", "/api/domain-colors", next);
    try {
      expect((await page("/members")).text.toLowerCase()).toContain(
        `--color-accent-text:${accent}`,
      );
    } finally {
      await api("PUT", "/api/domain-colors", before);
    }
  });

  it("options, menus and socials: the next page has the new footer", async () => {
    await cached("/faq");
    const copyright = `© Fresh ${Date.now()}`;
    await api("PUT", "/api/domain-options", { copyright });
    expect(shows((await page("/faq")).text, copyright)).toBe(true);

    await cached("/faq");
    const menu = await api<{ menuBody: { header: unknown[]; footer: unknown[] } }>(
      "GET",
      "/api/domain-menu",
    );
    const footer = [{ text: "Night markets", url: "/night-markets", type: "internal" }];
    await api("PUT", "/api/domain-menu", { header: menu.menuBody.header, footer });
    expect(shows((await page("/faq")).text, "Night markets")).toBe(true);
    await api("PUT", "/api/domain-menu", menu.menuBody);

    await cached("/faq");
    const [icon] = await api<{ id: number; data: { label: string } }[]>("GET", "/api/social-icons");
    const social = await api<{ id: number }>("POST", "/api/domain-socials", {
      link: "https://fresh.example.org/trucks",
      icon_id: icon.id,
    });
    expect((await page("/faq")).text).toContain('href="https://fresh.example.org/trucks"');
    await api("DELETE", `/api/domain-socials/${social.id}`);
    expect((await page("/faq")).text).not.toContain("fresh.example.org");
  });

  it("not-found page: a cached 404 shows the new title", async () => {
    const before = await api<{
      title: string;
      subtitle: string;
      section_title: string;
      section_text: string;
      truck_image: { id: number } | null;
      members: number[];
    }>("GET", "/api/domain-error-pages");
    const missing = await cached("/no-such-truck-cached");
    expect(missing.status).toBe(404);
    const title = `Lost ${Date.now()}`;
    const { truck_image, ...texts } = before;
    const body = { ...texts, truck_image_id: truck_image?.id ?? null };
    await api("PUT", "/api/domain-error-pages", { ...body, title });
    try {
      const after = await page("/no-such-truck-cached");
      expect(after.status).toBe(404);
      expect(shows(after.text, title)).toBe(true);
    } finally {
      await api("PUT", "/api/domain-error-pages", body);
    }
  });

  it("a write on one domain leaves the other domain's pages cached", async () => {
    await request("GET", "/", { host: "catering.localhost" });
    const [member] = await members();
    await api("PUT", `/api/posts/${member.id}/status`, { post_status_id: 2 });
    const other = await request("GET", "/", { host: "catering.localhost" });
    expect(other.headers["x-page-cache"]).toBe("hit");
  });

  it("a failed write publishes nothing and keeps the pages cached", async () => {
    await cached("/members");
    const before = events.length;
    const reply = await request("PUT", "/api/posts/2147483000/status", {
      host: "api.localhost",
      headers: { authorization: `Bearer ${token}` },
      body: { post_status_id: 1 },
    });
    expect(reply.status).toBe(404);
    expect(events.length).toBe(before);
    expect((await page("/members")).headers["x-page-cache"]).toBe("hit");
  });
});
describe("private writes", () => {
  it("a form submission keeps the cached pages (no public page shows it)", async () => {
    await cached("/");
    const sent = await request("POST", "/api/submissions", {
      host: "api.localhost",
      body: { form: "join", name: "Cache Keeper", email: "keeper@example.org" },
    });
    expect(sent.status).toBe(201);
    expect((await page("/")).headers["x-page-cache"]).toBe("hit");
  });
});
