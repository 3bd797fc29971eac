// @vitest-environment node

import { imageVariantUrl, type MenuBody, type Post, type Site, slugify } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { html, part, servePublicSite, shows, site } from "./testing/public-site.ts";
import { escapedHtml } from "./testing/site-server.ts";

/**
 * The public site's frame from the domain's settings (issue 10): server-rendered HTML of the
 * header menu, the footer menu and the socials, per domain, fresh after each settings write.
 */

servePublicSite("public-site");

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
