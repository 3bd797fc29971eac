import { revisionDetailSchema, revisionSchema } from "@fooddir/contract";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cuisineTags, media, postRevisions, users } from "../src/db/schema.ts";
import { pruneRevisions } from "../src/features/posts/prune-revisions.ts";
import {
  createContentTestApp,
  createCuisineTag,
  createMediaRow,
  createPost,
  uniqueWord,
} from "./content-fixtures.ts";
import { ADMIN, call, EDITOR } from "./helpers.ts";

/**
 * Revisions of posts (issue 24, contract.md "Vendors edit their own listing; revisions and
 * review"): every post write records one in its transaction; the history lists them, a
 * version reads in full, and a restore writes it back as a new revision.
 */
const { app, db, admin, editor, catering } = await createContentTestApp();

const userIdOf = async (email: string) => {
  const [row] = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.email, email));
  return row;
};
const adminUser = await userIdOf(ADMIN);
const editorUser = await userIdOf(EDITOR);

const doc = (text: string) => ({
  root: { props: {} },
  content: [{ type: "RichText", props: { id: "text-1", text: `<p>${text}</p>` } }],
});

type PostData = {
  url: string;
  title: string;
  post_status_id?: number;
  media?: { poster_id?: number | null; logo_id?: number | null };
  external_data?: { cuisines?: number[] };
};
const saveData = (id: number, data: PostData, token = admin) =>
  call(app, "PUT", `/api/posts/${id}/data`, {
    token,
    body: { post_status_id: 2, no_index: false, no_follow: false, show_in_sitemap: true, ...data },
  });

const history = async (id: number, token = admin) => {
  const res = await call(app, "GET", `/api/posts/${id}/revisions`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    id: number;
    kind: string;
    fields: string[];
    status: string;
    user: { id: number; firstname: string; lastname: string } | null;
  }[];
};
const latest = async (id: number) => (await history(id))[0];
const countOf = async (id: number) => (await history(id)).length;

