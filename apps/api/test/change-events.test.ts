import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts } from "../src/db/schema.ts";
import {
  anyIds,
  createChangeEventsTestApp,
  event,
  postData,
  seoItem,
} from "./change-events-fixtures.ts";
import { adminTokenOn, createCuisineTag, createMediaRow, createPost } from "./content-fixtures.ts";
import { file, png, upload } from "./fixtures/images.ts";
import { ADMIN, call, EDITOR, login } from "./helpers.ts";

// Which writes publish change events (and which do not); the site read's memo, media files and
// settings are in change-events-site.test.ts.
const { app, db, admin, editor, catering, eventsOf, oneEvent, noEvent, titleIn } =
  await createChangeEventsTestApp();

describe("successful writes publish one event with the caller's domain and the route's topics", () => {
  it("posts", async () => {
    const created = await eventsOf(() => createPost(app, editor));
    expect(created).toEqual([anyIds(["posts"])]);

    const post = await createPost(app, admin, { post_type_id: 6 });
    const id = post.id;
    const base = `/api/posts/${id}`;
    expect(
      await oneEvent("PUT", `${base}/data`, {
        token: editor,
        body: postData(post.attributes.url, "Renamed"),
      }),
    ).toEqual(event(["posts"], [id]));
    expect(
      await oneEvent("PUT", `${base}/body`, {
        token: editor,
        body: { post_status_id: 2, post_body: { root: { props: {} }, content: [] } },
      }),
    ).toEqual(event(["post_body"], [id]));
    expect(
      await oneEvent("PUT", `${base}/status`, { token: editor, body: { post_status_id: 1 } }),
    ).toEqual(event(["posts"], [id]));
    expect(
      await oneEvent("PATCH", `${base}/order`, { token: editor, body: { position: 0 } }),
    ).toEqual(event(["posts"], [id]));
    expect(
      await oneEvent("PUT", "/api/posts/seo", {
        token: editor,
        body: { posts: [seoItem(id, "Seo title")] },
      }),
    ).toEqual(anyIds(["posts", "domains"]));
    expect(await oneEvent("DELETE", base, { token: editor })).toEqual(event(["posts"], [id]));
    expect(await oneEvent("PUT", `${base}/restore`, { token: editor })).toEqual(
      event(["posts"], [id]),
    );
    await call(app, "DELETE", base, { token: editor });
    expect(await oneEvent("DELETE", `${base}/permanently`, { token: editor })).toEqual(
      event(["posts"], [id]),
    );
  });

  it("cuisine tags and categories: taxonomy", async () => {
    const created = await eventsOf(() => createCuisineTag(app, editor));
    expect(created).toEqual([anyIds(["taxonomy"])]);
    const tag = await createCuisineTag(app, admin);
    expect(
      await oneEvent("PUT", `/api/cuisine-tags/${tag.id}`, {
        token: editor,
        body: { title: "Renamed" },
      }),
    ).toEqual(event(["taxonomy"], [tag.id]));
    expect(await oneEvent("DELETE", `/api/cuisine-tags/${tag.id}`, { token: editor })).toEqual(
      event(["taxonomy"], [tag.id]),
    );

    let categoryId = 0;
    const createdCategory = await eventsOf(async () => {
      const res = await call(app, "POST", "/api/categories", {
        token: editor,
        body: { name: "Events" },
      });
      expect(res.status).toBe(201);
      categoryId = res.body.data.id;
    });
    expect(createdCategory).toEqual([anyIds(["taxonomy"])]);
    expect(await oneEvent("DELETE", `/api/categories/${categoryId}`, { token: editor })).toEqual(
      event(["taxonomy"], [categoryId]),
    );
  });

  it("FAQs and FAQ categories: faq", async () => {
    const category = await call(app, "POST", "/api/faq-categories", {
      token: editor,
      body: { name: "Ordering" },
    });
    expect(category.status).toBe(201);
    const categoryId = category.body.data.id;
    let faqId = 0;
    const createdFaq = await eventsOf(async () => {
      const res = await call(app, "POST", "/api/faqs", {
        token: editor,
        body: { question: "Q?", answer: "A", faq_category_id: categoryId },
      });
      expect(res.status).toBe(201);
      faqId = res.body.data.id;
    });
    expect(createdFaq).toEqual([anyIds(["faq"])]);
    expect(
      await oneEvent("PATCH", `/api/faqs/${faqId}`, { token: editor, body: { answer: "B" } }),
    ).toEqual(event(["faq"], [faqId]));
    expect(await oneEvent("DELETE", `/api/faqs/${faqId}`, { token: editor })).toEqual(
      event(["faq"], [faqId]),
    );
    expect(
      await oneEvent("DELETE", `/api/faq-categories/${categoryId}`, { token: editor }),
    ).toEqual(event(["faq"], [categoryId]));
    const createdCategory = await eventsOf(() =>
      call(app, "POST", "/api/faq-categories", { token: editor, body: { name: "More" } }),
    );
    expect(createdCategory).toEqual([anyIds(["faq"])]);
  });

  it("media", async () => {
    const uploaded = await eventsOf(async () => {
      const res = await upload(app, editor, [file(await png(20, 20))]);
      expect(res.status).toBe(200);
    });
    expect(uploaded).toEqual([anyIds(["media"])]);

    const item = await createMediaRow(db, 1);
    expect(
      await oneEvent("PUT", `/api/media/${item.id}`, { token: editor, body: { alt: "A truck" } }),
    ).toEqual(event(["media"], [item.id]));
    const deleted = await oneEvent("DELETE", `/api/media/${item.id}?force=1`, { token: editor });
    expect(deleted).toMatchObject({ domain_id: 1, ids: [item.id] });
    expect(deleted.topics).toContain("media");
  });

  it("domains", async () => {
    expect(
      await oneEvent("PUT", "/api/domains", {
        token: admin,
        body: { title: "Trucks", description: "All of them" },
      }),
    ).toEqual(anyIds(["domains"]));
  });
});

