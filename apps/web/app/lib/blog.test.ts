import type { Post } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import {
  authorName,
  BLOG_PAGE_SIZE,
  blogCards,
  blogPageHref,
  blogPaging,
  postDate,
  requestedPage,
  siteTimeZone,
} from "./blog.ts";

const at = (query: string) => requestedPage(new URL(`https://s.example/blog${query}`));

describe("the page a /blog url asks for", () => {
  it("is 1 without ?page, and the number of ?page=N", () => {
    expect(at("")).toBe(1);
    expect(at("?page=1")).toBe(1);
    expect(at("?page=2")).toBe(2);
    expect(at("?utm_source=x&page=12")).toBe(12);
  });

  it("is none (the 404) for anything but one plain positive whole number", () => {
    for (const query of [
      "?page=0",
      "?page=-1",
      "?page=abc",
      "?page=1.5",
      "?page=02",
      "?page=",
      "?page=%202",
      "?page=1e3",
      "?page=9999999",
      "?page=1&page=2",
    ]) {
      expect(at(query), query).toBeNull();
    }
  });
});

describe("blog paging", () => {
  it("links the previous and next pages, the first page being /blog itself", () => {
    const total = BLOG_PAGE_SIZE * 2 + 1;
    expect(blogPaging(1, total)).toEqual({
      page: 1,
      pageCount: 3,
      prev: null,
      next: "/blog?page=2",
    });
    expect(blogPaging(2, total)).toEqual({
      page: 2,
      pageCount: 3,
      prev: "/blog",
      next: "/blog?page=3",
    });
    expect(blogPaging(3, total)).toEqual({
      page: 3,
      pageCount: 3,
      prev: "/blog?page=2",
      next: null,
    });
    expect(blogPageHref(1)).toBe("/blog");
    expect(blogPageHref(4)).toBe("/blog?page=4");
  });

  it("has exactly as many pages as 12 posts a page need", () => {
    expect(blogPaging(1, BLOG_PAGE_SIZE)?.pageCount).toBe(1);
    expect(blogPaging(2, BLOG_PAGE_SIZE)).toBeNull();
    expect(blogPaging(2, BLOG_PAGE_SIZE + 1)?.pageCount).toBe(2);
  });

  it("keeps the first page of an empty blog (it says there is nothing yet), no page past the end", () => {
    expect(blogPaging(1, 0)).toEqual({ page: 1, pageCount: 1, prev: null, next: null });
    expect(blogPaging(2, 0)).toBeNull();
    expect(blogPaging(4, 30)).toBeNull();
    expect(blogPaging(0, 30)).toBeNull();
  });
});

describe("post dates", () => {
  it("gives the instant for datetime and the day people read", () => {
    expect(postDate("2026-03-12T18:30:00.000Z")).toEqual({
      iso: "2026-03-12T18:30:00.000Z",
      text: "12 March 2026",
    });
  });

  it("reads the day in the site's time zone, UTC when it has none or an unknown one", () => {
    const late = "2026-03-13T02:00:00.000Z";
    expect(postDate(late, "America/Los_Angeles")?.text).toBe("12 March 2026");
    expect(postDate(late, "Not/AZone")?.text).toBe("13 March 2026");
    expect(siteTimeZone({ timezone: "America/Los_Angeles" })).toBe("America/Los_Angeles");
    expect(siteTimeZone({})).toBe("UTC");
    expect(siteTimeZone(null)).toBe("UTC");
  });

  it("has no date without a valid one", () => {
    expect(postDate(null)).toBeNull();
    expect(postDate("")).toBeNull();
    expect(postDate("not a date")).toBeNull();
  });
});

describe("blog cards", () => {
  const post = (over: Partial<Post>) =>
    ({
      id: 1,
      attributes: { title: "Opening day", url: "news/opening-day", description: "We open." },
      media: { poster: null, logo: null },
      created_at: "2026-01-01T00:00:00.000Z",
      published_at: "2026-03-12T18:00:00.000Z",
      author: { firstname: "Ada", lastname: "Admin" },
      ...over,
    }) as Post;

  it("shows title, link, excerpt, the first publication and the poster", () => {
    const poster = {
      url: "https://s.example/storage/p.jpg",
      width: 1200,
      height: 800,
      thumbnail_url: "https://s.example/storage/t.png",
      alt: "Trucks",
    } as NonNullable<Post["media"]["poster"]>;
    expect(blogCards([post({ media: { poster, logo: null } })])).toEqual([
      {
        id: 1,
        title: "Opening day",
        href: "/news/opening-day",
        excerpt: "We open.",
        published: "2026-03-12T18:00:00.000Z",
        poster: {
          url: poster.url,
          width: 1200,
          height: 800,
          thumbnail_url: poster.thumbnail_url,
          alt: "Trucks",
        },
      },
    ]);
  });

  it("dates a post never published by its creation", () => {
    expect(blogCards([post({ published_at: null })])[0].published).toBe("2026-01-01T00:00:00.000Z");
  });

  it("names the author, or nobody", () => {
    expect(authorName(post({}))).toBe("Ada Admin");
    expect(authorName(post({ author: null }))).toBe("");
    expect(authorName(post({ author: undefined }))).toBe("");
  });
});