describe("recording revisions", () => {
  it("records one revision per write with its kind, changed fields and author", async () => {
    const url = uniqueWord("rev");
    const post = await createPost(app, admin, { url, title: "First", post_status_id: 1 });
    const created = await history(post.id);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      kind: "create",
      status: "applied",
      user: { id: adminUser.id, firstname: adminUser.firstname, lastname: adminUser.lastname },
    });
    expect(created[0].fields).toContain("title");

    // Data: only the title changed, saved by the editor.
    expect(
      (await saveData(post.id, { url, title: "Second", post_status_id: 1 }, editor)).status,
    ).toBe(200);
    expect(await latest(post.id)).toMatchObject({
      kind: "data",
      fields: ["title"],
      user: { id: editorUser.id },
    });
    // The same values again: nothing changed, nothing recorded.
    await saveData(post.id, { url, title: "Second", post_status_id: 1 }, editor);
    expect(await countOf(post.id)).toBe(2);

    const body = await call(app, "PUT", `/api/posts/${post.id}/body`, {
      token: admin,
      body: { post_status_id: 1, post_body: doc("Hello") },
    });
    expect(body.status).toBe(200);
    expect(await latest(post.id)).toMatchObject({
      kind: "body",
      fields: ["post_body"],
      user: { id: adminUser.id },
    });

    const status = await call(app, "PUT", `/api/posts/${post.id}/status`, {
      token: editor,
      body: { post_status_id: 2 },
    });
    expect(status.status).toBe(200);
    expect(await latest(post.id)).toMatchObject({ kind: "status", fields: ["post_status_id"] });

    const seo = await call(app, "PUT", "/api/posts/seo", {
      token: admin,
      body: {
        posts: [{ id: post.id, no_index: true, no_follow: false, show_in_sitemap: false }],
      },
    });
    expect(seo.status).toBe(200);
    expect(await latest(post.id)).toMatchObject({
      kind: "seo",
      fields: ["no_index", "show_in_sitemap"],
    });

    const order = await call(app, "PATCH", `/api/posts/${post.id}/order`, {
      token: admin,
      body: { position: 0 },
    });
    expect(order.status).toBe(200);
    expect(await latest(post.id)).toMatchObject({ kind: "order", fields: ["position"] });

    const trash = await call(app, "DELETE", `/api/posts/${post.id}`, { token: admin });
    expect(trash.status).toBe(200);
    expect(await latest(post.id)).toMatchObject({ kind: "trash", fields: ["deleted_at"] });
    // Trashing a trashed post writes nothing.
    await call(app, "DELETE", `/api/posts/${post.id}`, { token: admin });

    const restore = await call(app, "PUT", `/api/posts/${post.id}/restore`, { token: editor });
    expect(restore.status).toBe(200);
    expect(await latest(post.id)).toMatchObject({
      kind: "restore",
      fields: ["deleted_at"],
      user: { id: editorUser.id },
    });

    const all = await history(post.id);
    expect(all.map((r) => r.kind)).toEqual([
      "restore",
      "trash",
      "order",
      "seo",
      "status",
      "body",
      "data",
      "create",
    ]);
    for (const row of all) expect(revisionSchema.strict().safeParse(row).success).toBe(true);
  });

  it("records nothing for a write that fails", async () => {
    const taken = await createPost(app, admin);
    const post = await createPost(app, admin);
    const url = post.attributes.url;
    const refused = await saveData(post.id, { url: taken.attributes.url, title: "Changed" });
    expect(refused.status).toBe(422);
    const badBody = await call(app, "PUT", `/api/posts/${post.id}/body`, {
      token: admin,
      body: {
        post_status_id: 2,
        post_body: {
          root: { props: {} },
          content: [
            {
              type: "Image",
              props: { id: "i", image: 2_000_000_000, alt: "", caption: "", size: "wide" },
            },
          ],
        },
      },
    });
    expect(badBody.status).toBe(422);
    // Another domain's caller cannot write it, so records nothing either.
    const foreign = await saveData(post.id, { url, title: "Theirs" }, catering);
    expect(foreign.status).toBe(404);
    expect((await history(post.id)).map((r) => r.kind)).toEqual(["create"]);
  });
});

describe("GET /api/posts/{id}/revisions and /{rid}", () => {
  it("lists newest first and reads a version as the post was after that save", async () => {
    const url = uniqueWord("ver");
    const post = await createPost(app, admin, { url, title: "Old title", post_body: doc("Old") });
    await saveData(post.id, { url, title: "New title" });
    await call(app, "PUT", `/api/posts/${post.id}/body`, {
      token: admin,
      body: { post_status_id: 2, post_body: doc("New") },
    });
    const rows = await history(post.id, editor);
    expect(rows.map((r) => r.kind)).toEqual(["body", "data", "create"]);
    expect(rows[0].id).toBeGreaterThan(rows[1].id);

    // The author of a revision is named until the user is deleted.
    const [gone] = await db
      .insert(users)
      .values({
        firstname: "Gone",
        lastname: "Soon",
        email: `${uniqueWord()}@example.com`,
        role_id: 3,
      })
      .returning();
    await db
      .update(postRevisions)
      .set({ user_id: gone.id })
      .where(eq(postRevisions.id, rows[1].id));
    expect((await history(post.id))[1].user).toEqual({
      id: gone.id,
      firstname: "Gone",
      lastname: "Soon",
    });
    await db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, gone.id));
    expect((await history(post.id))[1].user).toBeNull();

    const first = await call(app, "GET", `/api/posts/${post.id}/revisions/${rows[2].id}`, {
      token: editor,
    });
    expect(first.status).toBe(200);
    expect(revisionDetailSchema.strict().safeParse(first.body.data).success).toBe(true);
    expect(first.body.data).toMatchObject({
      id: rows[2].id,
      kind: "create",
      post: { title: "Old title", url, post_body: doc("Old"), deleted_at: null },
    });
    const second = await call(app, "GET", `/api/posts/${post.id}/revisions/${rows[1].id}`, {
      token: admin,
    });
    expect(second.body.data.post).toMatchObject({ title: "New title", post_body: doc("Old") });
  });

  it("answers 404 for another domain's post or revision and a revision of another post", async () => {
    const mine = await createPost(app, admin);
    const other = await createPost(app, admin);
    const theirs = await createPost(app, catering);
    const [mineRev] = await history(mine.id);
    const [otherRev] = await history(other.id);
    const [theirRev] = await history(theirs.id, catering);

    const paths = [
      ["GET", `/api/posts/${theirs.id}/revisions`],
      ["GET", `/api/posts/${theirs.id}/revisions/${theirRev.id}`],
      ["POST", `/api/posts/${theirs.id}/revisions/${theirRev.id}/restore`],
      ["GET", `/api/posts/${mine.id}/revisions/${otherRev.id}`],
      ["POST", `/api/posts/${mine.id}/revisions/${otherRev.id}/restore`],
      ["GET", `/api/posts/${mine.id}/revisions/${theirRev.id}`],
      ["GET", `/api/posts/${mine.id}/revisions/2000000000`],
    ] as const;
    for (const [method, path] of paths) {
      const res = await call(app, method, path, { token: admin });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: "Not found." });
    }
    const anon = await call(app, "GET", `/api/posts/${mine.id}/revisions/${mineRev.id}`);
    expect(anon.status).toBe(401);
    const garbage = await call(app, "GET", `/api/posts/${mine.id}/revisions/abc`, { token: admin });
    expect(garbage.status).toBe(422);
    expect(await countOf(other.id)).toBe(1);
  });
});

