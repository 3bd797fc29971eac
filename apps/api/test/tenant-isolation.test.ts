import { and, asc, count, eq, isNotNull, or } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  categories,
  cuisineTags,
  domainColors,
  domainOptions,
  domains,
  faqCategories,
  faqs,
  media,
  postCuisines,
  posts,
} from "../src/db/schema.ts";
import { mediaStoragePath } from "../src/features/media/serialize.ts";
import { createCuisineTag, createMediaRow, createPost, uniqueWord } from "./content-fixtures.ts";
import { ADMIN, call, createTestApp, EDITOR, login } from "./helpers.ts";

/**
 * One test per table holding domain data: rows of catering.localhost (domain 2) are never read
 * or written through a token whose active domain is localhost (domain 1), whichever API host the
 * call goes to, and anonymous reads on api.localhost never show them.
 */
const testApp = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });
const { app, storage } = testApp;
const db = testApp.database.db;

const LOCAL = 1;
const CATERING = 2;
const NOT_FOUND = { message: "Not found." };

const editor = (await login(app, EDITOR)).access_token;
const admin = (await login(app, ADMIN)).access_token;
/** The super admin signed in on catering.localhost: a token whose active domain is 2. */
const catering = (await login(app, ADMIN, { host: "catering.localhost" })).access_token;

/** Every caller of domain 1 tries, on its own API host and on the other domain's API host. */
const intruders = [
  { name: "editor on localhost", token: editor, host: "localhost" },
  { name: "admin on localhost", token: admin, host: "localhost" },
  { name: "editor on api.catering.localhost", token: editor, host: "catering.localhost" },
  { name: "admin on api.catering.localhost", token: admin, host: "catering.localhost" },
];

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Attempt = { method: Method; url: string; body?: unknown };

/** Every intruder gets `status` (404 = the foreign row does not exist for them). */
async function expectRefused(attempts: Attempt[], status = 404) {
  for (const { name, token, host } of intruders) {
    for (const { method, url, body } of attempts) {
      const res = await call(app, method, url, { token, host, body });
      expect(res.status, `${name}: ${method} ${url}`).toBe(status);
      if (status === 404) expect(res.body, `${name}: ${method} ${url}`).toEqual(NOT_FOUND);
    }
  }
}

/** Every row of domain 2 in the tables holding domain data, to compare before and after. */
async function cateringRows() {
  return {
    domain: await db.select().from(domains).where(eq(domains.id, CATERING)),
    posts: await db
      .select()
      .from(posts)
      .where(eq(posts.domain_id, CATERING))
      .orderBy(asc(posts.id)),
    post_cuisines: await db
      .select({ post_id: postCuisines.post_id, cuisine_tag_id: postCuisines.cuisine_tag_id })
      .from(postCuisines)
      .innerJoin(posts, eq(posts.id, postCuisines.post_id))
      .where(eq(posts.domain_id, CATERING))
      .orderBy(asc(postCuisines.post_id), asc(postCuisines.cuisine_tag_id)),
    media: await db
      .select()
      .from(media)
      .where(eq(media.domain_id, CATERING))
      .orderBy(asc(media.id)),
    cuisine_tags: await db
      .select()
      .from(cuisineTags)
      .where(eq(cuisineTags.domain_id, CATERING))
      .orderBy(asc(cuisineTags.id)),
    categories: await db
      .select()
      .from(categories)
      .where(eq(categories.domain_id, CATERING))
      .orderBy(asc(categories.id)),
    faq_categories: await db
      .select()
      .from(faqCategories)
      .where(eq(faqCategories.domain_id, CATERING))
      .orderBy(asc(faqCategories.id)),
    faqs: await db.select().from(faqs).where(eq(faqs.domain_id, CATERING)).orderBy(asc(faqs.id)),
    domain_colors: await db
      .select()
      .from(domainColors)
      .where(eq(domainColors.domain_id, CATERING))
      .orderBy(asc(domainColors.id)),
    domain_options: await db
      .select()
      .from(domainOptions)
      .where(eq(domainOptions.domain_id, CATERING))
      .orderBy(asc(domainOptions.name)),
  };
}

/** Runs `attack` and asserts no row of domain 2 changed, and that `row()` is still the same. */
async function expectUntouched<T>(row: () => Promise<T>, attack: () => Promise<void>) {
  const before = await cateringRows();
  const rowBefore = await row();
  await attack();
  expect(await row()).toEqual(rowBefore);
  expect(await cateringRows()).toEqual(before);
}

