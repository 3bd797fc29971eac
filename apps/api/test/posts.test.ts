import { postSchema } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts } from "../src/db/schema.ts";
import { rethrowUrlTaken } from "../src/features/posts/references.ts";
import { HttpError } from "../src/http/errors.ts";
import {
  createContentTestApp,
  createCuisineTag,
  createMediaRow,
  createPost,
  ISO,
  uniqueWord,
} from "./content-fixtures.ts";
import { call, itNeedsAToken, siteOrigin } from "./helpers.ts";

// Creating posts, their urls and GET /api/posts/by-url; lists, single reads and SEO are in
// posts-reads.test.ts.
const { app, db, admin, editor, catering } = await createContentTestApp();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
describe("POST /api/posts", () => {
  it("creates a post in the contract's shape, at the end of its type", async () => {
    const poster = await createMediaRow(db, 1, "poster");
    const logo = await createMediaRow(db, 1, "logo");
    const tag = await createCuisineTag(app, admin, uniqueWord("Tacos "), '{"icon":"taco"}');
    const word = uniqueWord();
    const res = await call(app, "POST", "/api/posts", {
      token: admin,
      body: {
        url: `  /Members-${word}/Tacos/ `,
        title: "  Taco Truck ",
        post_status_id: 2,
        post_type_id: 2,
        description: "Best tacos",
        post_body: {
          root: { props: {} },
          content: [
            { type: "Heading", props: { id: "h1", text: "hello", level: "2", align: "left" } },
          ],
        },
        media: { poster_id: poster.id, logo_id: logo.id },
        external_data: { cuisines: [tag.id, tag.id] },
        no_index: true,
      },
    });
    expect(res.status).toBe(201);
    const post = res.body.data;
    expect(postSchema.strict().safeParse(post).success).toBe(true);
    expect(post).toEqual({
      id: expect.any(Number),
      _id: expect.stringMatching(UUID),
      post_type_id: 2,
      post_status_id: 2,
      attributes: { title: "Taco Truck", url: `members-${word}/tacos`, description: "Best tacos" },
      media: {
        poster: expect.objectContaining({
          id: poster.id,
          alt: "poster",
          url: `${siteOrigin()}/storage/domains/localhost/library/${poster.hashed_name}.png`,
        }),
        logo: expect.objectContaining({ id: logo.id, alt: "logo" }),
      },
      external_data: { cuisines: [{ id: tag.id, title: tag.title, icon_data: '{"icon":"taco"}' }] },
      post_body: {
        root: { props: {} },
        content: [
          { type: "Heading", props: { id: "h1", text: "hello", level: "2", align: "left" } },
        ],
      },
      no_index: true,
      no_follow: false,
      show_in_sitemap: true,
      position: expect.any(Number),
      created_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
      deleted_at: null,
      profile: null,
      // Staff reads of member posts carry the catering profile (none yet).
      catering: null,
      offers_catering: false,
      // Whether a vendor holds the listing (never who).
      claimed: false,
      published_at: expect.stringMatching(ISO),
      // Staff reads carry the schedule times (none yet).
      publish_at: null,
      unpublish_at: null,
      // Staff reads carry the member change waiting for review (none).
      pending_revision: null,
      public_url: `${siteOrigin()}/members-${word}/tacos`,
    });
    const next = await createPost(app, admin, { post_type_id: 2 });
    expect(next.position).toBe(post.position + 1);
  });

  it("lets an editor create content", async () => {
    const post = await createPost(app, editor, { post_type_id: 6 });
    expect(post.post_type_id).toBe(6);
  });

  itNeedsAToken(app, "POST", "/api/posts", {
    body: { url: uniqueWord(), title: "x", post_status_id: 1, post_type_id: 1 },
  });

  it("names every missing field", async () => {
    const res = await call(app, "POST", "/api/posts", { token: admin, body: {} });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      ["post_status_id", "post_type_id", "title", "url"].sort(),
    );
    expect(res.body.errors.title).toEqual(["The title field is required."]);
  });

  it("refuses wrong types and unknown ids of the enums", async () => {
    const res = await call(app, "POST", "/api/posts", {
      token: admin,
      body: {
        url: 5,
        title: ["x"],
        post_status_id: 9,
        post_type_id: "2",
        no_index: "yes",
        media: { poster_id: "abc" },
        external_data: { cuisines: "1" },
      },
    });
    expect(res.status).toBe(422);
    for (const field of [
      "url",
      "title",
      "post_status_id",
      "post_type_id",
      "no_index",
      "media.poster_id",
      "external_data.cuisines",
    ]) {
      expect(res.body.errors, field).toHaveProperty([field]);
    }
    expect(res.body.errors.post_status_id).toEqual(["The selected post status id is invalid."]);
  });

  it("refuses 10k-character strings naming the field", async () => {
    const long = "x".repeat(10_000);
    for (const field of ["title", "url", "description"]) {
      const res = await call(app, "POST", "/api/posts", {
        token: admin,
        body: { url: uniqueWord(), title: "ok", post_status_id: 1, post_type_id: 1, [field]: long },
      });
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
  });

  it("refuses media and cuisines of another domain or unknown", async () => {
    const foreignMedia = await createMediaRow(db, 2);
    const foreignTag = await createCuisineTag(app, catering);
    const res = await call(app, "POST", "/api/posts", {
      token: admin,
      body: {
        url: uniqueWord(),
        title: "x",
        post_status_id: 1,
        post_type_id: 2,
        media: { poster_id: foreignMedia.id, logo_id: 2_000_000_000 },
        external_data: { cuisines: [foreignTag.id] },
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      "media.poster_id": ["The selected poster is invalid."],
      "media.logo_id": ["The selected logo is invalid."],
      "external_data.cuisines": ["The selected cuisines are invalid."],
    });
  });

  it("keeps SQL and HTML metacharacters as plain data", async () => {
    const title = `Robert'); DROP TABLE posts;-- <script>alert("x")</script> 100% _ \\`;
    const description = `<img src=x onerror=alert(1)> ' " ; -- %_ \\ \u00e9\u{1F32E}`;
    const post = await createPost(app, admin, { title, description });
    const res = await call(app, "GET", `/api/posts/${post.id}`, { token: admin });
    expect(res.body.data.attributes.title).toBe(title);
    expect(res.body.data.attributes.description).toBe(description);
  });
});

describe("post urls", () => {
  const create = (url: unknown, token = admin, post_type_id = 1) =>
    call(app, "POST", "/api/posts", {
      token,
      body: { url, title: "Url test", post_status_id: 2, post_type_id },
    });

  it("normalizes case, spaces and slashes", async () => {
    const word = uniqueWord();
    const res = await create(`  /About-${word}/Us/ `);
    expect(res.status).toBe(201);
    expect(res.body.data.attributes.url).toBe(`about-${word}/us`);
  });

  it("allows / for the home page", async () => {
    const existing = await call(app, "GET", "/api/posts/by-url?url=/");
    if (existing.status === 200) {
      // The demo home page holds "/": free it in this test's own database copy.
      await db.delete(posts).where(eq(posts.id, existing.body.data.id));
    }
    const res = await create("/");
    expect(res.status).toBe(201);
    expect(res.body.data.attributes.url).toBe("/");
    const home = await call(app, "GET", "/api/posts/by-url?url=%2F");
    expect(home.body.data.id).toBe(res.body.data.id);
  });

  it.each(["members", "panel/x", "sitemap.xml", "Members/", "storage/a"])(
    "refuses the reserved url %j",
    async (url) => {
      const res = await create(url);
      expect(res.status).toBe(422);
      expect(res.body.errors.url).toEqual(["This url is reserved by the site."]);
    },
  );

  it.each(["", "   ", "a b", "über", "a//b?c", "-a", "a_b"])("refuses the url %j", async (url) => {
    const res = await create(url);
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty("url");
  });

  it("is unique within a domain across types, trash included", async () => {
    const url = uniqueWord();
    expect((await create(url, admin, 1)).status).toBe(201);
    const dup = await create(url.toUpperCase(), admin, 6);
    expect(dup.status).toBe(422);
    expect(dup.body).toEqual({
      message: "The url has already been taken.",
      errors: { url: ["The url has already been taken."] },
    });

    const trashed = await createPost(app, admin);
    await call(app, "DELETE", `/api/posts/${trashed.id}`, { token: admin });
    expect((await create(trashed.attributes.url)).status).toBe(422);
  });

  it("may repeat in another domain", async () => {
    const url = uniqueWord();
    expect((await create(url, admin)).status).toBe(201);
    expect((await create(url, catering)).status).toBe(201);
  });

  it("maps concurrent saves of one url to one success and one 422", async () => {
    const url = uniqueWord();
    const results = await Promise.all([create(url), create(url)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(results.find((r) => r.status === 422)?.body.errors.url).toEqual([
      "The url has already been taken.",
    ]);
  });

  it("turns the database's unique violation into the same 422", async () => {
    const post = await createPost(app, admin);
    const error = await db
      .insert(posts)
      .values({ domain_id: 1, post_type_id: 1, title: "race", url: post.attributes.url })
      .catch((e: unknown) => e);
    expect(() => rethrowUrlTaken(error)).toThrow(HttpError);
    try {
      rethrowUrlTaken(error);
    } catch (e) {
      expect((e as HttpError).status).toBe(422);
      expect((e as HttpError).errors).toEqual({ url: ["The url has already been taken."] });
    }
    expect(() => rethrowUrlTaken(new Error("other"))).toThrow("other");
  });
});

describe("GET /api/posts/by-url", () => {
  it("finds a published post by its normalized url, for everyone", async () => {
    const post = await createPost(app, admin);
    const res = await call(
      app,
      "GET",
      `/api/posts/by-url?url=${encodeURIComponent(` /${post.attributes.url.toUpperCase()}/ `)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: post.id, _id: post._id });
    expect(postSchema.strict().safeParse(res.body.data).success).toBe(true);
  });

  it("is 404 for drafts, the trash, other domains and unknown urls", async () => {
    const draft = await createPost(app, admin, { post_status_id: 1 });
    const trashed = await createPost(app, admin);
    await call(app, "DELETE", `/api/posts/${trashed.id}`, { token: admin });
    const foreign = await createPost(app, catering);
    for (const url of [
      draft.attributes.url,
      trashed.attributes.url,
      foreign.attributes.url,
      "nope-x",
    ]) {
      for (const token of [undefined, admin]) {
        const res = await call(app, "GET", `/api/posts/by-url?url=${url}`, { token });
        expect(res.status, url).toBe(404);
        expect(res.body).toEqual({ message: "Not found." });
      }
    }
  });

  it("validates the url", async () => {
    expect((await call(app, "GET", "/api/posts/by-url")).status).toBe(422);
    const long = await call(app, "GET", `/api/posts/by-url?url=${"x".repeat(10_000)}`);
    expect(long.status).toBe(422);
    expect(long.body.errors).toHaveProperty("url");
  });
});