describe("events come after the commit", () => {
  it("a query started inside the listener already reads the new value", async () => {
    const post = await createPost(app, admin);
    const seen: Promise<string>[] = [];
    const unsubscribe = app.deps.changes.subscribe((e) => {
      if (!e.ids.includes(post.id) && e.ids.length > 0) return;
      // Started synchronously, while the response has not left yet.
      seen.push(
        db
          .select({ title: posts.title })
          .from(posts)
          .where(eq(posts.id, post.id))
          .execute()
          .then((rows) => rows[0].title),
      );
    });
    try {
      const data = await call(app, "PUT", `/api/posts/${post.id}/data`, {
        token: admin,
        body: postData(post.attributes.url, "After data"),
      });
      expect(data.status).toBe(200);
      expect(seen).toHaveLength(1);
      expect(await seen[0]).toBe("After data");

      // A transaction over several rows.
      const seo = await call(app, "PUT", "/api/posts/seo", {
        token: admin,
        body: { posts: [seoItem(post.id, "After seo")] },
      });
      expect(seo.status).toBe(200);
      expect(seen).toHaveLength(2);
      expect(await seen[1]).toBe("After seo");
    } finally {
      unsubscribe();
    }
  });
});

describe("failed writes publish nothing", () => {
  it("422 validation errors", async () => {
    const post = await createPost(app, admin);
    await noEvent("POST", "/api/posts", { token: admin, body: {} }, 422);
    await noEvent("PUT", `/api/posts/${post.id}/data`, { token: admin, body: { title: "" } }, 422);
    await noEvent(
      "PUT",
      "/api/posts/abc/status",
      { token: admin, body: { post_status_id: 1 } },
      422,
    );
    // Refused by the handler, not the schema: only trashed posts can be destroyed.
    await noEvent("DELETE", `/api/posts/${post.id}/permanently`, { token: admin }, 422);
    await noEvent("POST", "/api/cuisine-tags", { token: admin, body: { title: "" } }, 422);
    await noEvent("POST", "/api/faqs", { token: admin, body: { question: "q" } }, 422);
    expect(await titleIn(post.id)).toBe(post.attributes.title);
  });

  it("404 for another domain's id", async () => {
    const foreign = await createPost(app, catering);
    await noEvent(
      "PUT",
      `/api/posts/${foreign.id}/status`,
      { token: admin, body: { post_status_id: 1 } },
      404,
    );
    await noEvent("DELETE", `/api/posts/${foreign.id}`, { token: editor }, 404);
    const tag = await createCuisineTag(app, catering);
    await noEvent("DELETE", `/api/cuisine-tags/${tag.id}`, { token: admin }, 404);
  });

  it("a SEO save with one valid and one foreign id is rolled back", async () => {
    const own = await createPost(app, admin);
    const foreign = await createPost(app, catering);
    await noEvent(
      "PUT",
      "/api/posts/seo",
      { token: admin, body: { posts: [seoItem(own.id, "Changed"), seoItem(foreign.id, "X")] } },
      404,
    );
    expect(await titleIn(own.id)).toBe(own.attributes.title);
    expect(await titleIn(foreign.id)).toBe(foreign.attributes.title);
  });

  it("401 anonymous and 403 wrong role", async () => {
    const post = await createPost(app, admin);
    await noEvent("PUT", `/api/posts/${post.id}/status`, { body: { post_status_id: 1 } }, 401);
    await noEvent("POST", "/api/cuisine-tags", { body: { title: "x" } }, 401);
    await noEvent("PUT", "/api/domains", { body: { title: "x", description: "y" } }, 401);
    await noEvent(
      "PUT",
      "/api/domains",
      { token: editor, body: { title: "x", description: "y" } },
      403,
    );
  });

  it("409 for a media item in use", async () => {
    const item = await createMediaRow(db, 1);
    await createPost(app, admin, { media: { poster_id: item.id } });
    await noEvent("DELETE", `/api/media/${item.id}`, { token: admin }, 409);
  });
});

