// @vitest-environment node

import { imageVariantUrl, type MenuBody, type Post, type Site, slugify } from "@fooddir/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapedHtml, startSiteServer } from "./testing/site-server.ts";

/**
 * The public site's frame from the domain's settings (issue 10): server-rendered HTML of the
 * header menu, the footer menu and the socials, per domain, fresh after each settings write.
 */

let site: Awaited<ReturnType<typeof startSiteServer>>;
const html = async (target: string, host = "localhost") => {
  const reply = await site.page(target, { host });
  expect(reply.status, target).toBe(200);
  return reply.text;
};
const shows = (page: string, text: string) => page.includes(escapedHtml(text));
/** The HTML of one element kind (a boolean check on it prints little on failure). */
const part = (page: string, tag: "header" | "footer") => {
  const start = page.indexOf(`<${tag} class="site-${tag}"`);
  return page.slice(start, page.indexOf(`</${tag}>`, start));
};

beforeAll(async () => {
  site = await startSiteServer("public-site");
  await site.signIn();
}, 60_000);
afterAll(() => site?.close());

describe("public layout from the domain's settings", () => {
  it("renders the header menu with its dropdown children, working without JavaScript", async () => {
    const { menu } = await site.api<Site>("GET", "/api/site");
    const header = part(await html("/about"), "header");
    const dropdown = menu.header.find((item) => item.mode === "dropdown");
    expect(dropdown?.children?.length).toBeGreaterThan(0);
    for (const item of menu.header) expect(shows(header, item.text), item.text).toBe(true);
    expect(header).toContain('<details class="site-nav__dropdown" name="site-nav"><summary>');
    for (const child of dropdown?.children ?? []) {
      expect(header).toContain(`href="${child.url}"`);
    }
    // The page shown is marked in the menu.
    expect(header).toContain('<a href="/about" aria-current="page">');
    expect(header).not.toContain('<a href="/faq" aria-current="page">');
    expect(header).not.toMatch(/<script/);
  });

  it("renders the footer menu under its title and the socials with their names and icons", async () => {
    const data = await site.api<Site>("GET", "/api/site");
    const footer = part(await html("/"), "footer");
    expect(shows(footer, data.options.menu_title || "Links")).toBe(true);
    for (const item of data.menu.footer) {
      expect(footer).toContain(`href="${escapedHtml(item.url)}"`);
      expect(shows(footer, item.text)).toBe(true);
    }
    expect(data.socials.length).toBeGreaterThan(0);
    expect(shows(footer, data.options.social_media_title || "Follow us")).toBe(true);
    for (const social of data.socials) {
      expect(footer).toContain(`href="${escapedHtml(social.link)}"`);
      expect(footer).toContain(`aria-label="${escapedHtml(social.icon.data.label)}"`);
      expect(footer).toContain(`data-icon="${social.icon.name}"`);
    }
  });

  it("gives each domain its own frame", async () => {
    const siteOf = async (host: string) =>
      (JSON.parse((await site.page("/api/site", { host })).text) as { data: Site }).data;
    const [own, other] = await Promise.all([
      siteOf("api.localhost"),
      siteOf("api.catering.localhost"),
    ]);
    expect(own.options.title).not.toBe(other.options.title);
    const otherHeader = part(await html("/", "catering.localhost"), "header");
    expect(shows(otherHeader, other.options.title)).toBe(true);
    expect(shows(otherHeader, own.options.title)).toBe(false);
    expect(shows(part(await html("/"), "header"), own.options.title)).toBe(true);
  });

  it("shows a menu change and a removed social on the next request", async () => {
    const before = await site.api<Site>("GET", "/api/site");
    await html("/faq");
    const menu: MenuBody = {
      header: [
        ...before.menu.header,
        { text: "Night markets", url: "/night-markets", type: "internal" },
      ],
      footer: before.menu.footer.slice(1),
    };
    await site.api("PUT", "/api/domain-menu", menu);
    const after = await html("/faq");
    expect(shows(part(after, "header"), "Night markets")).toBe(true);
    expect(shows(part(after, "footer"), before.menu.footer[0].text)).toBe(false);

    const [removed] = before.socials;
    await site.api("DELETE", `/api/domain-socials/${removed.id}`);
    const footer = part(await html("/faq"), "footer");
    expect(footer).not.toContain(`aria-label="${escapedHtml(removed.icon.data.label)}"`);

    await site.api("PUT", "/api/domain-menu", before.menu);
    expect(shows(part(await html("/faq"), "header"), "Night markets")).toBe(false);
  });

  it("falls back to a Members link when the domain has no header menu", async () => {
    const before = await site.api<Site>("GET", "/api/site");
    await site.api("PUT", "/api/domain-menu", { header: [], footer: [] });
    const page = await html("/faq");
    expect(part(page, "header")).toContain('<a href="/members">Members</a>');
    expect(part(page, "footer")).not.toContain("site-footer__menu");
    await site.api("PUT", "/api/domain-menu", before.menu);
  });
});

