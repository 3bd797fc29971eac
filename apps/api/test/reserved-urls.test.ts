import {
  POST_STATUSES,
  POST_TYPES,
  RESERVED_PATH_SEGMENTS,
  RESERVED_URL_MESSAGE,
} from "@fooddir/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postRevisions, posts } from "../src/db/schema.ts";
import { createPost, createVendor } from "./content-fixtures.ts";
import { ADMIN, call, createTestApp, EDITOR, login } from "./helpers.ts";

// Issue 37, point 9 (decision 029): a post may not take an address the site serves itself
// (packages/contract/src/reserved-paths.ts, checked against the web app's routes by
// apps/web/app/lib/reserved-paths.test.ts): every fixed route, alone and with a path below it.

const { app, db } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });
const admin = (await login(app, ADMIN)).access_token;
const editor = (await login(app, EDITOR)).access_token;

const [listing] = await db
  .select()
  .from(posts)
  .where(
    and(
      eq(posts.domain_id, 1),
      eq(posts.post_type_id, POST_TYPES.member),
      eq(posts.post_status_id, POST_STATUSES.published),
    ),
  )
  .orderBy(asc(posts.id))
  .limit(1);
const vendor = await createVendor(app, db, [listing.id], 1);

/** Each reserved segment alone, below it, and as a client may type it. */
const urls = RESERVED_PATH_SEGMENTS.flatMap((segment) => [segment, `${segment}/x`]);
const typed = ["Today/", "/claim/12", " respond/abc ", "PREVIEW/token", "api"];

/** The fields of a data save that keep the listing as it is, with another url. */
const dataOf = (url: string) => ({
  url,
  title: listing.title,
  post_status_id: listing.post_status_id,
  no_index: listing.no_index,
  no_follow: listing.no_follow,
  show_in_sitemap: listing.show_in_sitemap,
});

const refused = (res: { status: number; body: { errors?: Record<string, string[]> } }) => {
  expect(res.status).toBe(422);
  expect(res.body.errors?.url).toEqual([RESERVED_URL_MESSAGE]);
};

describe("reserved post urls", () => {
  it.each([...urls, ...typed])("staff may not create a post at %j", async (url) => {
    refused(
      await call(app, "POST", "/api/posts", {
        token: admin,
        body: { url, title: "Hidden", post_status_id: 2, post_type_id: POST_TYPES.page },
      }),
    );
  });

  it.each(urls)("an editor may not move a post to %j", async (url) => {
    const post = await createPost(app, editor);
    refused(
      await call(app, "PUT", `/api/posts/${post.id}/data`, {
        token: editor,
        body: { ...dataOf(url), title: post.attributes.title, post_status_id: 2 },
      }),
    );
  });

  it.each([...urls, ...typed])("a vendor may not move its listing to %j", async (url) => {
    refused(
      await call(app, "PUT", `/api/posts/${listing.id}/data`, {
        token: vendor.token,
        body: dataOf(url),
      }),
    );
  });

  it("a stored version at a reserved url is not restored", async () => {
    const post = await createPost(app, admin);
    const history = await call(app, "GET", `/api/posts/${post.id}/revisions`, { token: admin });
    const created = history.body.data.at(-1) as { id: number };
    // A version saved before the address was reserved.
    await db
      .update(postRevisions)
      .set({ snapshot: sql`jsonb_set(${postRevisions.snapshot}, '{url}', '"today"')` })
      .where(eq(postRevisions.id, created.id));
    const res = await call(app, "POST", `/api/posts/${post.id}/revisions/${created.id}/restore`, {
      token: admin,
    });
    refused(res);
    const [row] = await db.select({ url: posts.url }).from(posts).where(eq(posts.id, post.id));
    expect(row.url).toBe(post.attributes.url);
  });

  it("a url that only starts like a reserved one is free", async () => {
    for (const url of ["todays-specials", "claims", "api-guide", "members-night"]) {
      const res = await call(app, "POST", "/api/posts", {
        token: admin,
        body: { url, title: url, post_status_id: 2, post_type_id: POST_TYPES.page },
      });
      expect(res.status, url).toBe(201);
    }
  });
});
