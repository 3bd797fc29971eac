import type { Post } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  blogFeedLink,
  blogPostingJsonLd,
  crumbsOf,
  faqJsonLd,
  seoMeta,
} from "./seo.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

const post = (over: Partial<Post> & { url: string }) =>
  ({
    post_type_id: 1,
    attributes: { title: "T", url: over.url, description: "" },
    show_in_sitemap: true,
    no_index: false,
    updated_at: "2026-11-02 10:00:00",
    ...over,
  }) as unknown as Post;

describe("seoMeta", () => {
  it("titles a page after the site, and the home page with the site alone", () => {
    const base = { siteName: "Bay Trucks", origin: "https://bay.example", path: "/about" };
    expect(seoMeta({ ...base, title: "About" })[0]).toEqual({ title: "About | Bay Trucks" });
    expect(seoMeta({ ...base, path: "/" })[0]).toEqual({ title: "Bay Trucks" });
  });

  it("adds robots only when a page opts out, and no canonical without an origin", () => {
    const tags = seoMeta({ siteName: "S", origin: "", path: "/x", noIndex: true });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((t) => "rel" in t)).toBe(false);
    const open = seoMeta({ siteName: "S", origin: "https://s.example", path: "/x" });
    expect(open.some((t) => "name" in t && t.name === "robots")).toBe(false);
    expect(open).toContainEqual({ tagName: "link", rel: "canonical", href: "https://s.example/x" });
    expect(open).toContainEqual({ name: "twitter:card", content: "summary" });
  });

  it("gives a preview image its alt text (og and twitter), else the page's or site's title", () => {
    const base = { siteName: "Bay Trucks", origin: "https://bay.example", path: "/taco" };
    const alts = (tags: ReturnType<typeof seoMeta>) =>
      tags.filter(
        (t) =>
          ("property" in t && t.property === "og:image:alt") ||
          ("name" in t && t.name === "twitter:image:alt"),
      );
    const withAlt = seoMeta({
      ...base,
      title: "Taco Loco",
      image: { url: "/storage/1/poster.jpg", alt: "Tacos on a grill" },
    });
    expect(alts(withAlt)).toEqual([
      { property: "og:image:alt", content: "Tacos on a grill" },
      { name: "twitter:image:alt", content: "Tacos on a grill" },
    ]);
    expect(withAlt).toContainEqual({
      name: "twitter:image",
      content: "https://bay.example/storage/1/poster.jpg",
    });
    const blankAlt = { url: "/storage/1/poster.jpg", alt: "  " };
    expect(alts(seoMeta({ ...base, title: "Taco Loco", image: blankAlt }))).toEqual([
      { property: "og:image:alt", content: "Taco Loco" },
      { name: "twitter:image:alt", content: "Taco Loco" },
    ]);
    // The home page has no title of its own: the site's name is its title.
    expect(alts(seoMeta({ ...base, path: "/", image: { url: "/storage/logo.png" } }))).toEqual([
      { property: "og:image:alt", content: "Bay Trucks" },
      { name: "twitter:image:alt", content: "Bay Trucks" },
    ]);
    // No image (or no origin to make it absolute): no image tags, no alt.
    expect(alts(seoMeta({ ...base, title: "Taco Loco", image: null }))).toEqual([]);
    expect(alts(seoMeta({ ...base, origin: "", image: blankAlt }))).toEqual([]);
  });

  it("makes media URLs absolute for previews", () => {
    expect(absoluteUrl("https://s.example", "/storage/a.jpg")).toBe(
      "https://s.example/storage/a.jpg",
    );
    expect(absoluteUrl("https://s.example", "https://cdn.example/a.jpg")).toBe(
      "https://cdn.example/a.jpg",
    );
  });
});

