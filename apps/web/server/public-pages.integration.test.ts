// @vitest-environment node

import type { Post, Site } from "@fooddir/contract";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { html, servePublicSite, shows, site } from "./testing/public-site.ts";
import { escapedHtml } from "./testing/site-server.ts";

/**
 * Every kind of public page at its url (issue 10): posts, redirects, the not-found page, and
 * what search engines read. The site's frame and the /members pages:
 * public-site.integration.test.ts.
 */

servePublicSite("public-pages");

describe("every kind of post at its url, and the status of each outcome", () => {
  it("opens a page, member, cuisine page (with its members), showcase, catering and blog article", async () => {
    for (const type of [1, 2, 3, 4, 5, 6]) {
      const [post] = await site.api<Post[]>(
        "GET",
        `/api/posts/by-type?type=${type}&limit=1&status=2&sortBy=position&sortDir=asc`,
      );
      expect(post, `a published post of type ${type}`).toBeDefined();
      const path = post.attributes.url === "/" ? "/" : `/${post.attributes.url}`;
      const reply = await site.page(path);
      expect(reply.status, path).toBe(200);
      expect(reply.text, path).toMatch(/<h1[ >]/);
      expect(shows(reply.text, post.attributes.title), path).toBe(true);
      if (type === 3) {
        // A cuisine page lists its members' cards.
        const name = escapedHtml(post.attributes.title);
        expect(reply.text, path).toMatch(/class="blk-member"/);
        expect(reply.text, path).toContain(name);
      }
    }
  });

  it("answers 500 with the error page when the API fails, never caching it", async () => {
    const [article] = await site.api<Post[]>("GET", "/api/posts/by-type?type=6&limit=1&status=2");
    const path = `/${article.attributes.url}-unread`;
    await site.database.db.execute(sql`alter table posts rename to posts_away`);
    try {
      for (let i = 0; i < 2; i++) {
        const reply = await site.page(path);
        expect(reply.status).toBe(500);
        expect(reply.headers["x-page-cache"]).not.toBe("hit");
        expect(reply.text).toContain('<header class="site-header"');
        expect(reply.text).toContain("SOMETHING WENT WRONG.");
        expect(reply.text).toContain('href="/">Take me home</a>');
      }
    } finally {
      await site.database.db.execute(sql`alter table posts_away rename to posts`);
    }
    expect((await site.page(path)).status).toBe(404);
  });
});

describe("a changed url keeps working", () => {
  it("answers the old url with a 301 to the new one, fresh after the change", async () => {
    const [member] = await site.api<Post[]>("GET", "/api/posts/by-type?type=2&limit=1");
    const { url, title } = member.attributes;
    await html(`/${url}`); // in the page cache before the change
    const body = {
      url: `${url}-moved`,
      title,
      post_status_id: 2,
      no_index: member.no_index,
      no_follow: member.no_follow,
      show_in_sitemap: member.show_in_sitemap,
    };
    await site.api("PUT", `/api/posts/${member.id}/data`, body);
    try {
      // Public pages render without unknown query parameters (cache-key.ts), so none follow.
      const old = await site.page(`/${url}?utm_source=flyer`);
      expect(old.status).toBe(301);
      expect(old.headers.location).toBe(`/${url}-moved`);
      expect(shows(await html(`/${url}-moved`), title)).toBe(true);
      // A url that never was a post's stays a 404.
      expect((await site.page(`/${url}-never`)).status).toBe(404);
    } finally {
      await site.api("PUT", `/api/posts/${member.id}/data`, { ...body, url });
    }
    expect((await site.page(`/${url}`)).status).toBe(200);
    expect((await site.page(`/${url}-moved`)).status).toBe(301);
  });
});

