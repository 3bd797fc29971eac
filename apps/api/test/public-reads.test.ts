import { describe, expect, it } from "vitest";
import {
  createContentTestApp,
  createCuisineTag,
  createMediaRow,
  createPost,
  uniqueWord,
} from "./content-fixtures.ts";
import { call } from "./helpers.ts";

/**
 * The public reads of posts (by-type, by-url) are held in memory per domain and query; every
 * write must show on the very next anonymous read all the same.
 */
const { app, db, admin, catering } = await createContentTestApp();

type Listed = {
  id: number;
  attributes: { title: string; url: string };
  media: { poster: { id: number; alt: string } | null };
  external_data: { cuisines: { id: number; title: string }[] };
};
const LIST = "/api/posts/by-type?type=2&limit=500&sortBy=position&sortDir=asc";
const publicList = async (host = "localhost") => {
  const res = await call(app, "GET", LIST, { host });
  expect(res.status).toBe(200);
  return res.body.data as Listed[];
};
const listed = async (id: number, host?: string) =>
  (await publicList(host)).find((p) => p.id === id);
const byUrl = (url: string, host = "localhost") =>
  call(app, "GET", `/api/posts/by-url?url=${encodeURIComponent(url)}`, { host });

describe("anonymous post reads stay fresh after every kind of write", () => {
  it("post data, status, order, trash and restore", async () => {
    const post = await createPost(app, admin, { title: "Fresh One" });
    expect((await listed(post.id))?.attributes.title).toBe("Fresh One");
    expect((await byUrl(post.attributes.url)).body.data.attributes.title).toBe("Fresh One");

    const renamed = await call(app, "PUT", `/api/posts/${post.id}/data`, {
      token: admin,
      body: {
        url: post.attributes.url,
        title: "Fresh Two",
        post_status_id: 2,
        no_index: false,
        no_follow: false,
        show_in_sitemap: true,
      },
    });
    expect(renamed.status).toBe(200);
    expect((await listed(post.id))?.attributes.title).toBe("Fresh Two");
    expect((await byUrl(post.attributes.url)).body.data.attributes.title).toBe("Fresh Two");

    const moved = await call(app, "PATCH", `/api/posts/${post.id}/order`, {
      token: admin,
      body: { position: 0 },
    });
    expect(moved.status).toBe(200);
    expect((await publicList())[0]?.id).toBe(post.id);

    await call(app, "PUT", `/api/posts/${post.id}/status`, {
      token: admin,
      body: { post_status_id: 1 },
    });
    expect(await listed(post.id)).toBeUndefined();
    expect((await byUrl(post.attributes.url)).status).toBe(404);

    await call(app, "PUT", `/api/posts/${post.id}/status`, {
      token: admin,
      body: { post_status_id: 2 },
    });
    expect(await listed(post.id)).toBeDefined();
    await call(app, "DELETE", `/api/posts/${post.id}`, { token: admin });
    expect(await listed(post.id)).toBeUndefined();
    await call(app, "PUT", `/api/posts/${post.id}/restore`, { token: admin });
    expect(await listed(post.id)).toBeDefined();
  });

  it("media alt text and cuisine names", async () => {
    const image = await createMediaRow(db, 1, "Old alt");
    const tag = await createCuisineTag(app, admin, uniqueWord("Cuisine "));
    const post = await createPost(app, admin, {
      media: { poster_id: image.id },
      external_data: { cuisines: [tag.id] },
    });
    expect((await listed(post.id))?.media.poster?.alt).toBe("Old alt");

    await call(app, "PUT", `/api/media/${image.id}`, { token: admin, body: { alt: "New alt" } });
    expect((await listed(post.id))?.media.poster?.alt).toBe("New alt");

    const title = uniqueWord("Renamed ");
    const res = await call(app, "PUT", `/api/cuisine-tags/${tag.id}`, {
      token: admin,
      body: { title, icon_data: tag.icon_data },
    });
    expect(res.status).toBe(200);
    expect((await listed(post.id))?.external_data.cuisines.map((c) => c.title)).toEqual([title]);
  });

  it("each domain reads its own posts, and a write on one leaves the other's reads right", async () => {
    const here = await createPost(app, admin);
    const there = await createPost(app, catering, {}, "catering.localhost");
    expect(await listed(there.id)).toBeUndefined();
    expect(await listed(here.id, "catering.localhost")).toBeUndefined();
    expect(await listed(there.id, "catering.localhost")).toBeDefined();
    await call(app, "DELETE", `/api/posts/${here.id}`, { token: admin });
    expect(await listed(there.id, "catering.localhost")).toBeDefined();
    expect(await listed(here.id)).toBeUndefined();
  });

  it("many different query strings never fail or grow without bound", async () => {
    for (let i = 0; i < 150; i++) {
      const res = await call(app, "GET", `/api/posts/by-type?type=2&limit=${i + 1}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(i + 1);
    }
  });
});