const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);
const disjoint = (a: number[], b: number[]) => a.filter((id) => b.includes(id));

/** A catering post with cuisines, seeded or made for the test, and a trashed one. */
let foreignPost: typeof posts.$inferSelect;
let trashedPost: typeof posts.$inferSelect;
let foreignTagId: number;

beforeAll(async () => {
  // The sign-in on catering.localhost acts on domain 2.
  const current = await call(app, "GET", "/api/domains/current", { token: catering });
  expect(current.body.data.id).toBe(CATERING);

  const [tag] = await db
    .select({ id: cuisineTags.id })
    .from(cuisineTags)
    .where(eq(cuisineTags.domain_id, CATERING))
    .limit(1);
  foreignTagId = tag?.id ?? (await createCuisineTag(app, catering)).id;
  const [poster] = await db
    .select({ id: media.id })
    .from(media)
    .where(eq(media.domain_id, CATERING))
    .limit(1);
  const made = await createPost(app, catering, {
    post_status_id: 2,
    post_type_id: 5,
    media: { poster_id: poster.id, logo_id: poster.id },
    external_data: { cuisines: [foreignTagId] },
    post_body: {
      root: { props: {} },
      content: [{ type: "Heading", props: { id: "h1", text: "theirs" } }],
    },
  });
  const trashed = await createPost(app, catering, { post_type_id: 5 });
  const del = await call(app, "DELETE", `/api/posts/${trashed.id}`, { token: catering });
  expect(del.status).toBe(200);
  [foreignPost] = await db.select().from(posts).where(eq(posts.id, made.id));
  [trashedPost] = await db.select().from(posts).where(eq(posts.id, trashed.id));
  expect(foreignPost.domain_id).toBe(CATERING);
  expect(trashedPost.deleted_at).not.toBeNull();

  // Every table has catering rows, so no test below passes for want of data.
  for (const [table, rows] of Object.entries(await cateringRows())) {
    expect(rows.length, table).toBeGreaterThan(0);
  }
});

const postRow = (id: number) => () => db.select().from(posts).where(eq(posts.id, id));

