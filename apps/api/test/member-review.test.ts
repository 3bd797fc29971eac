import { MEMBER_FIELD_LOCKED, POST_TYPES, postSchema } from "@fooddir/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { URL_TAKEN } from "../src/features/posts/references.ts";
import { createMediaRow, createPost } from "./content-fixtures.ts";
import { call } from "./helpers.ts";
import { createMemberReviewTestApp, doc, LOCAL } from "./member-review-fixtures.ts";

// Issue 25, decision 027 (see member-review-fixtures.ts): a member's saves wait for review;
// staff's review is in member-review-staff.test.ts.
const ctx = await createMemberReviewTestApp();
const { app, db, admin, createVendor, listing, read, dataBody, saveData } = ctx;
const { publicTitle, publicListedTitle, history, storedTitle, eventsOf } = ctx;

describe("a member's save waits for review", () => {
  let id: number;
  let other: number;
  let vendor: Awaited<ReturnType<typeof createVendor>>;
  let otherVendor: Awaited<ReturnType<typeof createVendor>>;
  beforeAll(async () => {
    id = await listing();
    other = await listing();
    vendor = await createVendor([id]);
    otherVendor = await createVendor([other]);
  });

  it("keeps the public post, shows the pending change to staff and the member, and replaces it on the next save", async () => {
    const live = await read(id);
    expect(live.pending_revision).toBeNull();
    const url = live.attributes.url;
    // Warm the public reads (held until a change event).
    expect(await publicTitle(url)).toBe(live.attributes.title);
    expect(await publicListedTitle(id)).toBe(live.attributes.title);

    let res: Awaited<ReturnType<typeof call>> | undefined;
    const published = await eventsOf(async () => {
      res = await saveData(id, vendor.token, { title: "Tacos by Vera" });
    });
    expect(res?.status, JSON.stringify(res?.body)).toBe(200);
    // No change event: no cache drops anything, no page changes.
    expect(published).toEqual([]);
    const answered = postSchema.parse(res?.body.data);
    expect(answered.attributes.title).toBe(live.attributes.title);
    expect(answered.pending_revision).toMatchObject({ user: { id: vendor.id } });
    const first = answered.pending_revision?.id;

    expect(await storedTitle(id)).toBe(live.attributes.title);
    expect(await publicTitle(url)).toBe(live.attributes.title);
    expect(await publicListedTitle(id)).toBe(live.attributes.title);
    const anonymous = await call(app, "GET", `/api/posts/${id}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).not.toHaveProperty("pending_revision");

    expect((await read(id, vendor.token)).pending_revision?.id).toBe(first);
    expect((await read(id, admin)).pending_revision?.id).toBe(first);
    const [pending] = await history(id, vendor.token);
    expect(pending).toMatchObject({
      id: first,
      status: "pending",
      kind: "data",
      fields: ["title"],
    });
    const detail = await call(app, "GET", `/api/posts/${id}/revisions/${first}`, {
      token: vendor.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.post).toMatchObject({
      title: "Tacos by Vera",
      url,
      description: "The live description.",
    });

    // The next save (from the pending version) replaces the change: one waits, with both edits.
    const second = await saveData(id, vendor.token, {
      title: "Tacos by Vera",
      description: "Fresh tortillas daily.",
    });
    expect(second.status).toBe(200);
    const rows = await history(id, vendor.token);
    const waiting = rows.filter((r) => r.status === "pending");
    expect(waiting).toHaveLength(1);
    expect(waiting[0].id).not.toBe(first);
    expect(waiting[0].id).toBe(second.body.data.pending_revision.id);
    expect(waiting[0].fields.sort()).toEqual(["description", "title"]);
    expect(rows.some((r) => r.id === first)).toBe(false);
    expect(await publicTitle(url)).toBe(live.attributes.title);
  });

  it("holds a body save too, and a save equal to the live post leaves nothing waiting", async () => {
    const body = await call(app, "PUT", `/api/posts/${other}/body`, {
      token: otherVendor.token,
      body: { post_status_id: 2, post_body: doc("Our menu") },
    });
    expect(body.status, JSON.stringify(body.body)).toBe(200);
    expect(body.body.data.post_body).toBeNull();
    const [pending] = await history(other, otherVendor.token);
    expect(pending).toMatchObject({ status: "pending", kind: "body", fields: ["post_body"] });

    const same = await call(app, "PUT", `/api/posts/${other}/body`, {
      token: otherVendor.token,
      body: { post_status_id: 2, post_body: null },
    });
    expect(same.status).toBe(200);
    expect(same.body.data.pending_revision).toBeNull();
    expect((await history(other)).some((r) => r.status === "pending")).toBe(false);
  });

  it("refuses the fields staff alone set (422 naming each), and nothing waits", async () => {
    const before = (await history(other)).length;
    const res = await saveData(other, otherVendor.token, {
      title: "Changed",
      post_status_id: 1,
      no_index: true,
      show_in_sitemap: false,
      publish_at: "2031-01-01T09:00",
      catering: { offers: true, contact_email: "vera@example.com" },
    });
    expect(res.status).toBe(422);
    for (const field of [
      "post_status_id",
      "no_index",
      "show_in_sitemap",
      "publish_at",
      "catering",
    ]) {
      expect(res.body.errors[field], field).toEqual([MEMBER_FIELD_LOCKED]);
    }
    expect(res.body.errors.title).toBeUndefined();
    const body = await call(app, "PUT", `/api/posts/${other}/body`, {
      token: otherVendor.token,
      body: { post_status_id: 1, post_body: doc("Draft me") },
    });
    expect(body.status).toBe(422);
    expect(body.body.errors.post_status_id).toEqual([MEMBER_FIELD_LOCKED]);
    expect(await history(other)).toHaveLength(before);
  });

  it("checks the save like a staff save: a url of a page is a 422 on url and nothing is written", async () => {
    const page = await createPost(app, admin, { post_type_id: POST_TYPES.page });
    const before = (await history(other)).length;
    const res = await saveData(other, otherVendor.token, { url: page.attributes.url });
    expect(res.status).toBe(422);
    expect(res.body.errors.url).toEqual([URL_TAKEN]);
    expect(await history(other)).toHaveLength(before);
    // Media of another vendor's upload: not its to use.
    const foreign = await createMediaRow(db, LOCAL);
    const media = await saveData(other, otherVendor.token, { media: { poster_id: foreign.id } });
    expect(media.status).toBe(422);
    expect(media.body.errors.media).toBeDefined();
    expect(await history(other)).toHaveLength(before);
  });

  it("is a 404 on another member's post or a page, whatever the call", async () => {
    const page = await createPost(app, admin, { post_type_id: POST_TYPES.page });
    for (const target of [other, page.id]) {
      const get = await call(app, "GET", `/api/posts/${target}`, { token: vendor.token });
      expect(get.status).toBe(404);
      const data = await call(app, "PUT", `/api/posts/${target}/data`, {
        token: vendor.token,
        body: await dataBody(target, admin, { title: "Mine now" }),
      });
      expect(data.status).toBe(404);
      const body = await call(app, "PUT", `/api/posts/${target}/body`, {
        token: vendor.token,
        body: { post_status_id: 2, post_body: doc("Mine") },
      });
      expect(body.status).toBe(404);
      const revisions = await call(app, "GET", `/api/posts/${target}/revisions`, {
        token: vendor.token,
      });
      expect(revisions.status).toBe(404);
    }
    expect(await storedTitle(other)).not.toBe("Mine now");
  });

  it("lets the builder resolve its blocks", async () => {
    const res = await call(app, "POST", "/api/posts/resolve-blocks", {
      token: vendor.token,
      body: { blocks: [{ type: "CuisineList", props: { id: "c-1", title: "Cuisines" } }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
