import { randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { domainOptions, media, posts } from "../src/db/schema.ts";
import { file, multipartBody, png, upload } from "./fixtures/images.ts";
import { ADMIN, call, login, sitePath } from "./helpers.ts";
import { createMediaTestApp, type Item } from "./media-fixtures.ts";

const { app, db, storage, admin, editor, storedOrNull, stored, uploadOne, mediaCount } =
  await createMediaTestApp();

describe("GET /api/media", () => {
  it("lists newest first with meta, searches alt and name, pages", async () => {
    const word = `needle${randomBytes(4).toString("hex")}`;
    const first = await uploadOne(await png(20, 20), `${word} one`);
    const second = await uploadOne(await png(21, 21), `${word} two`);
    const third = await uploadOne(await png(22, 22), `${word} three`);

    const all = await call(app, "GET", `/api/media?search=${word}`, { token: editor });
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ total: 3, limit: 50, offset: 0 });
    expect(all.body.data.map((i: Item) => i.id)).toEqual([third.id, second.id, first.id]);

    const page = await call(app, "GET", `/api/media?search=${word}&limit=2&offset=2`, {
      token: editor,
    });
    expect(page.body).toEqual({ data: [first], meta: { total: 3, limit: 2, offset: 2 } });

    const byName = await call(app, "GET", `/api/media?search=${second.hashed_name.slice(4, 20)}`, {
      token: editor,
    });
    expect(byName.body.data.map((i: Item) => i.id)).toEqual([second.id]);

    const newest = await call(app, "GET", "/api/media?limit=1", { token: editor });
    expect(newest.body.data[0].id).toBe(third.id);
  });

  it("counts the demo library and keeps to the active domain", async () => {
    const res = await call(app, "GET", "/api/media?limit=500", { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(await mediaCount(1));
    expect(res.body.data.every((i: Item) => i.path === "domains/localhost/library")).toBe(true);
  });

  it("treats LIKE wildcards in the search as text", async () => {
    const item = await uploadOne(await png(5, 5), "100% real_photo");
    const res = await call(app, "GET", `/api/media?search=${encodeURIComponent("0% real_")}`, {
      token: admin,
    });
    expect(res.body.data.map((i: Item) => i.id)).toEqual([item.id]);
    const none = await call(app, "GET", `/api/media?search=${encodeURIComponent("%_%")}`, {
      token: admin,
    });
    expect(none.body.meta.total).toBe(0);
  });

  it("validates limit and offset", async () => {
    const res = await call(app, "GET", "/api/media?limit=501&offset=-1", { token: admin });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(["limit", "offset"]);
  });
});

describe("GET and PUT /api/media/{id}", () => {
  it("reads one item and edits its alt; HTML stays data", async () => {
    const item = await uploadOne(await png(), "before");
    const alt = `<img src=x onerror="alert(1)"> & 'quoted' </script>`;
    const put = await call(app, "PUT", `/api/media/${item.id}`, { token: editor, body: { alt } });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ ...item, alt });
    const get = await call(app, "GET", `/api/media/${item.id}`, { token: editor });
    expect(get.body).toEqual({ data: { ...item, alt } });
  });

  it("validates the alt text", async () => {
    const item = await uploadOne(await png());
    const res = await call(app, "PUT", `/api/media/${item.id}`, {
      token: admin,
      body: { alt: "x".repeat(501) },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(["alt"]);
  });

  it("answers 404 for an unknown id", async () => {
    expect((await call(app, "GET", "/api/media/999999", { token: admin })).status).toBe(404);
    expect((await call(app, "GET", "/api/media/abc", { token: admin })).status).toBe(422);
  });
});

describe("DELETE /api/media/{id}", () => {
  it("deletes an unused image and its files", async () => {
    const item = await uploadOne(await png());
    const res = await call(app, "DELETE", `/api/media/${item.id}`, { token: editor });
    expect(res.status).toBe(200);
    expect(await storedOrNull(item.url)).toBeNull();
    expect(await storedOrNull(item.thumbnail_url)).toBeNull();
    expect((await call(app, "GET", `/api/media/${item.id}`, { token: editor })).status).toBe(404);
  });

  it("refuses while posts and site settings use it; force detaches them", async () => {
    const item = await uploadOne(await png());
    const word = randomBytes(4).toString("hex");
    const [a, b] = await db
      .insert(posts)
      .values([
        { domain_id: 1, post_type_id: 2, title: "A", url: `a-${word}`, poster_id: item.id },
        { domain_id: 1, post_type_id: 2, title: "B", url: `b-${word}`, logo_id: item.id },
      ])
      .returning();
    const logoOption = and(eq(domainOptions.domain_id, 1), eq(domainOptions.name, "logo"));
    const [previousLogo] = await db.select().from(domainOptions).where(logoOption);
    await db.update(domainOptions).set({ media_id: item.id }).where(logoOption);

    const refused = await call(app, "DELETE", `/api/media/${item.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: "This image is used by 2 posts and the site settings (logo).",
    });
    expect(await storedOrNull(item.url)).not.toBeNull();

    await db.update(domainOptions).set({ media_id: previousLogo.media_id }).where(logoOption);
    const onlyPosts = await call(app, "DELETE", `/api/media/${item.id}`, { token: admin });
    expect(onlyPosts.body.message).toBe("This image is used by 2 posts.");
    await db.update(posts).set({ logo_id: null }).where(eq(posts.id, b.id));
    await db.update(domainOptions).set({ media_id: item.id }).where(logoOption);
    const one = await call(app, "DELETE", `/api/media/${item.id}`, { token: admin });
    expect(one.body.message).toBe("This image is used by 1 post and the site settings (logo).");
    await db.update(posts).set({ logo_id: item.id }).where(eq(posts.id, b.id));

    const forced = await call(app, "DELETE", `/api/media/${item.id}?force=1`, { token: admin });
    expect(forced.status).toBe(200);
    const after = await db
      .select()
      .from(posts)
      .where(eq(posts.url, `a-${word}`));
    expect(after[0].poster_id).toBeNull();
    const [bAfter] = await db.select().from(posts).where(eq(posts.id, b.id));
    expect(bAfter.logo_id).toBeNull();
    const [option] = await db.select().from(domainOptions).where(logoOption);
    expect(option.media_id).toBeNull();
    expect(await storedOrNull(item.url)).toBeNull();
    expect(await storedOrNull(item.thumbnail_url)).toBeNull();
    expect(a.id).toBeGreaterThan(0);

    await db.update(domainOptions).set({ media_id: previousLogo.media_id }).where(logoOption);
  });

  it("counts the posts whose page-builder body shows it; force clears those blocks", async () => {
    const item = await uploadOne(await png());
    const other = await uploadOne(await png());
    const word = randomBytes(4).toString("hex");
    const body = {
      root: { props: {} },
      content: [
        {
          type: "Image",
          props: { id: "Image-1", image: item.id, alt: "A", caption: "", width: "content" },
        },
        {
          type: "Section",
          props: {
            id: "Section-1",
            title: "",
            background: "none",
            content: [
              {
                type: "Gallery",
                props: {
                  id: "Gallery-1",
                  columns: "3",
                  images: [
                    { image: other.id, alt: "B" },
                    { image: item.id, alt: "C" },
                  ],
                },
              },
            ],
          },
        },
      ],
    };
    // A prop that is not a media slot but happens to hold the same number does not count.
    const lookalike = {
      root: { props: {} },
      content: [{ type: "Heading", props: { id: "Heading-1", image: item.id, text: "x" } }],
    };
    const [page, unrelated] = await db
      .insert(posts)
      .values([
        { domain_id: 1, post_type_id: 1, title: "Body", url: `body-${word}`, post_body: body },
        { domain_id: 1, post_type_id: 1, title: "Look", url: `look-${word}`, post_body: lookalike },
      ])
      .returning();

    const refused = await call(app, "DELETE", `/api/media/${item.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: "This image is used by 1 post." });

    const forced = await call(app, "DELETE", `/api/media/${item.id}?force=1`, { token: admin });
    expect(forced.status).toBe(200);
    const [after] = await db.select().from(posts).where(eq(posts.id, page.id));
    const saved = after.post_body as typeof body;
    expect(saved.content[0].props.image).toBeNull();
    const gallery = saved.content[1].props.content?.[0].props as { images: unknown[] };
    expect(gallery.images).toEqual([
      { image: other.id, alt: "B" },
      { image: null, alt: "C" },
    ]);
    const [look] = await db.select().from(posts).where(eq(posts.id, unrelated.id));
    expect(look.post_body).toEqual(lookalike);
    // The other image is still in use by the gallery.
    const stillUsed = await call(app, "DELETE", `/api/media/${other.id}`, { token: admin });
    expect(stillUsed.status).toBe(409);
  });

  it("refuses a seeded member poster until forced", async () => {
    const [member] = await db
      .select()
      .from(posts)
      .where(and(eq(posts.domain_id, 1), eq(posts.post_type_id, 2), isNotNull(posts.poster_id)))
      .orderBy(asc(posts.id))
      .limit(1);
    const res = await call(app, "DELETE", `/api/media/${member.poster_id}`, { token: admin });
    expect(res.status).toBe(409);
    // The member itself, and the demo pages whose galleries show its poster.
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(posts)
      .where(
        and(
          eq(posts.domain_id, 1),
          sql`${posts.id} = ${member.id} or ${posts.post_body}::text ~ ${`"image": ${member.poster_id}[,}]`}`,
        ),
      );
    expect(count).toBeGreaterThan(1);
    expect(res.body.message).toBe(`This image is used by ${count} posts.`);
  });
});