describe("posts", () => {
  const data = {
    url: "hijacked",
    title: "Hijacked",
    post_status_id: 1,
    no_index: true,
    no_follow: true,
    show_in_sitemap: false,
    description: "hijacked",
    media: { poster_id: null, logo_id: null },
    external_data: { cuisines: [] },
  };
  const seoItem = (id: number) => ({
    id,
    title: "Hijacked",
    description: "hijacked",
    no_index: true,
    no_follow: true,
    show_in_sitemap: false,
  });

  it("refuses every call on another domain's post id with 404 and leaves it alone", async () => {
    const f = foreignPost.id;
    const t = trashedPost.id;
    await expectUntouched(postRow(f), () =>
      expectRefused([
        { method: "GET", url: `/api/posts/${f}` },
        { method: "GET", url: `/api/posts/${t}` },
        { method: "PUT", url: `/api/posts/${f}/data`, body: data },
        { method: "PUT", url: `/api/posts/${f}/body`, body: { post_status_id: 1, post_body: {} } },
        { method: "PUT", url: `/api/posts/${f}/status`, body: { post_status_id: 3 } },
        { method: "PATCH", url: `/api/posts/${f}/order`, body: { position: 0 } },
        { method: "PUT", url: `/api/posts/${t}/restore` },
        { method: "PUT", url: `/api/posts/${f}/restore` },
        { method: "DELETE", url: `/api/posts/${f}` },
        { method: "DELETE", url: `/api/posts/${t}/permanently` },
        { method: "DELETE", url: `/api/posts/${f}/permanently` },
        { method: "PUT", url: "/api/posts/seo", body: { posts: [seoItem(f)] } },
      ]),
    );
    expect(await postRow(t)()).toEqual([trashedPost]);
  });

  it("rolls back a SEO save naming an own and a foreign post", async () => {
    const own = await createPost(app, admin);
    await expectUntouched(postRow(own.id), () =>
      expectRefused([
        {
          method: "PUT",
          url: "/api/posts/seo",
          body: { posts: [seoItem(own.id), seoItem(foreignPost.id)] },
        },
      ]),
    );
  });

  it("refuses another domain's media and cuisine tags in bodies with 422", async () => {
    const own = await createPost(app, admin);
    const localCount = async () =>
      (await db.select({ n: count() }).from(posts).where(eq(posts.domain_id, LOCAL)))[0].n;
    const countBefore = await localCount();
    const poster = foreignPost.poster_id!;
    for (const { name, token, host } of intruders) {
      const created = await call(app, "POST", "/api/posts", {
        token,
        host,
        body: {
          url: uniqueWord(),
          title: "x",
          post_status_id: 2,
          post_type_id: 2,
          media: { poster_id: poster, logo_id: poster },
          external_data: { cuisines: [foreignTagId] },
        },
      });
      expect(created.status, name).toBe(422);
      expect(created.body.errors, name).toEqual({
        "media.poster_id": ["The selected poster is invalid."],
        "media.logo_id": ["The selected logo is invalid."],
        "external_data.cuisines": ["The selected cuisines are invalid."],
      });
      const before = await postRow(own.id)();
      const updated = await call(app, "PUT", `/api/posts/${own.id}/data`, {
        token,
        host,
        body: {
          ...data,
          url: own.attributes.url,
          media: { poster_id: poster },
          external_data: { cuisines: [foreignTagId] },
        },
      });
      expect(updated.status, name).toBe(422);
      expect(Object.keys(updated.body.errors).sort(), name).toEqual([
        "external_data.cuisines",
        "media.poster_id",
      ]);
      expect(await postRow(own.id)(), name).toEqual(before);
    }
    expect(await localCount()).toBe(countBefore);
  });

  it("never lists another domain's posts to a signed-in team member", async () => {
    const theirs = idsOf(
      await db.select({ id: posts.id }).from(posts).where(eq(posts.domain_id, CATERING)),
    );
    for (const { name, token, host } of intruders) {
      for (const type of [1, 2, 3, 4, 5, 6]) {
        for (const extra of ["", "&deleted=1"]) {
          const res = await call(app, "GET", `/api/posts/by-type?type=${type}&limit=500${extra}`, {
            token,
            host,
          });
          expect(res.status).toBe(200);
          expect(disjoint(idsOf(res.body.data), theirs), `${name} ${type}${extra}`).toEqual([]);
        }
        const group = await call(app, "GET", `/api/posts/${type}/type-group`, { token, host });
        expect(group.status).toBe(200);
        expect(disjoint(idsOf(group.body.data), theirs), name).toEqual([]);
      }
      const seo = await call(app, "GET", "/api/posts/seo-view", { token, host });
      expect(seo.status).toBe(200);
      expect(seo.body.data.length).toBeGreaterThan(0);
      expect(disjoint(idsOf(seo.body.data), theirs), name).toEqual([]);
      const byUrl = await call(
        app,
        "GET",
        `/api/posts/by-url?url=${encodeURIComponent(foreignPost.url)}`,
        { token, host },
      );
      expect(byUrl.status, name).toBe(404);
    }
  });
});

describe("post_cuisines", () => {
  it("keeps another domain's post cuisines through writes on their post or tag", async () => {
    const links = () =>
      db.select().from(postCuisines).where(eq(postCuisines.post_id, foreignPost.id));
    expect((await links()).length).toBeGreaterThan(0);
    await expectUntouched(links, () =>
      expectRefused([
        {
          method: "PUT",
          url: `/api/posts/${foreignPost.id}/data`,
          body: {
            url: foreignPost.url,
            title: foreignPost.title,
            post_status_id: 2,
            no_index: false,
            no_follow: false,
            show_in_sitemap: true,
            external_data: { cuisines: [] },
          },
        },
        { method: "DELETE", url: `/api/cuisine-tags/${foreignTagId}` },
      ]),
    );
  });
});

