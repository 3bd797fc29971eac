import { postSchema } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { createContentTestApp, createPost, ISO, uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";

const { app, admin, editor, catering } = await createContentTestApp();

function pad(n: number) {
  return String(n).padStart(2, "0");
}
/** `YYYY-MM-DD` of a UTC day, offset in days from today. */
function utcDay(offsetDays = 0) {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

describe("GET /api/posts/by-type", () => {
  const byType = (query: string, token?: string) =>
    call(app, "GET", `/api/posts/by-type?${query}`, { token });

  it("lists posts with list meta", async () => {
    const word = uniqueWord();
    const created = await createPost(app, admin, { post_type_id: 5, title: `Cater ${word}` });
    const res = await byType(`type=5&search=${word}`, admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [expect.objectContaining({ id: created.id, post_type_id: 5 })],
      meta: { total: 1, limit: 50, offset: 0 },
    });
    expect(postSchema.strict().safeParse(res.body.data[0]).success).toBe(true);
  });

  it("shows anonymous callers only published posts out of the trash", async () => {
    const word = uniqueWord();
    const published = await createPost(app, admin, { title: `A ${word}`, post_status_id: 2 });
    await createPost(app, admin, { title: `B ${word}`, post_status_id: 1 });
    await createPost(app, admin, { title: `C ${word}`, post_status_id: 3 });
    const trashed = await createPost(app, admin, { title: `D ${word}`, post_status_id: 2 });
    await call(app, "DELETE", `/api/posts/${trashed.id}`, { token: admin });

    for (const extra of ["", "&status=1", "&deleted=1", "&deleted=true&status=3"]) {
      const res = await byType(`type=2&search=${word}${extra}`);
      expect(res.status, extra).toBe(200);
      expect(
        res.body.data.map((p: { id: number }) => p.id),
        extra,
      ).toEqual([published.id]);
    }
    const all = await byType(`type=2&search=${word}`, admin);
    expect(all.body.meta.total).toBe(3);
    const drafts = await byType(`type=2&search=${word}&status=1`, admin);
    expect(
      drafts.body.data.map((p: { attributes: { title: string } }) => p.attributes.title),
    ).toEqual([`B ${word}`]);
    const trash = await byType(`type=2&search=${word}&deleted=1`, admin);
    expect(trash.body.data.map((p: { id: number }) => p.id)).toEqual([trashed.id]);
    expect(trash.body.data[0].deleted_at).toMatch(ISO);
  });

  it("lists the API host's domain for anonymous callers and the token's domain otherwise", async () => {
    const word = uniqueWord();
    const post = await createPost(app, catering, { title: `Cat ${word}` });
    expect((await byType(`type=2&search=${word}`)).body.data).toEqual([]);
    expect((await byType(`type=2&search=${word}`, admin)).body.data).toEqual([]);
    const onHost = await call(app, "GET", `/api/posts/by-type?type=2&search=${word}`, {
      host: "catering.localhost",
    });
    expect(onHost.body.data.map((p: { id: number }) => p.id)).toEqual([post.id]);
  });

  it("sorts and pages", async () => {
    const word = uniqueWord();
    for (const t of ["Charlie", "alpha", "Bravo", "delta", "Echo"]) {
      await createPost(app, admin, { post_type_id: 4, title: `${t} ${word}` });
    }
    const titles = (body: { data: { attributes: { title: string } }[] }) =>
      body.data.map((p) => p.attributes.title.split(" ")[0]);

    const byPosition = await byType(`type=4&search=${word}`, admin);
    expect(titles(byPosition.body)).toEqual(["Charlie", "alpha", "Bravo", "delta", "Echo"]);

    const asc = await byType(`type=4&search=${word}&sortBy=title&sortDir=asc`, admin);
    expect(titles(asc.body).map((t) => t.toLowerCase())).toEqual([
      "alpha",
      "bravo",
      "charlie",
      "delta",
      "echo",
    ]);
    const desc = await byType(`type=4&search=${word}&sortBy=title&sortDir=desc`, admin);
    expect(titles(desc.body)).toEqual([...titles(asc.body)].reverse());

    const page = await byType(`type=4&search=${word}&sortBy=created_at&limit=2&offset=2`, admin);
    expect(page.body.meta).toEqual({ total: 5, limit: 2, offset: 2 });
    expect(titles(page.body)).toEqual(["Bravo", "delta"]);
    const past = await byType(`type=4&search=${word}&limit=2&offset=10`, admin);
    expect(past.body).toEqual({ data: [], meta: { total: 5, limit: 2, offset: 10 } });

    const updated = await byType(`type=4&search=${word}&sortBy=updated_at&sortDir=desc`, admin);
    expect(titles(updated.body)[0]).toBe("Echo");
  });

  it("filters by creation date, the end inclusive to its second", async () => {
    const word = uniqueWord();
    const post = await createPost(app, admin, { title: `Dated ${word}` });
    const ids = async (start: string, end: string) => {
      const q = new URLSearchParams({ type: "2", search: word, startDate: start, endDate: end });
      const res = await byType(q.toString(), admin);
      expect(res.status).toBe(200);
      return res.body.data.map((p: { id: number }) => p.id);
    };
    expect(await ids(`${utcDay()} 00:00:00`, `${utcDay()} 23:59:59`)).toEqual([post.id]);
    expect(await ids(`${utcDay(-1)} 00:00:00`, `${utcDay(-1)} 23:59:59`)).toEqual([]);
    expect(await ids(`${utcDay(1)} 00:00:00`, `${utcDay(1)} 23:59:59`)).toEqual([]);
    // The second the post was created in is inside a range ending at that second.
    const created = post.created_at.slice(0, 19).replace("T", " ");
    expect(await ids(created, created)).toEqual([post.id]);
    const onlyStart = await byType(
      `type=2&search=${word}&startDate=${utcDay(1)}%2000:00:00`,
      admin,
    );
    expect(onlyStart.body.data).toEqual([]);
  });

  it("refuses malformed dates", async () => {
    for (const value of ["2024-01-01", "2024-02-30 00:00:00", "2024-01-01T00:00:00", "x"]) {
      const res = await byType(`type=2&startDate=${encodeURIComponent(value)}`, admin);
      expect(res.status, value).toBe(422);
      expect(res.body.errors).toHaveProperty("startDate");
    }
    const end = await byType("type=2&endDate=2024-01-01%2024:00:00", admin);
    expect(end.body.errors).toHaveProperty("endDate");
  });

  it("searches title, url and description literally", async () => {
    const word = uniqueWord();
    const a = await createPost(app, admin, { title: `100% ${word}` });
    const b = await createPost(app, admin, { title: `plain ${word}`, description: "it's o_k" });
    const c = await createPost(app, admin, { url: `${word}-url`, title: "Other" });
    const search = async (term: string) => {
      const res = await byType(`type=2&search=${encodeURIComponent(term)}`, admin);
      expect(res.status, term).toBe(200);
      return res.body.data.map((p: { id: number }) => p.id).sort();
    };
    expect(await search(word)).toEqual([a.id, b.id, c.id].sort());
    expect(await search(`${word}-URL`)).toEqual([c.id]);
    expect(await search(`0% ${word}`)).toEqual([a.id]);
    expect(await search(`it's o_k`)).toEqual([b.id]);
    expect(await search("%%%")).toEqual([]);
    expect(await search("o_k'")).toEqual([]);
    expect(await search(`\\'; DROP TABLE posts;--`)).toEqual([]);
  });

  it("validates the query", async () => {
    const cases: [string, string][] = [
      ["", "type"],
      ["type=9", "type"],
      ["type=abc", "type"],
      ["type=2&limit=501", "limit"],
      ["type=2&limit=0", "limit"],
      ["type=2&offset=-1", "offset"],
      ["type=2&sortBy=password", "sortBy"],
      ["type=2&sortDir=up", "sortDir"],
      ["type=2&status=5", "status"],
      ["type=2&deleted=maybe", "deleted"],
      [`type=2&search=${"x".repeat(10_000)}`, "search"],
    ];
    for (const [query, field] of cases) {
      const res = await byType(query, admin);
      expect(res.status, query.slice(0, 40)).toBe(422);
      expect(Object.keys(res.body.errors), query.slice(0, 40)).toEqual([field]);
    }
    expect((await byType("type=2&limit=500", admin)).status).toBe(200);
  });
});

describe("GET /api/posts/{id}", () => {
  it("shows anonymous callers a published post only", async () => {
    const published = await createPost(app, admin);
    const draft = await createPost(app, admin, { post_status_id: 1 });
    const trashed = await createPost(app, admin);
    await call(app, "DELETE", `/api/posts/${trashed.id}`, { token: admin });

    const ok = await call(app, "GET", `/api/posts/${published.id}`);
    expect(ok.status).toBe(200);
    expect(postSchema.strict().safeParse(ok.body.data).success).toBe(true);
    for (const id of [draft.id, trashed.id]) {
      const res = await call(app, "GET", `/api/posts/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Not found." });
    }
    // With a token: every post of the domain, trash included.
    expect((await call(app, "GET", `/api/posts/${draft.id}`, { token: editor })).status).toBe(200);
    const inTrash = await call(app, "GET", `/api/posts/${trashed.id}`, { token: admin });
    expect(inTrash.body.data.deleted_at).toMatch(ISO);
  });

  it("refuses garbage ids and hides other domains' posts", async () => {
    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "1e3x"]) {
      const res = await call(app, "GET", `/api/posts/${id}`, { token: admin });
      expect(res.status, id).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(["id"]);
    }
    expect((await call(app, "GET", "/api/posts/2000000000", { token: admin })).status).toBe(404);
    const foreign = await createPost(app, catering);
    const res = await call(app, "GET", `/api/posts/${foreign.id}`, { token: admin });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found." });
    expect((await call(app, "GET", `/api/posts/${foreign.id}`)).status).toBe(404);
  });
});

describe("GET /api/posts/{type}/type-group", () => {
  it("lists untrashed posts of a type as option items", async () => {
    const a = await createPost(app, admin, { post_type_id: 3, post_status_id: 1 });
    const b = await createPost(app, admin, { post_type_id: 3 });
    await call(app, "DELETE", `/api/posts/${b.id}`, { token: admin });
    const foreign = await createPost(app, catering, { post_type_id: 3 });
    const res = await call(app, "GET", "/api/posts/3/type-group", { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(res.body.data.length);
    expect(res.body.data).toContainEqual({
      id: a.id,
      _id: a._id,
      title: a.attributes.title,
      url: a.attributes.url,
    });
    const ids = res.body.data.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(b.id);
    expect(ids).not.toContain(foreign.id);
    for (const item of res.body.data)
      expect(Object.keys(item).sort()).toEqual(["_id", "id", "title", "url"]);
  });

  it("needs a token and a known type", async () => {
    expect((await call(app, "GET", "/api/posts/3/type-group")).status).toBe(401);
    for (const type of ["7", "x", "0"]) {
      const res = await call(app, "GET", `/api/posts/${type}/type-group`, { token: admin });
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty("type");
    }
  });
});

describe("SEO", () => {
  it("GET /api/posts/seo-view lists every untrashed post of the domain with SEO fields", async () => {
    const post = await createPost(app, admin, { description: "seo desc", no_follow: true });
    const trashed = await createPost(app, admin);
    await call(app, "DELETE", `/api/posts/${trashed.id}`, { token: admin });
    const foreign = await createPost(app, catering);
    const res = await call(app, "GET", "/api/posts/seo-view", { token: editor });
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({
      id: post.id,
      post_type_id: 2,
      title: post.attributes.title,
      url: post.attributes.url,
      description: "seo desc",
      no_index: false,
      no_follow: true,
      show_in_sitemap: true,
    });
    const ids = res.body.data.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(trashed.id);
    expect(ids).not.toContain(foreign.id);
    expect(res.body.meta).toMatchObject({ total: res.body.data.length, offset: 0 });
    expect((await call(app, "GET", "/api/posts/seo-view")).status).toBe(401);
  });

  it("PUT /api/posts/seo saves many posts", async () => {
    const a = await createPost(app, admin);
    const b = await createPost(app, admin);
    const res = await call(app, "PUT", "/api/posts/seo", {
      token: admin,
      body: {
        posts: [
          {
            id: a.id,
            title: "New <b>'A'</b>",
            description: "d%_",
            no_index: true,
            no_follow: true,
            show_in_sitemap: false,
          },
          { id: b.id, no_index: false, no_follow: true, show_in_sitemap: true },
        ],
      },
    });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.data.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(a.id)).toMatchObject({
      title: "New <b>'A'</b>",
      description: "d%_",
      no_index: true,
      no_follow: true,
      show_in_sitemap: false,
    });
    expect(byId.get(b.id)).toMatchObject({ title: b.attributes.title, no_follow: true });
  });

  it("changes nothing when one id is not the domain's", async () => {
    const a = await createPost(app, admin);
    const foreign = await createPost(app, catering);
    for (const badId of [foreign.id, 2_000_000_000]) {
      const res = await call(app, "PUT", "/api/posts/seo", {
        token: admin,
        body: {
          posts: [
            { id: a.id, title: "Changed", no_index: true, no_follow: true, show_in_sitemap: false },
            { id: badId, no_index: true, no_follow: true, show_in_sitemap: false },
          ],
        },
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Not found." });
    }
    const after = await call(app, "GET", `/api/posts/${a.id}`, { token: admin });
    expect(after.body.data).toMatchObject({
      attributes: { title: a.attributes.title },
      no_index: false,
      show_in_sitemap: true,
    });
    const theirs = await call(app, "GET", `/api/posts/${foreign.id}`, { token: catering });
    expect(theirs.body.data.no_index).toBe(false);
  });

  it("validates the body and needs a token", async () => {
    const a = await createPost(app, admin);
    const cases: [unknown, string][] = [
      [{}, "posts"],
      [{ posts: [] }, "posts"],
      [{ posts: [{ id: a.id, no_follow: true, show_in_sitemap: true }] }, "posts.0.no_index"],
      [
        { posts: [{ id: "x", no_index: true, no_follow: true, show_in_sitemap: true }] },
        "posts.0.id",
      ],
      [
        {
          posts: [
            {
              id: a.id,
              title: "x".repeat(10_000),
              no_index: true,
              no_follow: true,
              show_in_sitemap: true,
            },
          ],
        },
        "posts.0.title",
      ],
    ];
    for (const [body, field] of cases) {
      const res = await call(app, "PUT", "/api/posts/seo", { token: admin, body });
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors), field).toEqual([field]);
    }
    const anon = await call(app, "PUT", "/api/posts/seo", {
      body: { posts: [{ id: a.id, no_index: true, no_follow: true, show_in_sitemap: true }] },
    });
    expect(anon.status).toBe(401);
  });
});
