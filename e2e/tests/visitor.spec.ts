import http from "node:http";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { PORT } from "../playwright.config.ts";
import { siteUrl } from "./helpers.ts";

/**
 * The visitor's story of issue 10 on both demo domains, at a phone's and a desktop's width, in
 * light and dark mode: home page with the domain's logo, colors and header menu (a dropdown),
 * the member directory filtered by cuisine and by name (a plain GET form: public pages run no
 * script), a truck's page, a footer link, the "Book a truck" form with its confirmation, and the
 * domain's not-found page. Each journey ends with a screenshot in its test output.
 */

type Site = {
  domain: { name: string };
  options: { title: string; logo: { url: string } | null };
  menu: { footer: { text: string; url: string; type: string }[] };
  error_page: { title: string; section_title: string };
};
type Post = {
  attributes: { title: string; url: string };
  external_data: { cuisines: { title: string }[] };
};

/** A public API read as an anonymous visitor (Node does not resolve *.localhost). */
function apiGet<T>(domain: string, path: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: "127.0.0.1", port: PORT, path, headers: { host: `api.${domain}:${PORT}` } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => {
          if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode} ${body}`));
          else resolve((JSON.parse(body) as { data: T }).data);
        });
      },
    );
    req.on("error", reject);
  });
}

/** True once the image has loaded (a broken image has no natural width). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

const accentOf = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--site-accent-text").trim(),
  );

const DOMAINS = ["localhost", "catering.localhost"] as const;

for (const domain of DOMAINS) {
  const other = DOMAINS.find((d) => d !== domain) as string;
  for (const scheme of ["light", "dark"] as const) {
    for (const width of [375, 1280]) {
      test(`a visitor on ${domain} at ${width} px, ${scheme} mode`, async ({ page }, info) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        const base = siteUrl(domain);
        const site = await apiGet<Site>(domain, "/api/site");
        const members = await apiGet<Post[]>(
          domain,
          "/api/posts/by-type?type=2&limit=50&offset=0&sortBy=position&sortDir=asc",
        );
        const [catering] = await apiGet<Post[]>(domain, "/api/posts/by-type?type=5&limit=1");

        // Home: the domain's name, logo and colors, and its header menu.
        const home = await page.goto(`${base}/`);
        expect(home?.status()).toBe(200);
        const brand = page.locator(".site-brand");
        await expect(brand).toContainText(site.options.title || site.domain.name);
        if (site.options.logo) await expectLoaded(brand.locator("img"));
        const accent = await accentOf(page);
        expect(accent).not.toBe("");
        // The domain's colors follow the device: a light page, or its derived dark variant.
        const lightness = await page.evaluate(() => {
          const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? [])
            .slice(0, 3)
            .map(Number);
          return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
        });
        if (scheme === "dark") expect(lightness).toBeLessThan(0.35);
        else expect(lightness).toBeGreaterThan(0.65);
        await page.mouse.wheel(0, 2000);

        // The header's Members dropdown (a native disclosure) leads to the directory; below
        // 720 px the links are behind the header's Menu button.
        if (width < 720) await page.locator(".site-menu > summary").click();
        const nav = page.getByRole("navigation", { name: "Main" });
        await nav.getByText("Members", { exact: true }).click();
        const allMembers = nav.getByRole("link", { name: "All members" });
        await expect(allMembers).toBeVisible();
        await allMembers.click();
        await expect(page).toHaveURL(`${base}/members`);
        await expect(page.getByRole("heading", { level: 1, name: "Our members" })).toBeVisible();
        const cards = page.locator(".blk-member");
        await expect(cards).toHaveCount(members.length);
        await expectLoaded(cards.first().locator(".blk-member__media img").first());

        // Filter by cuisine: every card shown has it.
        const cuisine = members[0].external_data.cuisines[0].title;
        const select = page.getByLabel("Cuisine", { exact: true });
        const option = select.locator("option", { hasText: `${cuisine} (` });
        await select.selectOption((await option.getAttribute("value")) ?? "");
        await page.getByRole("button", { name: "Show members" }).click();
        await expect(page).toHaveURL(/[?&]cuisine=/);
        const shown = await cards.count();
        expect(shown).toBeGreaterThan(0);
        for (let i = 0; i < shown; i++) {
          await expect(cards.nth(i).getByRole("list", { name: "Cuisines" })).toContainText(cuisine);
        }

        // Search by a piece of a name, with no cuisine chosen.
        const wanted = members[members.length - 1].attributes.title;
        await page.getByLabel("Cuisine", { exact: true }).selectOption("");
        await page.getByLabel("Search by name").fill(wanted.split(" ")[0].toLowerCase());
        await page.getByRole("button", { name: "Show members" }).click();
        await expect(page).toHaveURL(/[?&]search=/);
        await expect(cards.filter({ hasText: wanted })).toHaveCount(1);

        // A truck's page: poster, logo, name and its cuisines.
        await cards.filter({ hasText: wanted }).getByRole("link").click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(wanted);
        const poster = page.locator(".page-poster");
        if ((await poster.count()) > 0) await expectLoaded(poster);
        await expect(page.locator(".hero__cuisines li").first()).toBeVisible();

        // A footer menu link (the first internal one) opens its page.
        const internal = site.menu.footer.find((item) => item.type === "internal");
        if (internal) {
          const footer = page.locator("footer.site-footer");
          await footer.getByRole("link", { name: internal.text, exact: true }).click();
          await expect(page).toHaveURL(`${base}${internal.url}`);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        }

        // "Book a truck": sent once per domain (the API takes 3 requests per address in 10
        // minutes; catering.spec.ts books too), and confirmed on the page.
        await page.goto(`${base}/${catering.attributes.url}`);
        const form = page.locator("form.blk-form__form").first();
        await expect(form.getByLabel("Event date")).toBeVisible();
        if (width === 375 && scheme === "light") {
          const day = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
          await form.getByLabel("Your name").fill(`Visitor ${width} ${scheme}`);
          await form.getByLabel("Email").fill("visitor@example.org");
          await form.getByLabel("Event date").fill(day);
          await form.getByLabel("Start time").fill("12:00");
          await form.getByLabel("End time").fill("14:00");
          await form.getByLabel("Number of guests").fill("60");
          await form.getByLabel("Address of the event").fill("12 Market Street");
          await form.getByRole("button").click();
          await expect(page.getByRole("status")).toContainText(
            `Thanks, Visitor ${width} ${scheme}.`,
          );
        }

        // A mistyped address: the domain's not-found page, then on to the members.
        const missing = await page.goto(`${base}/no-such-truck-here`);
        expect(missing?.status()).toBe(404);
        await expect(
          page.getByRole("heading", { level: 1, name: site.error_page.title }),
        ).toBeVisible();
        await expectLoaded(page.locator(".error-page__image"));
        await expect(page.getByRole("link", { name: "Take me home" })).toHaveAttribute("href", "/");
        await expect(
          page.getByRole("heading", { level: 2, name: site.error_page.section_title }),
        ).toBeVisible();
        await expect(page.locator(".error-page__members .blk-member").first()).toBeVisible();
        await info.attach("not-found", {
          body: await page.screenshot({ fullPage: true }),
          contentType: "image/png",
        });
        await page.getByRole("link", { name: "View all members" }).click();
        await expect(page).toHaveURL(`${base}/members`);

        // The other domain on the same server is another site: its own name and colors.
        const otherSite = await apiGet<Site>(other, "/api/site");
        await page.goto(`${siteUrl(other)}/`);
        await expect(page.locator(".site-brand")).toContainText(
          otherSite.options.title || otherSite.domain.name,
        );
        expect(await accentOf(page)).not.toBe(accent);
      });
    }
  }
}