describe("media", () => {
  it("refuses every call on another domain's media with 404; files stay", async () => {
    const usedByOption = await db
      .select({ id: domainOptions.media_id })
      .from(domainOptions)
      .where(and(eq(domainOptions.domain_id, CATERING), isNotNull(domainOptions.media_id)))
      .limit(1);
    const targets = [foreignPost.poster_id!, usedByOption[0].id!, (await createMediaRow(db, 2)).id];
    for (const id of targets) {
      const row = () => db.select().from(media).where(eq(media.id, id));
      const [before] = await row();
      expect(before.domain_id).toBe(CATERING);
      await expectUntouched(row, () =>
        expectRefused([
          { method: "GET", url: `/api/media/${id}` },
          { method: "PUT", url: `/api/media/${id}`, body: { alt: "hijacked" } },
          { method: "DELETE", url: `/api/media/${id}` },
          { method: "DELETE", url: `/api/media/${id}?force=1` },
          { method: "DELETE", url: `/api/media/${id}?force=true` },
        ]),
      );
      if (id !== targets[2]) {
        // Seeded items have files: they are still there.
        const key = mediaStoragePath("catering.localhost", before.hashed_name, before.extension);
        expect(await storage.get(key), key).toBeTruthy();
      }
    }
  });

  it("never lists another domain's media", async () => {
    const theirs = idsOf(
      await db.select({ id: media.id }).from(media).where(eq(media.domain_id, CATERING)),
    );
    for (const { name, token, host } of intruders) {
      const res = await call(app, "GET", "/api/media?limit=500", { token, host });
      expect(res.status, name).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0);
      expect(disjoint(idsOf(res.body.data), theirs), name).toEqual([]);
    }
  });

  it("force-deleting an own media item leaves the other domain's references alone", async () => {
    const references = async () => ({
      posters: (
        await db
          .select({ n: count() })
          .from(posts)
          .where(and(eq(posts.domain_id, CATERING), isNotNull(posts.poster_id)))
      )[0].n,
      logos: (
        await db
          .select({ n: count() })
          .from(posts)
          .where(and(eq(posts.domain_id, CATERING), isNotNull(posts.logo_id)))
      )[0].n,
      options: (
        await db
          .select({ n: count() })
          .from(domainOptions)
          .where(and(eq(domainOptions.domain_id, CATERING), isNotNull(domainOptions.media_id)))
      )[0].n,
    });
    const before = await references();
    expect(before.posters).toBeGreaterThan(0);
    expect(before.options).toBeGreaterThan(0);

    // A localhost item used by a localhost post and a localhost option.
    const [option] = await db
      .select({ id: domainOptions.media_id })
      .from(domainOptions)
      .where(and(eq(domainOptions.domain_id, LOCAL), isNotNull(domainOptions.media_id)))
      .limit(1);
    const ownId = option.id!;
    await createPost(app, admin, { media: { poster_id: ownId, logo_id: ownId } });
    const snapshot = await cateringRows();
    const res = await call(app, "DELETE", `/api/media/${ownId}?force=1`, { token: editor });
    expect(res.status).toBe(200);
    expect(await db.select().from(media).where(eq(media.id, ownId))).toEqual([]);
    const leftovers = await db
      .select({ id: posts.id })
      .from(posts)
      .where(or(eq(posts.poster_id, ownId), eq(posts.logo_id, ownId)));
    expect(leftovers).toEqual([]);
    expect(await references()).toEqual(before);
    expect(await cateringRows()).toEqual(snapshot);
  });
});

describe("cuisine_tags", () => {
  it("refuses PUT and DELETE of another domain's tag with 404", async () => {
    const row = () => db.select().from(cuisineTags).where(eq(cuisineTags.id, foreignTagId));
    await expectUntouched(row, () =>
      expectRefused([
        {
          method: "PUT",
          url: `/api/cuisine-tags/${foreignTagId}`,
          body: { title: "Hijacked", icon_data: "{}" },
        },
        { method: "PUT", url: `/api/cuisine-tags/${foreignTagId}`, body: { title: "Hijacked" } },
        { method: "DELETE", url: `/api/cuisine-tags/${foreignTagId}` },
      ]),
    );
  });
});

describe("categories", () => {
  it("refuses DELETE of another domain's category with 404", async () => {
    const [{ id }] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.domain_id, CATERING))
      .limit(1);
    const row = () => db.select().from(categories).where(eq(categories.id, id));
    await expectUntouched(row, () =>
      expectRefused([{ method: "DELETE", url: `/api/categories/${id}` }]),
    );
  });
});

describe("faq_categories", () => {
  it("refuses DELETE with 404 and a foreign faq_category_id in bodies with 422", async () => {
    const [{ id }] = await db
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(eq(faqCategories.domain_id, CATERING))
      .limit(1);
    const row = () => db.select().from(faqCategories).where(eq(faqCategories.id, id));
    const own = await call(app, "POST", "/api/faqs", {
      token: admin,
      body: { question: "Own?", answer: "Yes" },
    });
    expect(own.status).toBe(201);
    const ownRow = () => db.select().from(faqs).where(eq(faqs.id, own.body.data.id));
    const ownBefore = await ownRow();
    await expectUntouched(row, async () => {
      await expectRefused([{ method: "DELETE", url: `/api/faq-categories/${id}` }]);
      await expectRefused(
        [
          {
            method: "POST",
            url: "/api/faqs",
            body: { question: "Q", answer: "A", faq_category_id: id },
          },
          {
            method: "PATCH",
            url: `/api/faqs/${own.body.data.id}`,
            body: { faq_category_id: id },
          },
        ],
        422,
      );
    });
    expect(await ownRow()).toEqual(ownBefore);
  });
});

