import { revisionDetailSchema, revisionSchema } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postRevisions, users } from "../src/db/schema.ts";
import { createPost, uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";
import { createRevisionsTestApp, doc } from "./revisions-fixtures.ts";

/**
 * Revisions of posts (issue 24, contract.md "Vendors edit their own listing; revisions and
 * review"): every post write records one in its transaction; the history lists them, a
 * version reads in full, and a restore writes it back as a new revision.
 */
// Recording and reading here; restores and pruning are in revisions-restore.test.ts.
const ctx = await createRevisionsTestApp();
const { app, db, admin, editor, catering, adminUser, editorUser, saveData, history, latest } = ctx;
const { countOf, saveBody, postSavedThrice } = ctx;

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

    const body = await saveBody(post.id, { post_status_id: 1, post_body: doc("Hello") });
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
    const post = await postSavedThrice(url, ["Old title", "New title"], ["Old", "New"]);
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