describe("the not-found page of spec §2 inside the site's frame", () => {
  it("answers 404 with the configured texts, the truck image and the featured members", async () => {
    const { error_page: config } = await site.api<Site>("GET", "/api/site");
    const reply = await site.page("/no-such-truck");
    expect(reply.status).toBe(404);
    const page = reply.text;
    expect(page).toContain('<header class="site-header"');
    expect(page).toContain('<footer class="site-footer"');
    // Its title says what it is (issue 27), and search engines leave it out.
    expect(page.match(/<title>[^<]*<\/title>/g)).toEqual([
      "<title>Page not found - Bay Food Truck Association</title>",
    ]);
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(shows(page, config.title)).toBe(true);
    expect(shows(page, config.subtitle)).toBe(true);
    expect(shows(page, "Page not found: /no-such-truck")).toBe(true);
    expect(page).toContain(`src="${config.truck_image?.url}"`);
    expect(page).toContain('<a class="error-page__button" href="/">Take me home</a>');
    expect(shows(page, config.section_title)).toBe(true);
    expect(page).toContain('<a class="error-page__button" href="/members">View all members</a>');
    // The configured members, in the configured order, found among the published members.
    const members = await site.api<Post[]>("GET", "/api/posts/by-type?type=2&limit=500");
    const titles = config.members
      .map((id) => members.find((m) => m.id === id && m.post_status_id === 2))
      .filter((m) => m !== undefined)
      .map((m) => escapedHtml(m.attributes.title));
    expect(titles.length).toBeGreaterThan(0);
    const shown = [...page.matchAll(/<h3 class="blk-member__title">([^<]*)<\/h3>/g)].map(
      (m) => m[1],
    );
    expect(shown).toEqual(titles);
    expect(page).not.toContain("error-page__placeholder");
  });

  it("shows placeholders where an image is missing to signed-in users only", async () => {
    const { error_page: config } = await site.api<Site>("GET", "/api/site");
    const { members, truck_image: _image, ...texts } = config;
    await site.api("PUT", "/api/domain-error-pages", { ...texts, members, truck_image_id: null });
    try {
      const anonymous = await site.page("/gone-truck");
      expect(anonymous.text).not.toContain("error-page__placeholder");
      const token = await site.signIn();
      const signedIn = await site.page("/gone-truck", {
        headers: { cookie: `access_token=${token}` },
      });
      expect(signedIn.status).toBe(404);
      expect(signedIn.text).toContain("No truck image set");
    } finally {
      await site.api("PUT", "/api/domain-error-pages", {
        ...texts,
        members,
        truck_image_id: config.truck_image?.id ?? null,
      });
    }
  });
});

