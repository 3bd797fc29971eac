import { expect, type Page, test } from "@playwright/test";
import { violations } from "./axe.ts";
import { apiCall, apiToken, signIn, siteUrl } from "./helpers.ts";

/**
 * The blog (contract.md "Blog", issue 27 point 5): a visitor reads /blog (newest first, dates,
 * excerpts, posters), opens a post and sees when it was published and by whom, and a feed
 * reader gets /blog/feed.xml as Atom. With more than 12 posts the index pages (?page=2) with
 * Previous/Next links; a page that does not exist is the site's 404.
 */

type BlogPost = {
  id: number;
  attributes: { title: string; url: string; description: string };
  published_at: string | null;
  author?: { firstname: string; lastname: string } | null;
};

const BLOG_LIST = "/api/posts/by-type?type=6&sortBy=published_at&sortDir=desc";

async function publishedBlog(limit = 12): Promise<{ posts: BlogPost[]; total: number }> {
  const res = await apiCall<{ data: BlogPost[]; meta: { total: number } }>(
    "GET",
    `${BLOG_LIST}&limit=${limit}&offset=0`,
  );
  expect(res.status).toBe(200);
  return { posts: res.body.data, total: res.body.meta.total };
}

const cards = (page: Page) => page.locator("main .blk-post");

for (const width of [375, 1280]) {
  test(`a visitor reads the blog and a post at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const { posts, total } = await publishedBlog();
    expect(total, "the demo has published blog posts").toBeGreaterThan(2);

    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(
      page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
    ).toHaveAttribute("href", `${siteUrl()}/blog/feed.xml`);
    // Newest publication first, each card with its title, date and excerpt.
    await expect(cards(page)).toHaveCount(Math.min(12, total));
    await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(
      posts.map((p) => p.attributes.title),
    );
    const first = cards(page).first();
    const [newest] = posts;
    await expect(first.locator("time")).toHaveAttribute(
      "datetime",
      new Date(newest.published_at ?? "").toISOString(),
    );
    await expect(first.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    if (newest.attributes.description) {
      await expect(first.getByText(newest.attributes.description)).toBeVisible();
    }
    // The posters load (responsive WebP variants).
    const poster = first.locator("img");
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.screenshot({ path: test.info().outputPath(`blog-${width}.png`), fullPage: true });

    // The whole card follows its title's link.
    await first.getByRole("link", { name: newest.attributes.title }).click();
    await expect(page).toHaveURL(`${siteUrl()}/${newest.attributes.url}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.attributes.title);
    const byline = page.locator(".post-byline");
    await expect(byline.locator("time")).toHaveAttribute(
      "datetime",
      new Date(newest.published_at ?? "").toISOString(),
    );
    if (newest.author) {
      await expect(byline).toContainText(`${newest.author.firstname} ${newest.author.lastname}`);
    }
    await expect(
      page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
    ).toHaveCount(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("")).toContain('"@type":"BlogPosting"');
    expect(jsonLd.join("")).toContain('"datePublished"');
    await page.screenshot({
      path: test.info().outputPath(`blog-post-${width}.png`),
      fullPage: true,
    });
  });
}

// The Atom feed (/blog/feed.xml) is read without a browser:
// apps/web/server/public-reads-e2e-moved.integration.test.ts.

test("the blog has no accessibility violation", async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto("/blog");
      const failures = await violations(page);
      expect(failures, `${width} px, ${colorScheme}: ${failures.join("\n")}`).toEqual([]);
    }
  }
});

test.describe("pages of the blog", () => {
  let token = "";
  const created: number[] = [];

  test.beforeAll(async () => {
    token = await apiToken();
    // One post more than a page holds.
    const { total } = await publishedBlog();
    for (let i = 0; i < Math.max(0, 13 - total); i++) {
      const res = await apiCall<{ data: { id: number } }>("POST", "/api/posts", {
        token,
        body: {
          url: `e2e-blog-paging-${Date.now()}-${i}`,
          title: `Paging post ${i + 1}`,
          description: "A post that makes the blog longer than one page.",
          post_status_id: 2,
          post_type_id: 6,
        },
      });
      expect(res.status).toBe(201);
      created.push(res.body.data.id);
    }
  });

  test.afterAll(async () => {
    for (const id of created) {
      await apiCall("DELETE", `/api/posts/${id}`, { token });
      await apiCall("DELETE", `/api/posts/${id}/permanently`, { token });
    }
  });

  test("go from page to page, and a page that does not exist is not found", async ({ page }) => {
    const { total } = await publishedBlog();
    const pages = Math.ceil(total / 12);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto("/blog");
    const nav = page.getByRole("navigation", { name: "Blog pages" });
    await expect(nav).toContainText(`Page 1 of ${pages}`);
    await expect(nav.getByRole("link", { name: /Previous page/ })).toHaveCount(0);
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute(
      "href",
      `${siteUrl()}/blog?page=2`,
    );
    await nav.getByRole("link", { name: /Next page/ }).click();
    await expect(page).toHaveURL(`${siteUrl()}/blog?page=2`);
    await expect(cards(page)).toHaveCount(pages > 2 ? 12 : total - 12);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${siteUrl()}/blog?page=2`,
    );
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute(
      "href",
      `${siteUrl()}/blog`,
    );
    await page.screenshot({ path: test.info().outputPath("blog-page-2-375.png"), fullPage: true });
    await page
      .getByRole("navigation", { name: "Blog pages" })
      .getByRole("link", { name: /Previous page/ })
      .click();
    await expect(page).toHaveURL(`${siteUrl()}/blog`);

    for (const query of ["?page=0", "?page=abc", `?page=${pages + 1}`]) {
      const response = await page.goto(`/blog${query}`);
      expect(response?.status(), query).toBe(404);
      await expect(page).toHaveTitle(/^Page not found/);
    }
  });
});

test("the menu editor offers the blog as a link target", async ({ page }) => {
  await signIn(page);
  await page.goto("/panel/site-options?tab=menus");
  await page.getByRole("button", { name: "Add item to the header menu" }).click();
  const dialog = page.getByRole("dialog", { name: "New menu item" });
  // The internal-page picker lists the listings (members, blog) before the posts.
  await dialog.getByRole("combobox", { name: "Page" }).click();
  await page
    .getByRole("listbox", { name: "Page" })
    .getByRole("option")
    .filter({ hasText: /^Blog\s*\/blog$/ })
    .click();
  await expect(dialog.getByRole("textbox", { name: "Path" })).toHaveValue("/blog");
  await expect(dialog.getByRole("textbox", { name: "Text" })).toHaveValue("Blog");
});
