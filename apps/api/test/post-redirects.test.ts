import { describe, expect, it } from "vitest";
import { createContentTestApp, createPost, uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";

/**
 * A url change keeps the old url (issue 10): GET /api/posts/redirect answers where it leads now,
 * so the public site can send a 301 instead of a 404.
 */
const { app, admin, catering } = await createContentTestApp();

const data = (url: string, extra: Record<string, unknown> = {}) => ({
  url,
  title: "Moved post",
  post_status_id: 2,
  no_index: false,
  no_follow: false,
  show_in_sitemap: true,
  ...extra,
});
const move = async (
  id: number,
  url: string,
  extra: Record<string, unknown> = {},
  token = admin,
) => {
  const res = await call(app, "PUT", `/api/posts/${id}/data`, { token, body: data(url, extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const redirectOf = (url: string, host?: string) =>
  call(app, "GET", `/api/posts/redirect?url=${encodeURIComponent(url)}`, { host });

describe("GET /api/posts/redirect", () => {
  it("leads a former url to the post's current url, publicly, and every older url too", async () => {
    const [a, b, c] = [uniqueWord("a"), uniqueWord("b"), uniqueWord("c")];
    const post = await createPost(app, admin, { url: a });
    expect((await redirectOf(a)).status).toBe(404);

    await move(post.id, b);
    expect(await redirectOf(a)).toMatchObject({ status: 200, body: { data: { url: b } } });
    expect((await call(app, "GET", `/api/posts/by-url?url=${a}`)).status).toBe(404);

    await move(post.id, c);
    expect((await redirectOf(a)).body).toEqual({ data: { url: c } });
    expect((await redirectOf(`/${b.toUpperCase()}/`)).body).toEqual({ data: { url: c } });
    // Its current url is not a redirect.
    expect((await redirectOf(c)).status).toBe(404);
  });

  it("drops the redirect of a url that is live again, and lets another post take an old url", async () => {
    const [a, b] = [uniqueWord("a"), uniqueWord("b")];
    const post = await createPost(app, admin, { url: a });
    await move(post.id, b);
    await move(post.id, a);
    expect((await redirectOf(a)).status).toBe(404);
    expect((await redirectOf(b)).body).toEqual({ data: { url: a } });

    // Another post saved at the old url b: b is live again and no longer redirects.
    const other = await createPost(app, admin);
    await move(other.id, b);
    expect((await redirectOf(b)).status).toBe(404);
    expect((await call(app, "GET", `/api/posts/by-url?url=${b}`)).body.data.id).toBe(other.id);
  });

  it("answers 404 while the post is not public: a draft, in the trash, or deleted", async () => {
    const [a, b] = [uniqueWord("a"), uniqueWord("b")];
    const post = await createPost(app, admin, { url: a });
    await move(post.id, b, { post_status_id: 1 });
    expect((await redirectOf(a)).status).toBe(404);
    await move(post.id, b);
    expect((await redirectOf(a)).status).toBe(200);
    expect((await call(app, "DELETE", `/api/posts/${post.id}`, { token: admin })).status).toBe(200);
    expect((await redirectOf(a)).status).toBe(404);
    const gone = await call(app, "DELETE", `/api/posts/${post.id}/permanently`, { token: admin });
    expect(gone.status).toBe(200);
    expect((await redirectOf(a)).status).toBe(404);
  });

  it("keeps redirects per domain: another domain's old url is unknown here", async () => {
    const [a, b] = [uniqueWord("a"), uniqueWord("b")];
    const theirs = await createPost(app, catering, { url: a }, "catering.localhost");
    await move(theirs.id, b, {}, catering);
    expect((await redirectOf(a, "catering.localhost")).body).toEqual({ data: { url: b } });
    expect((await redirectOf(a)).status).toBe(404);
  });

  it("never turns the home page's / into a redirect", async () => {
    const home = await call(app, "GET", "/api/posts/by-url?url=/");
    const { id, attributes } = home.body.data;
    const moved = uniqueWord("home");
    await move(id, moved, { title: attributes.title });
    try {
      expect((await redirectOf("/")).status).toBe(404);
    } finally {
      await move(id, "/", { title: attributes.title });
    }
    expect((await redirectOf(moved)).body).toEqual({ data: { url: "/" } });
  });

  it("refuses a url that is too long with 422", async () => {
    const res = await redirectOf("x".repeat(300));
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty("url");
  });
});
