// @vitest-environment node

import type { MenuBody, Site } from "@fooddir/contract";
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
