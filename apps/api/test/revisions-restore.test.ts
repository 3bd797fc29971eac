import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cuisineTags, media, postRevisions } from "../src/db/schema.ts";
import { pruneRevisions } from "../src/features/posts/prune-revisions.ts";
import { createCuisineTag, createMediaRow, createPost, uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";
import { createRevisionsTestApp, doc } from "./revisions-fixtures.ts";

// Revisions of posts (issue 24; see revisions.test.ts): restoring a version and pruning.
const ctx = await createRevisionsTestApp();
const { app, db, admin, editor, editorUser, saveData, history, latest, countOf } = ctx;
const { postSavedThrice } = ctx;

describe("POST /api/posts/{id}/revisions/{rid}/restore", () => {
  it("brings back the title and body, records a revert, and the public read changes", async () => {
    const url = uniqueWord("back");
    const post = await postSavedThrice(url, ["Original", "Rewritten"], ["One", "Two"]);
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
