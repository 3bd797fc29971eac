import { POST_TYPES, revisionApprovePath } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postRevisions } from "../src/db/schema.ts";
import { createContentTestApp, createPost, createVendor } from "./content-fixtures.ts";
import { call } from "./helpers.ts";

// Issue 38 point 8: a post written before versions were kept (the demo seed, imports) has no
// revision; its first edit records its state before the change as the first version, so the
// edit lists only what it changed and "Restore" brings the original back.

const { app, db, admin } = await createContentTestApp();

type BarePost = { id: number; attributes: { url: string; title: string } };
type Row = { id: number; kind: string; status: string; fields: string[] };
const history = async (id: number) => {
  const res = await call(app, "GET", `/api/posts/${id}/revisions`, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Row[];
};

/** A post as the seed or an import leaves it: stored, with no version kept. */
async function postWithoutHistory(input: Record<string, unknown> = {}) {
  const post = await createPost(app, admin, { description: "The original text.", ...input });
  await db.delete(postRevisions).where(eq(postRevisions.post_id, post.id));
  expect(await history(post.id)).toHaveLength(0);
  return post as BarePost;
}

/** PUT /api/posts/{id}/data by `token`, keeping the post as it is but for a new description. */
const saveDescription = (token: string, post: BarePost, description: string) =>
  call(app, "PUT", `/api/posts/${post.id}/data`, {
    token,
    body: {
      url: post.attributes.url,
      title: post.attributes.title,
      description,
      post_status_id: 2,
      no_index: false,
      no_follow: false,
      show_in_sitemap: true,
    },
  });

describe("the first edit of a post without a revision", () => {
  it("lists only the description, and restoring the earlier version brings the original text back", async () => {
    const post = await postWithoutHistory();
    const res = await saveDescription(admin, post, "A rewritten text.");
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const [edit, original] = await history(post.id);
    expect(edit).toMatchObject({ kind: "data", status: "applied", fields: ["description"] });
    expect(original).toMatchObject({ kind: "create", status: "applied" });
    const version = await call(app, "GET", `/api/posts/${post.id}/revisions/${original.id}`, {
      token: admin,
    });
    expect(version.body.data.post.description).toBe("The original text.");

    const restored = await call(
      app,
      "POST",
      `/api/posts/${post.id}/revisions/${original.id}/restore`,
      { token: admin },
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const live = await call(app, "GET", `/api/posts/${post.id}`, { token: admin });
    expect(live.body.data.attributes.description).toBe("The original text.");
    const [revert] = await history(post.id);
    expect(revert).toMatchObject({ kind: "revert", fields: ["description"] });
  });

  it("records the first version once: a status change lists only the status", async () => {
    const post = await postWithoutHistory();
    await call(app, "PUT", `/api/posts/${post.id}/status`, {
      token: admin,
      body: { post_status_id: 1 },
    });
    const rows = await history(post.id);
    expect(rows.map((r) => r.kind)).toEqual(["status", "create"]);
    expect(rows[0].fields).toEqual(["post_status_id"]);
  });

  it("approving a member's change of such a listing records only the changed field", async () => {
    const post = await postWithoutHistory({ post_type_id: POST_TYPES.member });
    const { token: vendor } = await createVendor(app, db, [post.id], 1);
    const saved = await saveDescription(vendor, post, "The vendor's text.");
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [pending, baseline] = await history(post.id);
    expect(pending).toMatchObject({ status: "pending", fields: ["description"] });
    expect(baseline).toMatchObject({ kind: "create", status: "applied" });

    const approved = await call(app, "POST", revisionApprovePath(post.id, pending.id), {
      token: admin,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [applied] = (await history(post.id)).filter((r) => r.id !== pending.id);
    expect(applied).toMatchObject({ kind: "data", status: "applied", fields: ["description"] });
  });
});