describe("POST /api/posts/{id}/revisions/{rid}/restore", () => {
  it("brings back the title and body, records a revert, and the public read changes", async () => {
    const url = uniqueWord("back");
    const post = await createPost(app, admin, { url, title: "Original", post_body: doc("One") });
    await saveData(post.id, { url, title: "Rewritten" });
    await call(app, "PUT", `/api/posts/${post.id}/body`, {
      token: admin,
      body: { post_status_id: 2, post_body: doc("Two") },
    });
    const before = await call(app, "GET", `/api/posts/by-url?url=${url}`);
    expect(before.body.data).toMatchObject({
      attributes: { title: "Rewritten" },
      post_body: doc("Two"),
    });
    const [, , original] = await history(post.id);

    const res = await call(app, "POST", `/api/posts/${post.id}/revisions/${original.id}/restore`, {
      token: editor,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: post.id,
      attributes: { title: "Original", url },
      post_body: doc("One"),
    });
    const revert = await latest(post.id);
    expect(revert).toMatchObject({ kind: "revert", user: { id: editorUser.id } });
    expect(revert.fields).toEqual(expect.arrayContaining(["title", "post_body"]));
    expect(await countOf(post.id)).toBe(4);

    const after = await call(app, "GET", `/api/posts/by-url?url=${url}`);
    expect(after.body.data).toMatchObject({
      attributes: { title: "Original" },
      post_body: doc("One"),
    });
  });

  it("keeps the position and the trash, and drops cuisines deleted since", async () => {
    const tag = await createCuisineTag(app, admin);
    const kept = await createCuisineTag(app, admin);
    const url = uniqueWord("cu");
    const post = await createPost(app, admin, {
      url,
      external_data: { cuisines: [tag.id, kept.id] },
    });
    const [created] = await history(post.id);
    await saveData(post.id, { url, title: "No cuisines", external_data: { cuisines: [] } });
    await db.delete(cuisineTags).where(eq(cuisineTags.id, tag.id));
    await call(app, "DELETE", `/api/posts/${post.id}`, { token: admin });

    const res = await call(app, "POST", `/api/posts/${post.id}/revisions/${created.id}/restore`, {
      token: admin,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.external_data.cuisines.map((c: { id: number }) => c.id)).toEqual([
      kept.id,
    ]);
    expect(res.body.data.deleted_at).not.toBeNull();
    expect(res.body.data.position).toBe(post.position);
  });

  it("refuses a url taken since, a poster deleted since and a pending version: 422, nothing written", async () => {
    const [u1, u2] = [uniqueWord("u"), uniqueWord("u")];
    const first = await createMediaRow(db, 1);
    const second = await createMediaRow(db, 1);
    const post = await createPost(app, admin, {
      url: u1,
      title: "At u1",
      media: { poster_id: first.id },
    });
    const [v1] = await history(post.id);
    await saveData(post.id, { url: u2, title: "At u2" });
    const squatter = await createPost(app, admin);
    expect((await saveData(squatter.id, { url: u1, title: "Squatter" })).status).toBe(200);

    const restore = () =>
      call(app, "POST", `/api/posts/${post.id}/revisions/${v1.id}/restore`, { token: admin });
    const taken = await restore();
    expect(taken.status).toBe(422);
    expect(taken.body.errors.url).toEqual(["The url has already been taken."]);

    // The squatter moves away; the version's poster is replaced and deleted.
    await saveData(squatter.id, { url: uniqueWord("away"), title: "Squatter" });
    await saveData(post.id, { url: u2, title: "At u2", media: { poster_id: second.id } });
    await db.delete(media).where(eq(media.id, first.id));
    const gone = await restore();
    expect(gone.status).toBe(422);
    expect(gone.body.errors.media[0]).toContain(`#${first.id}`);

    const count = await countOf(post.id);
    const [pending] = await db
      .update(postRevisions)
      .set({ status: "pending" })
      .where(eq(postRevisions.id, (await latest(post.id)).id))
      .returning();
    const refused = await call(
      app,
      "POST",
      `/api/posts/${post.id}/revisions/${pending.id}/restore`,
      { token: admin },
    );
    expect(refused.status).toBe(422);

    const now = await call(app, "GET", `/api/posts/${post.id}`, { token: admin });
    expect(now.body.data).toMatchObject({ attributes: { title: "At u2", url: u2 } });
    expect(await countOf(post.id)).toBe(count);
  });
});

describe("pruneRevisions", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const insertRevisions = async (postId: number, count: number, ageDays: number) => {
    const created_at = new Date(Date.now() - ageDays * DAY);
    await db.insert(postRevisions).values(
      Array.from({ length: count }, () => ({
        domain_id: 1,
        post_id: postId,
        kind: "data",
        fields: ["title"],
        snapshot: {},
        created_at,
      })),
    );
  };

  it("keeps every revision of the last 90 days and the newest 50 of each post", async () => {
    const busy = await createPost(app, admin);
    const quiet = await createPost(app, admin);
    const recent = await createPost(app, admin);
    await insertRevisions(busy.id, 55, 200);
    await insertRevisions(quiet.id, 3, 200);
    await insertRevisions(recent.id, 60, 10);
    const [keptOld] = await db
      .select({ id: postRevisions.id })
      .from(postRevisions)
      .where(eq(postRevisions.post_id, quiet.id))
      .limit(1);

    const deleted = await pruneRevisions(db, new Date());
    expect(deleted).toBeGreaterThanOrEqual(6);
    const counts = async (postId: number) =>
      (
        await db
          .select({ id: postRevisions.id })
          .from(postRevisions)
          .where(eq(postRevisions.post_id, postId))
      ).length;
    // busy: its create revision (now) + the 49 newest old ones.
    expect(await counts(busy.id)).toBe(50);
    expect(await counts(quiet.id)).toBe(4);
    expect(await counts(recent.id)).toBe(61);
    const [create] = await db
      .select({ id: postRevisions.id })
      .from(postRevisions)
      .where(and(eq(postRevisions.post_id, busy.id), eq(postRevisions.kind, "create")));
    expect(create).toBeDefined();
    expect(
      await db
        .select({ id: postRevisions.id })
        .from(postRevisions)
        .where(inArray(postRevisions.id, [keptOld.id])),
    ).toHaveLength(1);
    // A second run finds nothing of these posts to delete.
    await pruneRevisions(db, new Date());
    expect(await counts(busy.id)).toBe(50);
  });
});
