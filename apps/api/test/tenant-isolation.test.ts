import { and, count, eq, isNotNull, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { domainOptions, media, postCuisines, posts } from "../src/db/schema.ts";
import { mediaStoragePath } from "../src/features/media/serialize.ts";
import { createMediaRow, createPost, uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";
import { CATERING, createTenantTestApp, disjoint, idsOf, LOCAL } from "./tenant-fixtures.ts";

/**
 * One test per table holding domain data: rows of catering.localhost (domain 2) are never read
 * or written through a token whose active domain is localhost (domain 1), whichever API host the
 * call goes to, and anonymous reads on api.localhost never show them. Posts, post cuisines and
 * media here; the taxonomy, FAQs, the domain row and anonymous reads in
 * tenant-isolation-site.test.ts.
 */
const ctx = await createTenantTestApp();
const { app, db, storage, editor, admin, intruders, expectRefused, cateringRows } = ctx;
const { expectUntouched, foreignPost, trashedPost, foreignTagId, postRow } = ctx;

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
      posters: await db.$count(
        posts,
        and(eq(posts.domain_id, CATERING), isNotNull(posts.poster_id)),
      ),
      logos: await db.$count(posts, and(eq(posts.domain_id, CATERING), isNotNull(posts.logo_id))),
      options: await db.$count(
        domainOptions,
        and(eq(domainOptions.domain_id, CATERING), isNotNull(domainOptions.media_id)),
      ),
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