describe("reads and sessions publish nothing", () => {
  it("reads, anonymous or not", async () => {
    const post = await createPost(app, admin);
    const reads = [
      "/api/posts/by-type?type=2",
      `/api/posts/${post.id}`,
      `/api/posts/by-url?url=${post.attributes.url}`,
      "/api/posts/seo-view",
      "/api/posts/2/type-group",
      "/api/cuisine-tags",
      "/api/categories",
      "/api/faqs",
      "/api/faq-categories?withFaqs=1",
      "/api/media",
      "/api/site",
      "/api/domains/current",
      "/api/domain-colors",
      "/api/domain-options",
      "/api/domains",
      "/api/roles",
      "/api/account",
    ];
    for (const token of [admin, editor, undefined]) {
      const published = await eventsOf(async () => {
        for (const url of reads) {
          const res = await call(app, "GET", url, { token });
          expect([200, 401], url).toContain(res.status);
        }
      });
      expect(published).toEqual([]);
    }
  });

  it("login, refresh, switch-domain and logout", async () => {
    const published = await eventsOf(async () => {
      const signIn = await login(app, EDITOR);
      const refreshed = await call(app, "POST", "/api/auth/refresh-tokens", {
        token: signIn.refresh_token,
      });
      expect(refreshed.status).toBe(200);
      const adminSignIn = await login(app, ADMIN);
      const switched = await call(app, "POST", "/api/auth/switch-domain", {
        token: adminSignIn.access_token,
        body: { domain_id: 2 },
      });
      expect(switched.status).toBe(200);
      const out = await call(app, "POST", "/api/auth/logout", {
        token: refreshed.body.data.access_token,
      });
      expect(out.status).toBe(200);
      const failed = await call(app, "POST", "/api/auth/login", {
        body: { email: EDITOR, password: "wrong password" },
      });
      expect(failed.status).toBeGreaterThanOrEqual(400);
    });
    expect(published).toEqual([]);
  });
});

describe("the event's domain is the writing token's active domain", () => {
  it("ADMIN switched to catering.localhost, writing on api.localhost, publishes domain 2", async () => {
    const switched = await adminTokenOn(app, 2);
    const post = await createPost(app, switched);
    expect(
      await oneEvent("PUT", `/api/posts/${post.id}/status`, {
        token: switched,
        body: { post_status_id: 1 },
      }),
    ).toEqual(event(["posts"], [post.id], 2));
    const tag = await eventsOf(() => createCuisineTag(app, switched));
    expect(tag).toEqual([anyIds(["taxonomy"], 2)]);
  });

  it("a localhost token writing on api.catering.localhost publishes domain 1", async () => {
    const post = await createPost(app, admin);
    expect(
      await oneEvent("PUT", `/api/posts/${post.id}/status`, {
        token: editor,
        host: "catering.localhost",
        body: { post_status_id: 1 },
      }),
    ).toEqual(event(["posts"], [post.id], 1));
  });
});
