import { POST_STATUSES, POST_TYPES } from "@fooddir/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  categories,
  cuisineTags,
  domainOptions,
  domains,
  faqCategories,
  faqs,
  media,
  postCuisines,
  posts,
} from "../src/db/schema.ts";
import { call, createTestApp, siteOrigin } from "./helpers.ts";

const { app, db, storage } = await createTestApp();

/** Through the driver, so the checks hold for local disk and S3 alike. */
const exists = (key: string) => storage.exists(key);

const allDomains = await db.select().from(domains).orderBy(asc(domains.id));

describe("demo seed", () => {
  it("seeds the two demo domains", () => {
    expect(allDomains.map((d) => d.host)).toEqual(["localhost", "catering.localhost"]);
  });

  for (const domain of allDomains) {
    describe(domain.host, () => {
      const postsOf = (type: number) =>
        db
          .select()
          .from(posts)
          .where(and(eq(posts.domain_id, domain.id), eq(posts.post_type_id, type)))
          .orderBy(asc(posts.position));
      /** The post_cuisines rows of these posts. */
      const cuisineLinksOf = (list: { id: number }[]) =>
        db
          .select()
          .from(postCuisines)
          .where(
            inArray(
              postCuisines.post_id,
              list.map((p) => p.id),
            ),
          );

      it("has at least 24 members with poster and logo media whose files exist", async () => {
        const members = await postsOf(POST_TYPES.member);
        expect(members.length).toBeGreaterThanOrEqual(24);
        expect(members.map((m) => m.position)).toEqual(members.map((_, i) => i));
        const ids = members.flatMap((m) => [m.poster_id!, m.logo_id!]);
        expect(ids.every((id) => typeof id === "number")).toBe(true);
        const rows = await db.select().from(media).where(inArray(media.id, ids));
        expect(rows).toHaveLength(ids.length);
        for (const row of rows) {
          expect(row.domain_id).toBe(domain.id);
          expect(row.path).toBe(`domains/${domain.host}/library`);
          expect(row.hashed_name).toMatch(/^[0-9a-f]{32}$/);
          expect(await exists(`${row.path}/${row.hashed_name}.${row.extension}`)).toBe(true);
          expect(await exists(`${row.path}/thumbnails/${row.hashed_name}.png`)).toBe(true);
        }
        const poster = rows.find((r) => r.id === members[0].poster_id)!;
        expect([poster.width, poster.height, poster.mime]).toEqual([1200, 800, "image/jpeg"]);
        const file = await storage.get(`${poster.path}/${poster.hashed_name}.jpg`);
        expect(file).not.toBeNull();
        const meta = await sharp(file as Buffer).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 800]);
        expect(file?.length).toBe(poster.size);
        const logo = rows.find((r) => r.id === members[0].logo_id)!;
        expect([logo.width, logo.height, logo.mime]).toEqual([400, 400, "image/png"]);
      });

      it("mixes statuses, dates and 1-3 cuisines per member", async () => {
        const members = await postsOf(POST_TYPES.member);
        const count = (status: number) => members.filter((m) => m.post_status_id === status).length;
        expect(count(POST_STATUSES.published)).toBeGreaterThan(members.length - 5);
        expect(count(POST_STATUSES.draft)).toBeGreaterThanOrEqual(1);
        expect(count(POST_STATUSES.archived)).toBe(1);
        const times = members.map((m) => m.created_at.getTime());
        expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(30 * 24 * 3600 * 1000);
        expect(new Set(members.map((m) => m.title)).size).toBe(members.length);
        const links = await cuisineLinksOf(members);
        for (const m of members) {
          const n = links.filter((l) => l.post_id === m.id).length;
          expect(n, m.title).toBeGreaterThanOrEqual(1);
          expect(n, m.title).toBeLessThanOrEqual(3);
        }
      });

      it("has 10+ cuisine tags and 6+ cuisine posts presenting exactly one tag each", async () => {
        const tags = await db
          .select()
          .from(cuisineTags)
          .where(eq(cuisineTags.domain_id, domain.id));
        expect(tags.length).toBeGreaterThanOrEqual(10);
        for (const tag of tags) expect(JSON.parse(tag.icon_data)).toBeTypeOf("object");
        const cuisinePosts = await postsOf(POST_TYPES.cuisine);
        expect(cuisinePosts.length).toBeGreaterThanOrEqual(6);
        const links = await cuisineLinksOf(cuisinePosts);
        const tagIds = new Set(tags.map((t) => t.id));
        for (const p of cuisinePosts) {
          const own = links.filter((l) => l.post_id === p.id);
          expect(own, p.title).toHaveLength(1);
          expect(tagIds.has(own[0].cuisine_tag_id)).toBe(true);
        }
      });

      it("has the pages, blog posts, caterings and showcases", async () => {
        const pages = await postsOf(POST_TYPES.page);
        expect(pages.map((p) => p.url)).toEqual(expect.arrayContaining(["/", "about", "faq"]));
        expect(pages.every((p) => p.post_status_id === POST_STATUSES.published)).toBe(true);
        expect((await postsOf(POST_TYPES.blog)).length).toBeGreaterThanOrEqual(6);
        expect((await postsOf(POST_TYPES.catering)).length).toBeGreaterThanOrEqual(4);
        expect((await postsOf(POST_TYPES.showcase)).length).toBeGreaterThanOrEqual(4);
      });

      it("has blog categories and three FAQ categories with 3-4 entries", async () => {
        const cats = await db.select().from(categories).where(eq(categories.domain_id, domain.id));
        expect(cats.length).toBeGreaterThanOrEqual(3);
        const faqCats = await db
          .select()
          .from(faqCategories)
          .where(eq(faqCategories.domain_id, domain.id));
        expect(faqCats).toHaveLength(3);
        const entries = await db.select().from(faqs).where(eq(faqs.domain_id, domain.id));
        for (const c of faqCats) {
          const n = entries.filter((e) => e.faq_category_id === c.id).length;
          expect(n).toBeGreaterThanOrEqual(3);
          expect(n).toBeLessThanOrEqual(4);
        }
      });

      it("sets logo, auth_background and truck_image to media with files", async () => {
        const options = await db
          .select({ name: domainOptions.name, media })
          .from(domainOptions)
          .innerJoin(media, eq(media.id, domainOptions.media_id))
          .where(eq(domainOptions.domain_id, domain.id));
        const names = options.map((o) => o.name);
        expect(names).toEqual(expect.arrayContaining(["logo", "auth_background", "truck_image"]));
        for (const { media: row } of options) {
          expect(row.domain_id).toBe(domain.id);
          expect(await exists(`${row.path}/${row.hashed_name}.${row.extension}`)).toBe(true);
        }
      });

      it("serves the seeded library through the API with working urls", async () => {
        const res = await call(app, "GET", "/api/domain-options", { host: domain.host });
        expect(res.status).toBe(200);
        const logo = res.body.data.logo;
        const storage = `${siteOrigin(domain.host)}/storage/`;
        expect(logo.url.startsWith(`${storage}domains/${domain.host}/library/`)).toBe(true);
        expect(await exists(logo.url.replace(storage, ""))).toBe(true);
        expect(await exists(logo.thumbnail_url.replace(storage, ""))).toBe(true);
      });
    });
  }
});