describe("faqs", () => {
  it("refuses PATCH and DELETE of another domain's FAQ with 404", async () => {
    const [{ id }] = await db
      .select({ id: faqs.id })
      .from(faqs)
      .where(eq(faqs.domain_id, CATERING))
      .limit(1);
    const row = () => db.select().from(faqs).where(eq(faqs.id, id));
    await expectUntouched(row, () =>
      expectRefused([
        {
          method: "PATCH",
          url: `/api/faqs/${id}`,
          body: { question: "Hijacked", answer: "x", faq_category_id: null },
        },
        { method: "PATCH", url: `/api/faqs/${id}`, body: {} },
        { method: "DELETE", url: `/api/faqs/${id}` },
      ]),
    );
  });
});

describe("domain_colors, domain_options and the domain row", () => {
  it("PUT /api/domains with a localhost token changes localhost only", async () => {
    const row = () => db.select().from(domains).where(eq(domains.id, CATERING));
    await expectUntouched(row, async () => {
      for (const { name, host } of intruders.filter((i) => i.token === admin)) {
        const res = await call(app, "PUT", "/api/domains", {
          token: admin,
          host,
          body: { title: `Hijacked ${name}`, description: "x" },
        });
        expect(res.status, name).toBe(200);
        expect(res.body.data.id, name).toBe(LOCAL);
      }
    });
  });
});

