import { asc, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { expect } from "vitest";
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
import { createCuisineTag, createPost } from "./content-fixtures.ts";
import { type DomainTable, domainRows } from "./fixtures.ts";
import { ADMIN, call, createTestApp, EDITOR, login } from "./helpers.ts";

export const LOCAL = 1;
export const CATERING = 2;
export const NOT_FOUND = { message: "Not found." };

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Attempt = { method: Method; url: string; body?: unknown };

export const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);
export const disjoint = (a: number[], b: number[]) => a.filter((id) => b.includes(id));

/**
 * The tenant-isolation test files' start: one test per table holding domain data (see
 * tenant-isolation.test.ts). Their own app, callers of domain 1 and the super admin on
 * catering.localhost, a catering post with cuisines and a trashed one, and the checks.
 */
export async function createTenantTestApp() {
  const testApp = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });
  const { app, storage } = testApp;
  const db = testApp.db;

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
      posts: await domainRows(db, posts, CATERING),
      post_cuisines: await db
        .select({ post_id: postCuisines.post_id, cuisine_tag_id: postCuisines.cuisine_tag_id })
        .from(postCuisines)
        .innerJoin(posts, eq(posts.id, postCuisines.post_id))
        .where(eq(posts.domain_id, CATERING))
        .orderBy(asc(postCuisines.post_id), asc(postCuisines.cuisine_tag_id)),
      media: await domainRows(db, media, CATERING),
      cuisine_tags: await domainRows(db, cuisineTags, CATERING),
      categories: await domainRows(db, categories, CATERING),
      faq_categories: await domainRows(db, faqCategories, CATERING),
      faqs: await domainRows(db, faqs, CATERING),
      domain_colors: await domainRows(db, domainColors, CATERING),
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

  /** The first of domain 2's rows in `table`: its id and a read of it, for expectUntouched. */
  async function foreignRowOf(table: DomainTable) {
    const [{ id }] = await db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(eq(table.domain_id, CATERING))
      .limit(1);
    const row = () =>
      db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id));
    return { id: id as number, row };
  }

  // A catering post with cuisines, seeded or made for the test, and a trashed one. The
  // sign-in on catering.localhost acts on domain 2.
  const current = await call(app, "GET", "/api/domains/current", { token: catering });
  expect(current.body.data.id).toBe(CATERING);

  const [tag] = await db
    .select({ id: cuisineTags.id })
    .from(cuisineTags)
    .where(eq(cuisineTags.domain_id, CATERING))
    .limit(1);
  const foreignTagId = tag?.id ?? (await createCuisineTag(app, catering)).id;
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
  const [foreignPost] = await db.select().from(posts).where(eq(posts.id, made.id));
  const [trashedPost] = await db.select().from(posts).where(eq(posts.id, trashed.id));
  expect(foreignPost.domain_id).toBe(CATERING);
  expect(trashedPost.deleted_at).not.toBeNull();

  // Every table has catering rows, so no test below passes for want of data.
  for (const [table, rows] of Object.entries(await cateringRows())) {
    expect(rows.length, table).toBeGreaterThan(0);
  }

  const postRow = (id: number) => () => db.select().from(posts).where(eq(posts.id, id));

  return {
    app,
    db,
    storage,
    editor,
    admin,
    catering,
    intruders,
    expectRefused,
    cateringRows,
    expectUntouched,
    foreignRowOf,
    foreignPost,
    trashedPost,
    foreignTagId,
    postRow,
  };
}