describe("tenancy and access", () => {
  it("answers 404 for another domain's media on GET, PUT and DELETE", async () => {
    const [foreign] = await db.select().from(media).where(eq(media.domain_id, 2)).limit(1);
    for (const token of [admin, editor]) {
      expect((await call(app, "GET", `/api/media/${foreign.id}`, { token })).status).toBe(404);
      const put = await call(app, "PUT", `/api/media/${foreign.id}`, {
        token,
        body: { alt: "hijacked" },
      });
      expect(put.status).toBe(404);
      const del = await call(app, "DELETE", `/api/media/${foreign.id}?force=1`, { token });
      expect(del.status).toBe(404);
    }
    const [still] = await db.select().from(media).where(eq(media.id, foreign.id));
    expect(still.alt).toBe(foreign.alt);
    const foreignFile = `${foreign.path}/${foreign.hashed_name}.${foreign.extension}`;
    expect(await storedOrNull(`/storage/${foreignFile}`)).not.toBeNull();
  });

  it("uploads into the token's active domain, not the host's", async () => {
    const catering = await login(app, ADMIN, { host: "catering.localhost" });
    const res = await upload(app, catering.access_token, [file(await png())], "localhost");
    expect(res.status).toBe(200);
    expect(res.body.data.path).toBe("domains/catering.localhost/library");
    expect(await stored(res.body.data.url)).toBeInstanceOf(Buffer);
    const [row] = await db.select().from(media).where(eq(media.id, res.body.data.id));
    expect(row.domain_id).toBe(2);
    // The localhost admin token cannot see it.
    expect((await call(app, "GET", `/api/media/${row.id}`, { token: admin })).status).toBe(404);
  });

  it("needs a token for every media call", async () => {
    const body = multipartBody([file(await png())]);
    const anonymousUpload = await app.inject({
      method: "POST",
      url: "/api/media",
      headers: { host: "api.localhost", "content-type": body.contentType },
      payload: body.payload,
    });
    expect(anonymousUpload.statusCode).toBe(401);
    expect(anonymousUpload.json()).toEqual({ message: "Unauthorized." });
    for (const [method, url] of [
      ["GET", "/api/media"],
      ["GET", "/api/media/1"],
      ["PUT", "/api/media/1"],
      ["DELETE", "/api/media/1"],
    ] as const) {
      const res = await call(app, method, url, method === "PUT" ? { body: { alt: "x" } } : {});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Unauthorized." });
    }
  });
});