describe("/members cards load light", () => {
  it("gives every poster its variants and size; only the first loads at once", async () => {
    const page = await html("/members");
    const posters = [...page.matchAll(/<img class="blk-member__poster" ([^>]*)>/g)].map(
      (m) => m[1],
    );
    expect(posters.length).toBeGreaterThan(3);
    for (const tag of posters) {
      expect(tag).toMatch(/srcSet="[^"]*\/w320\/[a-f0-9]{32}\.webp 320w/);
      expect(tag).toMatch(/width="\d+" height="\d+"/);
    }
    expect(posters[0]).toContain('fetchPriority="high"');
    expect(posters[0]).not.toContain('loading="lazy"');
    expect(posters.slice(1).every((tag) => tag.includes('loading="lazy"'))).toBe(true);
  });
});

describe("/members filters by cuisine and name through the URL", () => {
  const cardTitles = (page: string) =>
    [...page.matchAll(/<h2 class="blk-member__title">(.*?)<\/h2>/g)].map((m) =>
      m[1].replace(/<\/?mark>/g, ""),
    );
  const published = async () =>
    (await site.api<Post[]>("GET", "/api/posts/by-type?type=2&limit=500&status=2")).filter(
      (m) => m.post_status_id === 2,
    );

  it("lists the members of one cuisine, with the form showing the choice", async () => {
    const members = await published();
    const cuisine = members[0].external_data.cuisines[0].title;
    const expected = members
      .filter((m) => m.external_data.cuisines.some((c) => c.title === cuisine))
      .map((m) => escapedHtml(m.attributes.title));
    const page = await html(`/members?cuisine=${slugify(cuisine)}`);
    expect(cardTitles(page)).toEqual(expected);
    expect(expected.length).toBeLessThan(members.length);
    expect(page).toContain(`<option value="${slugify(cuisine)}" selected="">`);
    expect(page).toContain('href="/members">Clear filters</a>');
    const form = page.match(/<form class="member-filter"[^>]*>/)?.[0] ?? "";
    expect(form).toContain('action="/members"');
    expect(form).toContain('method="get"');
  });

  it("searches by a word of the name, ignoring case, and marks it", async () => {
    const members = await published();
    const word = members[1].attributes.title.split(" ")[0];
    const page = await html(`/members?search=${encodeURIComponent(word.toUpperCase())}`);
    // The member named so comes first; others follow where their text has the word.
    expect(cardTitles(page)[0]).toBe(escapedHtml(members[1].attributes.title));
    expect(page).toContain(`value="${escapedHtml(word.toUpperCase())}"`);
    expect(page).toContain(`<mark>${escapedHtml(word)}</mark>`);
  });

  it("says so when nothing matches, and shows everyone without a filter", async () => {
    const none = await html("/members?search=zzzz-no-such-truck");
    expect(cardTitles(none)).toEqual([]);
    expect(none).toContain("No member matches these filters.");
    // An unknown cuisine is no filter: sent to the list itself (one address per page, issue 37).
    const unknown = await site.page("/members?cuisine=no-such-cuisine&utm_source=x");
    expect([unknown.status, unknown.headers.location]).toEqual([302, "/members"]);
    const all = await html("/members");
    expect(cardTitles(all)).toHaveLength((await published()).length);
  });
});

describe("a member's page", () => {
  it("shows the poster with its size, the logo, the description and links to its cuisines", async () => {
    const [member] = (await site.api<Post[]>("GET", "/api/posts/by-type?type=2&limit=50")).filter(
      (m) => m.post_status_id === 2 && m.media.poster && m.media.logo,
    );
    const page = await html(`/${member.attributes.url}`);
    expect(page).toContain(`<h1 class="hero__title">${escapedHtml(member.attributes.title)}</h1>`);
    expect(shows(page, member.attributes.description)).toBe(true);
    const poster = member.media.poster;
    const img = (cls: string) => page.match(new RegExp(`<img class="${cls}"[^>]*>`))?.[0] ?? "";
    const posterTag = img("page-poster");
    expect(posterTag).toContain(`src="${poster?.url}"`);
    expect(posterTag).toContain(`width="${poster?.width}" height="${poster?.height}"`);
    // Resized WebP copies for narrow screens; the poster is the page's first image: no lazy.
    expect(posterTag).toContain(`${imageVariantUrl(poster?.url ?? "", 640)} 640w`);
    expect(posterTag).toContain('fetchPriority="high"');
    expect(posterTag).not.toContain("loading=");
    const logoTag = img("hero__logo");
    expect(logoTag).toContain(`src="${member.media.logo?.url}"`);
    expect(logoTag).toContain(`${imageVariantUrl(member.media.logo?.url ?? "", 160)} 160w`);
    expect(logoTag).toContain('sizes="88px"');
    for (const cuisine of member.external_data.cuisines) {
      expect(page).toContain(
        `<a href="/members?cuisine=${slugify(cuisine.title)}">${escapedHtml(cuisine.title)}</a>`,
      );
    }
  });
});