describe("search engines: sitemap, robots, meta tags and structured data", () => {
  const jsonLd = (page: string) =>
    [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap(
      (m) => JSON.parse(m[1]) as { "@type": string }[],
    );
  const types = (page: string) => jsonLd(page).map((item) => item["@type"]);

  it("lists the published posts in the sitemap, with their public origin, per domain", async () => {
    const reply = await site.page("/sitemap.xml");
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...reply.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain("http://localhost:3000/");
    expect(locs).toContain("http://localhost:3000/members");
    const members = await site.api<Post[]>("GET", "/api/posts/by-type?type=2&limit=500");
    const draft = members.find((m) => m.post_status_id !== 2);
    const published = members.find((m) => m.post_status_id === 2 && m.show_in_sitemap);
    expect(locs).toContain(`http://localhost:3000/${published?.attributes.url}`);
    if (draft) expect(locs).not.toContain(`http://localhost:3000/${draft.attributes.url}`);
    const other = await site.page("/sitemap.xml", { host: "catering.localhost" });
    expect(other.text).toContain("<loc>http://catering.localhost:3000/</loc>");
    expect(other.text).not.toContain("<loc>http://localhost:3000/");
  });

  it("serves robots.txt per domain with its sitemap, and 404 for an unknown host", async () => {
    const robots = await site.page("/robots.txt", { host: "catering.localhost" });
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.text).toContain("Disallow: /panel");
    expect(robots.text).toContain("Sitemap: http://catering.localhost:3000/sitemap.xml");
    expect((await site.page("/robots.txt", { host: "nowhere.example" })).status).toBe(404);
  });

  it("gives each page a canonical URL, social previews and its structured data", async () => {
    const home = await html("/");
    expect(home).toContain('<link rel="canonical" href="http://localhost:3000/"/>');
    expect(home).toContain('<meta property="og:url" content="http://localhost:3000/"/>');
    expect(types(home)).toEqual(expect.arrayContaining(["Organization", "WebSite", "FAQPage"]));
    const [member] = (await site.api<Post[]>("GET", "/api/posts/by-type?type=2&limit=50")).filter(
      (m) => m.post_status_id === 2 && m.media.poster,
    );
    const profile = await html(`/${member.attributes.url}`);
    expect(profile).toContain(
      `<link rel="canonical" href="http://localhost:3000/${member.attributes.url}"/>`,
    );
    expect(profile).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(profile).toContain(`<meta property="og:image" content="${member.media.poster?.url}"/>`);
    const data = jsonLd(profile);
    const kinds = types(profile);
    expect(kinds.slice(0, 2)).toEqual(["BreadcrumbList", "FoodEstablishment"]);
    // Then the member's next stops from the demo's schedules, each an Event.
    expect(kinds.slice(2).every((kind) => kind === "Event")).toBe(true);
    const establishment = data[1] as unknown as { name: string; servesCuisine: string[] };
    expect(establishment.name).toBe(member.attributes.title);
    expect(establishment.servesCuisine).toEqual(member.external_data.cuisines.map((c) => c.title));
    const members = await html("/members?cuisine=mexican");
    expect(members).toContain('<link rel="canonical" href="http://localhost:3000/members"/>');
  });

  it("gives a preview image its alt text (og and twitter): the media's alt, else the page title", async () => {
    const { domain, options } = await site.api<Site>("GET", "/api/site");
    const home = await site.api<Post>("GET", `/api/posts/by-url?url=${encodeURIComponent("/")}`);
    const [member] = (await site.api<Post[]>("GET", "/api/posts/by-type?type=2&limit=50")).filter(
      (m) => m.post_status_id === 2 && m.media.poster,
    );
    const pages = [
      {
        path: "/",
        image: home.media.poster ?? options.logo,
        title: domain.seo?.title || domain.name,
      },
      {
        path: `/${member.attributes.url}`,
        image: member.media.poster,
        title: member.attributes.title,
      },
    ];
    for (const { path, image, title } of pages) {
      expect(image?.url, path).toBeTruthy();
      const page = await html(path);
      // The tags themselves, so a failure prints them rather than the whole page.
      const tags = page.match(/<meta (property|name)="(og|twitter):image:alt"[^>]*>/g) ?? [];
      const alt = escapedHtml(image?.alt?.trim() || title);
      expect(tags, path).toEqual([
        `<meta property="og:image:alt" content="${alt}"/>`,
        `<meta name="twitter:image:alt" content="${alt}"/>`,
      ]);
    }
  });

  it("follows a post's no_index and no_follow at once: robots meta and out of the sitemap", async () => {
    const [member] = (await site.api<Post[]>("GET", "/api/posts/by-type?type=2&limit=50")).filter(
      (m) => m.post_status_id === 2 && m.show_in_sitemap,
    );
    const path = `/${member.attributes.url}`;
    await html(path);
    await site.page("/sitemap.xml");
    const seo = (no_index: boolean, no_follow: boolean) =>
      site.api("PUT", `/api/posts/${member.id}/data`, {
        url: member.attributes.url,
        post_status_id: 2,
        title: member.attributes.title,
        no_index,
        no_follow,
        show_in_sitemap: true,
      });
    await seo(true, true);
    try {
      expect(await html(path)).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect((await site.page("/sitemap.xml")).text).not.toContain(
        `/${member.attributes.url}</loc>`,
      );
    } finally {
      await seo(false, false);
    }
    expect(await html(path)).not.toContain('name="robots"');
    expect((await site.page("/sitemap.xml")).text).toContain(`/${member.attributes.url}</loc>`);
  });

  it("escapes text in structured data so it cannot close the element", async () => {
    const [member] = (await site.api<Post[]>("GET", "/api/posts/by-type?type=2&limit=50")).filter(
      (m) => m.post_status_id === 2,
    );
    const title = "Tacos </script><script>alert(1)</script>";
    const update = (t: string) =>
      site.api("PUT", `/api/posts/${member.id}/data`, {
        url: member.attributes.url,
        post_status_id: 2,
        title: t,
        no_index: member.no_index,
        no_follow: member.no_follow,
        show_in_sitemap: member.show_in_sitemap,
      });
    await update(title);
    try {
      const page = await html(`/${member.attributes.url}`);
      expect(page).not.toContain("<script>alert(1)");
      expect(jsonLd(page).some((item) => (item as { name?: string }).name === title)).toBe(true);
    } finally {
      await update(member.attributes.title);
    }
  });
});