describe("GET /storage/* on the API host", () => {
  const get = (url: string) =>
    app.inject({ method: "GET", url, headers: { host: "api.localhost:3000" } });

  it("answers 404 for a folder or a missing file, and 500 (not 404) when the store fails", async () => {
    const item = await uploadOne(await png());
    expect((await get(sitePath(item.url))).statusCode).toBe(200);
    expect((await get("/storage/domains/localhost/library/thumbnails")).statusCode).toBe(404);
    expect((await get("/storage/domains/localhost/library/missing.png")).statusCode).toBe(404);
    // The bucket driver streams (`read`), the local one reads whole (`get`).
    const failing = vi
      .spyOn(storage, storage.read ? "read" : "get")
      .mockRejectedValueOnce(new Error("store down"));
    expect((await get(sitePath(item.url))).statusCode).toBe(500);
    expect(failing).toHaveBeenCalledOnce();
    expect((await get(sitePath(item.url))).statusCode).toBe(200);
  });

  it("sends the stored bytes with their type and immutable caching; HEAD without a body", async () => {
    const data = await png(321, 123);
    const item = await uploadOne(data);
    const res = await get(sitePath(item.url));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(res.rawPayload.equals(await stored(item.url))).toBe(true);
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    const head = await app.inject({
      method: "HEAD",
      url: sitePath(item.url),
      headers: { host: "api.localhost:3000" },
    });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    // The bucket gives an entity tag; a browser sending it back gets 304 without the bytes.
    if (res.headers.etag) {
      const again = await app.inject({
        method: "GET",
        url: sitePath(item.url),
        headers: { host: "api.localhost:3000", "if-none-match": String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });
});
