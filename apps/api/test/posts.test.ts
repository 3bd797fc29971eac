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
  uniqueWord,
} from "./content-fixtures.ts";
import { call, siteOrigin } from "./helpers.ts";

const { app, db, admin, editor, catering } = await createContentTestApp();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function pad(n: number) {
  return String(n).padStart(2, "0");
}
/** `YYYY-MM-DD` of a UTC day, offset in days from today. */
function utcDay(offsetDays = 0) {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

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

  it("needs a token", async () => {
    const res = await call(app, "POST", "/api/posts", {
      body: { url: uniqueWord(), title: "x", post_status_id: 1, post_type_id: 1 },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized." });
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
