import { POST_TYPES } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { createContentTestApp, createPost, uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";

// contract.md "Blog": blog posts carry their author and first publication date; the public
// blog lists published blog posts of the domain, newest publication first, page by page.
const { app, admin, editor, catering } = await createContentTestApp();

const BLOG = POST_TYPES.blog;
const blogPage = (query = "limit=12&offset=0") =>
  `/api/posts/by-type?type=${BLOG}&sortBy=published_at&sortDir=desc&${query}`;

type ReadPost = {
  id: number;
  post_status_id: number;
  published_at?: string | null;
  author?: { firstname: string; lastname: string } | null;
  attributes: { title: string; url: string };
};

async function read(id: number, token = admin): Promise<ReadPost> {
  const res = await call(app, "GET", `/api/posts/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function setStatus(id: number, status: number) {
  const res = await call(app, "PUT", `/api/posts/${id}/status`, {
    token: admin,
    body: { post_status_id: status },
  });
  expect(res.status).toBe(200);
  return res.body.data as ReadPost;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 15));

describe("author and publication date of a post", () => {
  it("seeds the demo blog with authors and publication dates", async () => {
    const res = await call(app, "GET", blogPage("limit=50&offset=0"), { host: "localhost" });
    // The first test: every blog post is the seed's.
    const seeded = res.body.data as ReadPost[];
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    const names = new Set(seeded.map((p) => `${p.author?.firstname} ${p.author?.lastname}`));
    expect(names).toEqual(new Set(["Ada Admin", "Eddie Editor"]));
    for (const post of res.body.data as ReadPost[])
      expect(post.published_at).toEqual(expect.any(String));
  });
  it("names the caller as the author of a blog post it creates", async () => {
    const before = Date.now();
    const post = await createPost(app, editor, { post_type_id: BLOG });
    const created = await read(post.id);
    expect(created.author).toEqual({ firstname: "Eddie", lastname: "Editor" });
    const publishedAt = Date.parse(created.published_at ?? "");
    expect(publishedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(publishedAt).toBeLessThanOrEqual(Date.now() + 1000);
    const byAdmin = await createPost(app, admin, { post_type_id: BLOG });
    expect((await read(byAdmin.id)).author).toEqual({ firstname: "Ada", lastname: "Admin" });
  });

  it("leaves a draft unpublished, stamps its first publication and keeps that date", async () => {
    const post = await createPost(app, admin, { post_type_id: BLOG, post_status_id: 1 });
    expect((await read(post.id)).published_at).toBeNull();
    const published = await setStatus(post.id, 2);
    expect(published.published_at).toEqual(expect.any(String));
    const first = published.published_at;
    await pause();
    expect((await setStatus(post.id, 1)).published_at).toBe(first);
    await pause();
    expect((await setStatus(post.id, 3)).published_at).toBe(first);
    await pause();
    expect((await setStatus(post.id, 2)).published_at).toBe(first);
  });

  it("stamps the publication when the fields or the body publish the post", async () => {
    const viaData = await createPost(app, admin, { post_type_id: BLOG, post_status_id: 1 });
    const data = await call(app, "PUT", `/api/posts/${viaData.id}/data`, {
      token: admin,
      body: {
        url: viaData.attributes.url,
        title: viaData.attributes.title,
        post_status_id: 2,
        no_index: false,
        no_follow: false,
        show_in_sitemap: true,
      },
    });
    expect(data.status).toBe(200);
    expect(data.body.data.published_at).toEqual(expect.any(String));

    const viaBody = await createPost(app, admin, { post_type_id: BLOG, post_status_id: 1 });
    const body = await call(app, "PUT", `/api/posts/${viaBody.id}/body`, {
      token: admin,
      body: { post_status_id: 2, post_body: { root: { props: {} }, content: [] } },
    });
    expect(body.status).toBe(200);
    expect(body.body.data.published_at).toEqual(expect.any(String));
    // Saving the body of a published post again keeps its date.
    await pause();
    const again = await call(app, "PUT", `/api/posts/${viaBody.id}/body`, {
      token: admin,
      body: { post_status_id: 2, post_body: { root: { props: {} }, content: [] } },
    });
    expect(again.body.data.published_at).toBe(body.body.data.published_at);
  });

  it("gives the author to blog posts only, and to public reads by url", async () => {
    const member = await createPost(app, admin, { post_type_id: POST_TYPES.member });
    const memberRead = await read(member.id);
    expect(memberRead.published_at).toEqual(expect.any(String));
    expect(memberRead).not.toHaveProperty("author");

    const post = await createPost(app, editor, { post_type_id: BLOG });
    const res = await call(app, "GET", `/api/posts/by-url?url=${post.attributes.url}`);
    expect(res.status).toBe(200);
    expect(res.body.data.author).toEqual({ firstname: "Eddie", lastname: "Editor" });
    expect(res.body.data.published_at).toBe((await read(post.id)).published_at);
  });
});

describe("the public blog list", () => {
  it("lists published blog posts by publication date, newest first, page by page", async () => {
    const word = uniqueWord("blog");
    // Created first, published last: the newest publication, whatever the creation order.
    const early = await createPost(app, admin, {
      post_type_id: BLOG,
      post_status_id: 1,
      title: `Early ${word}`,
    });
    await pause();
    const middle = await createPost(app, admin, { post_type_id: BLOG, title: `Middle ${word}` });
    await pause();
    const draft = await createPost(app, admin, {
      post_type_id: BLOG,
      post_status_id: 1,
      title: `Draft ${word}`,
    });
    const archived = await createPost(app, admin, {
      post_type_id: BLOG,
      post_status_id: 3,
      title: `Archived ${word}`,
    });
    const page = await createPost(app, admin, { post_type_id: POST_TYPES.page });
    const foreign = await createPost(app, catering, { post_type_id: BLOG }, "catering.localhost");
    await pause();
    await setStatus(early.id, 2);

    const first = await call(app, "GET", blogPage("limit=2&offset=0"));
    expect(first.status).toBe(200);
    const ids = (first.body.data as ReadPost[]).map((p) => p.id);
    expect(ids).toEqual([early.id, middle.id]);
    expect(first.body.meta).toMatchObject({ limit: 2, offset: 0 });

    const all = await call(app, "GET", blogPage("limit=500&offset=0"));
    const list = all.body.data as ReadPost[];
    expect(all.body.meta.total).toBe(list.length);
    const listed = new Set(list.map((p) => p.id));
    for (const hidden of [draft, archived, page, foreign])
      expect(listed.has(hidden.id)).toBe(false);
    for (const post of list) expect(post.post_status_id).toBe(2);
    const dates = list.map((p) => Date.parse(p.published_at ?? ""));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const second = await call(app, "GET", blogPage("limit=2&offset=1"));
    expect((second.body.data as ReadPost[])[0].id).toBe(middle.id);
    expect(second.body.meta.total).toBe(list.length);

    const past = await call(app, "GET", blogPage(`limit=12&offset=${list.length + 24}`));
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.total).toBe(list.length);
  });

  it("shows a newly published post at once (the public list is not kept stale)", async () => {
    const before = await call(app, "GET", blogPage("limit=1&offset=0"));
    expect(before.status).toBe(200);
    const post = await createPost(app, admin, { post_type_id: BLOG, post_status_id: 1 });
    const unchanged = await call(app, "GET", blogPage("limit=1&offset=0"));
    expect(unchanged.body.data[0].id).toBe(before.body.data[0].id);
    await setStatus(post.id, 2);
    const after = await call(app, "GET", blogPage("limit=1&offset=0"));
    expect(after.body.data[0].id).toBe(post.id);
    expect(after.body.meta.total).toBe(before.body.meta.total + 1);
  });

  it("never shows another domain's blog posts, nor lets a domain read them", async () => {
    const theirs = await createPost(app, catering, { post_type_id: BLOG }, "catering.localhost");
    const ours = await createPost(app, admin, { post_type_id: BLOG });
    const list = await call(app, "GET", blogPage("limit=500&offset=0"));
    const ids = (list.body.data as ReadPost[]).map((p) => p.id);
    expect(ids).toContain(ours.id);
    expect(ids).not.toContain(theirs.id);
    const theirList = await call(app, "GET", blogPage("limit=500&offset=0"), {
      host: "catering.localhost",
    });
    const theirIds = (theirList.body.data as ReadPost[]).map((p) => p.id);
    expect(theirIds).toContain(theirs.id);
    expect(theirIds).not.toContain(ours.id);
    const cross = await call(app, "GET", `/api/posts/${theirs.id}`, { token: admin });
    expect(cross.status).toBe(404);
    expect(cross.body).toEqual({ message: "Not found." });
  });

  it("refuses an unknown sort field with a message naming it", async () => {
    const res = await call(app, "GET", `/api/posts/by-type?type=${BLOG}&sortBy=author`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty("sortBy");
  });

  it("keeps the url /blog for the site", async () => {
    const res = await call(app, "POST", "/api/posts", {
      token: admin,
      body: { url: "blog", title: "Blog", post_status_id: 2, post_type_id: POST_TYPES.page },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.url).toEqual(["This url is reserved by the site."]);
  });
});
