import { POST_STATUSES } from "@fooddir/contract";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blogPaging } from "../../lib/blog.ts";
import { BlogCards } from "./BlogCards.tsx";
import { Pagination } from "./Pagination.tsx";
import { PostByline } from "./PostByline.tsx";

const html = (element: React.ReactElement) => {
  const root = document.createElement("div");
  root.innerHTML = renderToStaticMarkup(element);
  return root;
};

describe("a blog post's byline", () => {
  const post = {
    post_status_id: POST_STATUSES.published,
    published_at: "2026-03-12T18:30:00.000Z",
    created_at: "2026-01-01T00:00:00.000Z",
    author: { firstname: "Ada", lastname: "Admin" },
  };

  it("says when the post was first published, as a <time>, and who wrote it", () => {
    const byline = html(<PostByline post={post} />).querySelector(".post-byline");
    expect(byline?.textContent).toBe("Published 12 March 2026 by Ada Admin");
    expect(byline?.querySelector("time")?.getAttribute("datetime")).toBe(
      "2026-03-12T18:30:00.000Z",
    );
  });

  it("reads the day in the site's time zone", () => {
    const late = { ...post, published_at: "2026-03-13T02:00:00.000Z" };
    const text = html(<PostByline post={late} timeZone="America/Los_Angeles" />).textContent;
    expect(text).toContain("12 March 2026");
  });

  it("leaves the author out when unknown", () => {
    const byline = html(<PostByline post={{ ...post, author: null }} />);
    expect(byline.textContent).toBe("Published 12 March 2026");
  });

  it("never says Published on an unpublished post's preview (issue 38)", () => {
    const draft = { ...post, post_status_id: POST_STATUSES.draft, published_at: null };
    const scheduled = html(<PostByline post={draft} publishAt="2026-11-28T09:00:00.000Z" />);
    expect(scheduled.textContent).toBe("Scheduled to be published 28 November 2026 by Ada Admin");
    expect(scheduled.querySelector("time")?.getAttribute("datetime")).toBe(
      "2026-11-28T09:00:00.000Z",
    );
    expect(html(<PostByline post={draft} />).textContent).toBe("Not published yet by Ada Admin");
  });
});

describe("the blog's pagination", () => {
  it("links the previous and next pages in a named navigation", () => {
    const paging = blogPaging(2, 30);
    if (!paging) throw new Error("page 2 of 30 posts exists");
    const nav = html(<Pagination paging={paging} label="Blog pages" />).querySelector("nav");
    expect(nav?.getAttribute("aria-label")).toBe("Blog pages");
    const links = [...(nav?.querySelectorAll("a") ?? [])].map((a) => ({
      rel: a.getAttribute("rel"),
      href: a.getAttribute("href"),
      text: a.textContent,
    }));
    expect(links).toEqual([
      { rel: "prev", href: "/blog", text: "←Previous page" },
      { rel: "next", href: "/blog?page=3", text: "Next page→" },
    ]);
    expect(nav?.textContent).toContain("Page 2 of 3");
  });

  it("shows nothing when the blog fits on one page", () => {
    const paging = blogPaging(1, 12);
    if (!paging) throw new Error("page 1 exists");
    expect(renderToStaticMarkup(<Pagination paging={paging} label="Blog pages" />)).toBe("");
  });
});

describe("the blog's cards", () => {
  it("show title (a link), date and excerpt, and a responsive poster", () => {
    const root = html(
      <BlogCards
        cards={[
          {
            id: 1,
            title: "Opening day",
            href: "/opening-day",
            excerpt: "We open.",
            published: "2026-03-12T18:30:00.000Z",
            poster: {
              url: `https://s.example/storage/domains/s/library/${"a".repeat(32)}.jpg`,
              width: 1600,
              height: 900,
              alt: "",
            },
          },
        ]}
      />,
    );
    const card = root.querySelector("li.blk-post");
    expect(card?.querySelector("h2 a")?.getAttribute("href")).toBe("/opening-day");
    expect(card?.querySelector("time")?.textContent).toBe("12 March 2026");
    expect(card?.querySelector(".blk-post__text")?.textContent).toBe("We open.");
    const img = card?.querySelector("img");
    expect(img?.getAttribute("srcset")).toContain("/w");
    expect(img?.getAttribute("alt")).toBe("");
  });

  it("fill their rows: six posts in three columns, not four with a hole", () => {
    const cards = Array.from({ length: 6 }, (_, i) => ({
      id: i + 1,
      title: `Post ${i + 1}`,
      href: `/post-${i + 1}`,
      excerpt: "",
      published: "2026-03-12T18:30:00.000Z",
      poster: null,
    }));
    const grid = html(<BlogCards cards={cards} />).querySelector("ul");
    expect(grid?.className).toContain("blk-grid--lg-3");
    expect(grid?.className).toContain("blk-grid--md-3");
  });
});