describe("anonymous reads on api.localhost", () => {
  const get = (url: string) => call(app, "GET", url);
  const cateringIds = async () => ({
    posts: idsOf(
      await db.select({ id: posts.id }).from(posts).where(eq(posts.domain_id, CATERING)),
    ),
    media: idsOf(
      await db.select({ id: media.id }).from(media).where(eq(media.domain_id, CATERING)),
    ),
    tags: idsOf(
      await db
        .select({ id: cuisineTags.id })
        .from(cuisineTags)
        .where(eq(cuisineTags.domain_id, CATERING)),
    ),
    categories: idsOf(
      await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.domain_id, CATERING)),
    ),
    faqCategories: idsOf(
      await db
        .select({ id: faqCategories.id })
        .from(faqCategories)
        .where(eq(faqCategories.domain_id, CATERING)),
    ),
    faqs: idsOf(await db.select({ id: faqs.id }).from(faqs).where(eq(faqs.domain_id, CATERING))),
    colors: idsOf(
      await db
        .select({ id: domainColors.id })
        .from(domainColors)
        .where(eq(domainColors.domain_id, CATERING)),
    ),
  });

  type ApiPost = {
    id: number;
    media: { poster: { id: number } | null; logo: { id: number } | null };
    external_data: { cuisines: { id: number }[] };
  };

  it("posts: by-type, by-url and by id", async () => {
    const theirs = await cateringIds();
    for (const type of [1, 2, 3, 4, 5, 6]) {
      const res = await get(`/api/posts/by-type?type=${type}&limit=500`);
      expect(res.status).toBe(200);
      const list = res.body.data as ApiPost[];
      expect(disjoint(idsOf(list), theirs.posts), `type ${type}`).toEqual([]);
      const mediaIds = list.flatMap((p) => [p.media.poster?.id, p.media.logo?.id]);
      expect(
        disjoint(
          mediaIds.filter((id) => id !== undefined),
          theirs.media,
        ),
      ).toEqual([]);
      const tagIds = list.flatMap((p) => p.external_data.cuisines.map((c) => c.id));
      expect(disjoint(tagIds, theirs.tags)).toEqual([]);
    }
    // The catering post is public on its own host, not on localhost.
    const url = `/api/posts/by-url?url=${encodeURIComponent(foreignPost.url)}`;
    expect((await call(app, "GET", url, { host: "catering.localhost" })).status).toBe(200);
    expect(await get(url)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await get(`/api/posts/${foreignPost.id}`)).toMatchObject({
      status: 404,
      body: NOT_FOUND,
    });
    const onTheirHost = await call(app, "GET", `/api/posts/${foreignPost.id}`, {
      host: "catering.localhost",
    });
    expect(onTheirHost.status).toBe(200);

    // Every published catering url that localhost does not use too is unknown on localhost.
    const localUrls = new Set(
      (await db.select({ url: posts.url }).from(posts).where(eq(posts.domain_id, LOCAL))).map(
        (r) => r.url,
      ),
    );
    const published = await db
      .select({ id: posts.id, url: posts.url })
      .from(posts)
      .where(and(eq(posts.domain_id, CATERING), eq(posts.post_status_id, 2)));
    const onlyTheirs = published.filter((p) => !localUrls.has(p.url));
    expect(onlyTheirs.length).toBeGreaterThan(0);
    for (const p of onlyTheirs) {
      const res = await get(`/api/posts/by-url?url=${encodeURIComponent(p.url)}`);
      expect(res.status, p.url).toBe(404);
    }
    for (const p of published.slice(0, 10)) {
      expect((await get(`/api/posts/${p.id}`)).status, String(p.id)).toBe(404);
    }
  });

  it("taxonomy and FAQ lists", async () => {
    const theirs = await cateringIds();
    const cases: [string, number[]][] = [
      ["/api/cuisine-tags", theirs.tags],
      ["/api/categories", theirs.categories],
      ["/api/faq-categories", theirs.faqCategories],
      ["/api/faqs", theirs.faqs],
    ];
    for (const [url, foreign] of cases) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.body.data.length, url).toBeGreaterThan(0);
      expect(disjoint(idsOf(res.body.data), foreign), url).toEqual([]);
      const onTheirHost = await call(app, "GET", url, { host: "catering.localhost" });
      expect(idsOf(onTheirHost.body.data).sort(), url).toEqual([...foreign].sort());
    }
    const nested = await get("/api/faq-categories?withFaqs=1");
    const nestedFaqs = (nested.body.data as { faqs: { id: number }[] }[]).flatMap((c) =>
      idsOf(c.faqs),
    );
    expect(nestedFaqs.length).toBeGreaterThan(0);
    expect(disjoint(nestedFaqs, theirs.faqs)).toEqual([]);
    const faqList = (await get("/api/faqs")).body.data as { category: { id: number } | null }[];
    const categoryIds = faqList.flatMap((f) => (f.category ? [f.category.id] : []));
    expect(disjoint(categoryIds, theirs.faqCategories)).toEqual([]);
  });

  it("site, domain options and domain colors", async () => {
    const theirs = await cateringIds();
    const [local] = await db.select().from(domains).where(eq(domains.id, LOCAL));
    const mediaIdsOf = (options: Record<string, unknown>) =>
      Object.values(options).flatMap((v) =>
        v && typeof v === "object" ? [(v as { id: number }).id] : [],
      );

    const site = await get("/api/site");
    expect(site.status).toBe(200);
    expect(site.body.data.domain).toMatchObject({ id: LOCAL, host: "localhost", name: local.name });
    expect(site.body.data.colors.length).toBeGreaterThan(0);
    expect(disjoint(idsOf(site.body.data.colors), theirs.colors)).toEqual([]);
    expect(mediaIdsOf(site.body.data.options).length).toBeGreaterThan(0);
    expect(disjoint(mediaIdsOf(site.body.data.options), theirs.media)).toEqual([]);

    const options = await get("/api/domain-options");
    expect(options.status).toBe(200);
    const localTitle = await db
      .select({ value: domainOptions.value })
      .from(domainOptions)
      .where(and(eq(domainOptions.domain_id, LOCAL), eq(domainOptions.name, "title")));
    expect(options.body.data.title).toBe(localTitle[0].value);
    expect(disjoint(mediaIdsOf(options.body.data), theirs.media)).toEqual([]);
    for (const value of Object.values(options.body.data)) {
      if (value && typeof value === "object") {
        expect((value as { url: string }).url).toMatch(
          /^http:\/\/localhost:3000\/storage\/domains\/localhost\//,
        );
      }
    }

    const colors = await get("/api/domain-colors");
    expect(colors.status).toBe(200);
    const localColors = idsOf(
      await db
        .select({ id: domainColors.id })
        .from(domainColors)
        .where(eq(domainColors.domain_id, LOCAL)),
    );
    expect(idsOf(colors.body.data).sort()).toEqual(localColors.sort());
    expect(disjoint(idsOf(colors.body.data), theirs.colors)).toEqual([]);
  });
});