describe("the join band: join_title, join_text and the join form above the footer", () => {
  const band = (page: string) => {
    const start = page.indexOf('<section class="join-band"');
    return start < 0 ? "" : page.slice(start, page.indexOf("</section>", start));
  };
  const joinPost = (fields: Record<string, string>) => ({
    _form_block: "join-band",
    form: "join",
    name: "Rosa Delgado",
    email: "rosa@example.org",
    phone: "",
    message: "Two trucks, tacos and churros.",
    website: "",
    ...fields,
  });

  it("shows each domain's own invitation with a join form on the home page and /members", async () => {
    const { options } = await site.api<Site>("GET", "/api/site");
    for (const path of ["/", "/members"]) {
      const page = await html(path);
      expect(page.match(/<section class="join-band"/g), path).toHaveLength(1);
      const shown = band(page);
      expect(shows(shown, options.join_title), path).toBe(true);
      expect(shows(shown, options.join_text), path).toBe(true);
      expect(shown, path).toContain('<input type="hidden" name="form" value="join"/>');
      expect(shown, path).toContain('action="#join"');
    }
    const other = band(await html("/", "catering.localhost"));
    expect(shows(other, "Are you a caterer?")).toBe(true);
    expect(shows(other, options.join_title)).toBe(false);
  });

  it("is left out beside another form, on pages that do not opt in, and when both texts are empty", async () => {
    const about = await html("/about");
    expect(about.match(/name="form" value="join"/g)).toHaveLength(1);
    expect(band(about)).toBe("");
    // /contact holds the contact form: one form on the page (decision 014).
    const contact = await html("/contact");
    expect(contact.match(/<form /g)).toHaveLength(1);
    expect(band(contact)).toBe("");
    // A page without a Join band block, a member page and a blog post show no band.
    for (const type of [2, 6]) {
      const [post] = await site.api<Post[]>(
        "GET",
        `/api/posts/by-type?type=${type}&limit=1&status=2&sortBy=position&sortDir=asc`,
      );
      expect(band(await html(`/${post.attributes.url}`)), `type ${type}`).toBe("");
    }
    expect(band(await html("/faq"))).toBe("");

    const { options } = await site.api<Site>("GET", "/api/site");
    await site.api("PUT", "/api/domain-options", { join_title: "", join_text: "" });
    try {
      expect(band(await html("/members"))).toBe("");
    } finally {
      await site.api("PUT", "/api/domain-options", {
        join_title: options.join_title,
        join_text: options.join_text,
      });
    }
    expect(shows(band(await html("/members")), options.join_title)).toBe(true);
  });

  it("sends an application from any page and confirms it there; staff find it in submissions", async () => {
    const email = `join-${Date.now()}@example.org`;
    const sent = await site.request("POST", "/", { form: joinPost({ email }) });
    expect(sent.status).toBe(200);
    expect(shows(band(sent.text), "Thank you! Your application was sent.")).toBe(true);
    expect(sent.text).toContain("<h1"); // the page itself, answered again
    const listed = await site.api<{ email: string; form: string }[]>(
      "GET",
      `/api/submissions?search=${encodeURIComponent(email)}`,
    );
    expect(listed.map((s) => [s.form, s.email])).toEqual([["join", email]]);

    const fromMembers = await site.request("POST", "/members?cuisine=mexican", {
      form: joinPost({ email: `m-${email}` }),
    });
    expect(fromMembers.status).toBe(200);
    expect(shows(band(fromMembers.text), "Thank you! Your application was sent.")).toBe(true);
  });

  it("answers a bad application with 422, the messages and the values kept, and stores nothing", async () => {
    const reply = await site.request("POST", "/members", {
      form: joinPost({ name: "Kept Name", email: "not-an-email" }),
    });
    expect(reply.status).toBe(422);
    const shown = band(reply.text);
    expect(shown).toContain('role="alert"');
    expect(shown).toContain('aria-invalid="true"');
    expect(shown).toContain('value="Kept Name"');
    const listed = await site.api<unknown[]>("GET", "/api/submissions?search=Kept%20Name");
    expect(listed).toHaveLength(0);
  });

  it("is not on the not-found page", async () => {
    const reply = await site.page("/no-such-page-here");
    expect(reply.status).toBe(404);
    expect(band(reply.text)).toBe("");
  });
});

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
      // Public pages render without unknown query parameters (cached-render.ts), so none follow.
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
