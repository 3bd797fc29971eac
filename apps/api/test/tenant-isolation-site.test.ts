import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  categories,
  cuisineTags,
  domainColors,
  domainOptions,
  domains,
  faqCategories,
  faqs,
  media,
  posts,
} from "../src/db/schema.ts";
import { call } from "./helpers.ts";
import {
  CATERING,
  createTenantTestApp,
  disjoint,
  idsOf,
  LOCAL,
  NOT_FOUND,
} from "./tenant-fixtures.ts";

// Tenant isolation (see tenant-isolation.test.ts) of the taxonomy, FAQs, the domain row and
// anonymous reads.
const ctx = await createTenantTestApp();
const { app, db, admin, intruders, expectRefused, expectUntouched } = ctx;
const { foreignPost, foreignTagId, foreignRowOf } = ctx;

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
    const { id, row } = await foreignRowOf(categories);
    await expectUntouched(row, () =>
      expectRefused([{ method: "DELETE", url: `/api/categories/${id}` }]),
    );
  });
});

describe("faq_categories", () => {
  it("refuses DELETE with 404 and a foreign faq_category_id in bodies with 422", async () => {
    const { id, row } = await foreignRowOf(faqCategories);
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
    const { id, row } = await foreignRowOf(faqs);
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
