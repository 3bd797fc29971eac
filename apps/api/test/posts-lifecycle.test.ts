import { postSchema } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postCuisines } from "../src/db/schema.ts";
import {
  createContentTestApp,
  createCuisineTag,
  createMediaRow,
  createPost,
  uniqueWord,
} from "./content-fixtures.ts";
import { call } from "./helpers.ts";

const content = await createContentTestApp();
const { app, db, admin, editor, catering } = content;

/** Every write refuses anonymous callers, garbage ids, unknown ids and other domains' posts. */
async function expectGuarded(
  method: "PUT" | "PATCH" | "DELETE",
  path: (id: number | string) => string,
  body?: unknown,
) {
  const own = await createPost(app, admin);
  const foreign = await createPost(app, catering);
  await content.expectGuarded(method, path, own.id, foreign.id, body);
  const theirs = await call(app, "GET", `/api/posts/${foreign.id}`, { token: catering });
  expect(theirs.body.data).toMatchObject({
    post_status_id: foreign.post_status_id,
    deleted_at: null,
    attributes: foreign.attributes,
  });
}

describe("PUT /api/posts/{id}/body", () => {
  it("saves the page-builder document and the status", async () => {
    const post = await createPost(app, admin, { post_status_id: 1 });
    // Text props are stored as text (React escapes them); rich text keeps its harmless HTML.
    const document = {
      root: { props: {} },
      content: [
        {
          type: "Hero",
          props: {
            id: "hero-1",
            title: "<script>alert(1)</script>",
            text: "",
            image: null,
            alt: "",
            align: "left",
            buttons: [],
          },
        },
        { type: "RichText", props: { id: "text-1", text: "<p>O'Reilly; DROP TABLE posts;--</p>" } },
      ],
    };
    const res = await call(app, "PUT", `/api/posts/${post.id}/body`, {
      token: editor,
      body: { post_status_id: 2, post_body: document },
    });
    expect(res.status).toBe(200);
    expect(postSchema.strict().safeParse(res.body.data).success).toBe(true);
    expect(res.body.data).toMatchObject({ id: post.id, post_status_id: 2, post_body: document });
    const again = await call(app, "GET", `/api/posts/${post.id}`);
    expect(again.body.data.post_body).toEqual(document);

    const cleared = await call(app, "PUT", `/api/posts/${post.id}/body`, {
      token: admin,
      body: { post_status_id: 1, post_body: null },
    });
    expect(cleared.body.data.post_body).toBeNull();
  });

  it("validates the body", async () => {
    const post = await createPost(app, admin);
    const cases: [unknown, string[]][] = [
      [{}, ["post_body", "post_status_id"]],
      [{ post_status_id: 7, post_body: {} }, ["post_status_id"]],
      [{ post_status_id: 1, post_body: "text" }, ["post_body"]],
      [{ post_status_id: 1, post_body: [1, 2] }, ["post_body"]],
    ];
    for (const [body, fields] of cases) {
      const res = await call(app, "PUT", `/api/posts/${post.id}/body`, { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(fields);
    }
  });

  it("refuses bodies over 1 MB with a 413 in the error format", async () => {
    const post = await createPost(app, admin);
    const res = await call(app, "PUT", `/api/posts/${post.id}/body`, {
      token: admin,
      body: { post_status_id: 1, post_body: { text: "x".repeat(1_100_000) } },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it("is guarded", () =>
    expectGuarded("PUT", (id) => `/api/posts/${id}/body`, { post_status_id: 3, post_body: {} }));
});

describe("PUT /api/posts/{id}/data", () => {
  const data = (extra: Record<string, unknown> = {}) => ({
    url: uniqueWord(),
    title: "Data title",
    post_status_id: 2,
    no_index: true,
    no_follow: true,
    show_in_sitemap: false,
    ...extra,
  });

  it("saves the fields, media and cuisines", async () => {
    const tagA = await createCuisineTag(app, admin);
    const tagB = await createCuisineTag(app, admin);
    const poster = await createMediaRow(db, 1);
    const post = await createPost(app, admin, {
      external_data: { cuisines: [tagA.id] },
      description: "keep me",
    });
    const word = uniqueWord();
    const res = await call(app, "PUT", `/api/posts/${post.id}/data`, {
      token: admin,
      body: data({
        url: ` /New-${word}/ `,
        media: { poster_id: poster.id },
        external_data: { cuisines: [tagB.id] },
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: post.id,
      post_status_id: 2,
      attributes: { title: "Data title", url: `new-${word}`, description: "keep me" },
      media: { poster: expect.objectContaining({ id: poster.id }), logo: null },
      external_data: { cuisines: [tagB] },
      no_index: true,
      no_follow: true,
      show_in_sitemap: false,
    });
    expect(Date.parse(res.body.data.updated_at)).toBeGreaterThanOrEqual(
      Date.parse(post.created_at),
    );

    // Its own url is not "taken"; media null clears; cuisines left out stay.
    const same = await call(app, "PUT", `/api/posts/${post.id}/data`, {
      token: admin,
      body: data({ url: `new-${word}`, media: { poster_id: null }, description: "" }),
    });
    expect(same.status).toBe(200);
    expect(same.body.data.media.poster).toBeNull();
    expect(same.body.data.attributes.description).toBe("");
    expect(same.body.data.external_data.cuisines).toEqual([tagB]);
    const empty = await call(app, "PUT", `/api/posts/${post.id}/data`, {
      token: admin,
      body: data({ url: `new-${word}`, external_data: { cuisines: [] } }),
    });
    expect(empty.body.data.external_data.cuisines).toEqual([]);
  });

  it("refuses a url taken by another post, reserved urls and foreign references", async () => {
    const other = await createPost(app, admin, { post_type_id: 1 });
    const post = await createPost(app, admin);
    const foreignMedia = await createMediaRow(db, 2);
    const taken = await call(app, "PUT", `/api/posts/${post.id}/data`, {
      token: admin,
      body: data({ url: other.attributes.url, media: { logo_id: foreignMedia.id } }),
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({
      url: ["The url has already been taken."],
      "media.logo_id": ["The selected logo is invalid."],
    });
    const reserved = await call(app, "PUT", `/api/posts/${post.id}/data`, {
      token: admin,
      body: data({ url: "panel/x" }),
    });
    expect(reserved.body.errors.url).toEqual(["This url is reserved by the site."]);
  });

  it("validates the body", async () => {
    const post = await createPost(app, admin);
    const missing = await call(app, "PUT", `/api/posts/${post.id}/data`, {
      token: admin,
      body: {},
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(
      ["no_follow", "no_index", "post_status_id", "show_in_sitemap", "title", "url"].sort(),
    );
    const wrong = await call(app, "PUT", `/api/posts/${post.id}/data`, {
      token: admin,
      body: data({ title: "x".repeat(10_000), no_index: "1", external_data: { cuisines: ["a"] } }),
    });
    expect(Object.keys(wrong.body.errors).sort()).toEqual(
      ["external_data.cuisines.0", "no_index", "title"].sort(),
    );
  });

  it("is guarded", () => expectGuarded("PUT", (id) => `/api/posts/${id}/data`, data()));
});

describe("PATCH /api/posts/{id}/order", () => {
  const positions = async () => {
    const res = await call(app, "GET", "/api/posts/by-type?type=4&limit=500&sortBy=position", {
      token: admin,
    });
    return res.body.data as { id: number; position: number }[];
  };

  it("moves a post and renumbers its type 0..n-1", async () => {
    const mine: Awaited<ReturnType<typeof createPost>>[] = [];
    for (let i = 0; i < 4; i++) mine.push(await createPost(app, admin, { post_type_id: 4 }));
    const trashed = await createPost(app, admin, { post_type_id: 4 });
    await call(app, "DELETE", `/api/posts/${trashed.id}`, { token: admin });

    const last = mine[3];
    const res = await call(app, "PATCH", `/api/posts/${last.id}/order`, {
      token: editor,
      body: { position: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: last.id, position: 0 });

    let list = await positions();
    expect(list.map((p) => p.position)).toEqual(list.map((_, i) => i));
    expect(list[0].id).toBe(last.id);
    const order = (ids: number[]) => list.map((p) => p.id).filter((id) => ids.includes(id));
    const ids = mine.map((p) => p.id);
    expect(order(ids)).toEqual([mine[3].id, mine[0].id, mine[1].id, mine[2].id]);

    // Past the end clamps to the end; moving down keeps the others in order.
    await call(app, "PATCH", `/api/posts/${mine[0].id}/order`, {
      token: admin,
      body: { position: 100_000 },
    });
    list = await positions();
    expect(list.map((p) => p.position)).toEqual(list.map((_, i) => i));
    expect(list.at(-1)?.id).toBe(mine[0].id);
    expect(order(ids)).toEqual([mine[3].id, mine[1].id, mine[2].id, mine[0].id]);

    // The same move twice is stable.
    const index = list.findIndex((p) => p.id === mine[1].id);
    for (let i = 0; i < 2; i++) {
      await call(app, "PATCH", `/api/posts/${mine[2].id}/order`, {
        token: admin,
        body: { position: index },
      });
    }
    list = await positions();
    expect(order(ids)).toEqual([mine[3].id, mine[2].id, mine[1].id, mine[0].id]);
    expect(list.map((p) => p.position)).toEqual(list.map((_, i) => i));
  });

  it("refuses to order a trashed post", async () => {
    const post = await createPost(app, admin, { post_type_id: 4 });
    await call(app, "DELETE", `/api/posts/${post.id}`, { token: admin });
    const res = await call(app, "PATCH", `/api/posts/${post.id}/order`, {
      token: admin,
      body: { position: 0 },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("A post in the trash cannot be reordered.");
  });

  it("validates the position", async () => {
    const post = await createPost(app, admin, { post_type_id: 4 });
    for (const body of [{}, { position: -1 }, { position: "x" }, { position: 1.5 }]) {
      const res = await call(app, "PATCH", `/api/posts/${post.id}/order`, { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(["position"]);
    }
  });

  it("is guarded", () => expectGuarded("PATCH", (id) => `/api/posts/${id}/order`, { position: 0 }));
});

describe("PUT /api/posts/{id}/status", () => {
  it("changes the status", async () => {
    const post = await createPost(app, admin, { post_status_id: 1 });
    expect((await call(app, "GET", `/api/posts/${post.id}`)).status).toBe(404);
    const res = await call(app, "PUT", `/api/posts/${post.id}/status`, {
      token: editor,
      body: { post_status_id: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: post.id, post_status_id: 2 });
    expect((await call(app, "GET", `/api/posts/${post.id}`)).status).toBe(200);
    await call(app, "PUT", `/api/posts/${post.id}/status`, {
      token: admin,
      body: { post_status_id: 3 },
    });
    expect((await call(app, "GET", `/api/posts/${post.id}`)).status).toBe(404);
  });

  it("validates the status", async () => {
    const post = await createPost(app, admin);
    for (const body of [
      {},
      { post_status_id: 4 },
      { post_status_id: "2" },
      { post_status_id: null },
    ]) {
      const res = await call(app, "PUT", `/api/posts/${post.id}/status`, { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(["post_status_id"]);
    }
  });

  it("is guarded", () =>
    expectGuarded("PUT", (id) => `/api/posts/${id}/status`, { post_status_id: 3 }));
});

describe("trash, restore and permanent delete", () => {
  it("runs trash -> restore -> trash -> permanent delete", async () => {
    const tag = await createCuisineTag(app, admin);
    const post = await createPost(app, admin, { external_data: { cuisines: [tag.id] } });

    const refused = await call(app, "DELETE", `/api/posts/${post.id}/permanently`, {
      token: admin,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("Only a post in the trash can be deleted permanently.");

    const trashed = await call(app, "DELETE", `/api/posts/${post.id}`, { token: editor });
    expect(trashed.status).toBe(200);
    expect(trashed.body.data.deleted_at).toEqual(expect.any(String));
    expect((await call(app, "GET", `/api/posts/${post.id}`)).status).toBe(404);
    const again = await call(app, "DELETE", `/api/posts/${post.id}`, { token: admin });
    expect(again.body.data.deleted_at).toBe(trashed.body.data.deleted_at);

    const restored = await call(app, "PUT", `/api/posts/${post.id}/restore`, { token: editor });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ id: post.id, deleted_at: null });
    expect((await call(app, "GET", `/api/posts/${post.id}`)).status).toBe(200);

    await call(app, "DELETE", `/api/posts/${post.id}`, { token: admin });
    const gone = await call(app, "DELETE", `/api/posts/${post.id}/permanently`, { token: admin });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ data: { message: "The post was deleted permanently." } });
    expect((await call(app, "GET", `/api/posts/${post.id}`, { token: admin })).status).toBe(404);
    const links = await db.select().from(postCuisines).where(eq(postCuisines.post_id, post.id));
    expect(links).toEqual([]);
    // The url is free again.
    const reuse = await createPost(app, admin, { url: post.attributes.url });
    expect(reuse.attributes.url).toBe(post.attributes.url);
  });

  it("guards DELETE", () => expectGuarded("DELETE", (id) => `/api/posts/${id}`));
  it("guards restore", () => expectGuarded("PUT", (id) => `/api/posts/${id}/restore`));
  it("guards permanent delete", () =>
    expectGuarded("DELETE", (id) => `/api/posts/${id}/permanently`));
});