describe("structured data", () => {
  it("puts members under the member directory in breadcrumbs", () => {
    expect(crumbsOf(post({ url: "taco", post_type_id: 2 }), "/taco").map((c) => c.path)).toEqual([
      "/",
      "/members",
      "/taco",
    ]);
  });

  it("lists the FAQs that FAQ blocks show, nested ones included, and nothing without them", () => {
    const faq = (question: string) => ({
      type: "Faq",
      props: {
        id: `Faq-${question}`,
        resolved: { categories: [{ id: 1, name: "c", faqs: [{ id: 1, question, answer: "a" }] }] },
      },
    });
    const body = {
      content: [faq("Q1"), { type: "Section", props: { id: "S", content: [faq("Q2")] } }],
    };
    const data = faqJsonLd(body) as { mainEntity: { name: string }[] };
    expect(data.mainEntity.map((q) => q.name)).toEqual(["Q1", "Q2"]);
    expect(faqJsonLd({ content: [] })).toBeNull();
    expect(faqJsonLd(null)).toBeNull();
  });
});

describe("sitemap and robots", () => {
  it("lists indexable posts in the sitemap with their day of change, escaped", () => {
    const xml = sitemapXml("https://s.example", [
      post({ url: "/" }),
      post({ url: "a&b" }),
      post({ url: "hidden", no_index: true }),
      post({ url: "out", show_in_sitemap: false }),
    ]);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://s.example/members",
      "https://s.example/blog",
      "https://s.example/today",
      "https://s.example/",
      "https://s.example/a&amp;b",
    ]);
    expect(xml).toContain("<lastmod>2026-11-02</lastmod>");
  });

  it("lists the blog, changed on the day of its latest post", () => {
    const xml = sitemapXml("https://s.example", [
      post({ url: "old", post_type_id: 6, updated_at: "2026-01-05T10:00:00.000Z" }),
      post({ url: "new", post_type_id: 6, updated_at: "2026-03-12T10:00:00.000Z" }),
      post({ url: "page", updated_at: "2026-12-01T10:00:00.000Z" }),
    ]);
    expect(xml).toContain(
      "<url><loc>https://s.example/blog</loc><lastmod>2026-03-12</lastmod></url>",
    );
    expect(sitemapXml("https://s.example", [])).toContain(
      "<url><loc>https://s.example/blog</loc></url>",
    );
  });

  it("keeps crawlers out of the team's screens and names the sitemap", () => {
    const robots = robotsTxt("https://s.example");
    expect(robots).toContain("Disallow: /panel\n");
    expect(robots).toContain("Sitemap: https://s.example/sitemap.xml");
  });
});

describe("blog", () => {
  it("describes a blog post as a BlogPosting with its dates and author", () => {
    const data = blogPostingJsonLd(
      post({
        url: "opening-day",
        post_type_id: 6,
        attributes: { title: "Opening day", url: "opening-day", description: "We open." },
        media: { poster: { url: "/storage/p.jpg" }, logo: null },
        published_at: "2026-03-12T18:00:00.000Z",
        updated_at: "2026-03-13T09:00:00.000Z",
        author: { firstname: "Ada", lastname: "Admin" },
      } as Partial<Post> & { url: string }),
      "https://s.example",
      "/opening-day",
      "Bay Trucks",
    );
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "Opening day",
      url: "https://s.example/opening-day",
      description: "We open.",
      image: "https://s.example/storage/p.jpg",
      datePublished: "2026-03-12T18:00:00.000Z",
      dateModified: "2026-03-13T09:00:00.000Z",
      author: { "@type": "Person", name: "Ada Admin" },
      publisher: { "@type": "Organization", name: "Bay Trucks" },
    });
    const unknown = blogPostingJsonLd(
      post({ url: "x", media: { poster: null, logo: null }, author: null } as Partial<Post> & {
        url: string;
      }),
      "https://s.example",
      "/x",
      "",
    );
    expect(unknown).not.toHaveProperty("author");
    expect(unknown).not.toHaveProperty("datePublished");
  });

  it("links the blog's Atom feed, absolute, only with the site's origin", () => {
    expect(blogFeedLink("https://s.example", "Bay Trucks")).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        type: "application/atom+xml",
        title: "Bay Trucks blog",
        href: "https://s.example/blog/feed.xml",
      },
    ]);
    expect(blogFeedLink("", "Bay Trucks")).toEqual([]);
  });
});
