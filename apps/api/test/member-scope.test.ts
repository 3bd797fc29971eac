import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { media, posts } from "../src/db/schema.ts";
import { assertMemberMayUseMedia, MEDIA_NOT_YOURS } from "../src/features/media/member-media.ts";
import { createMediaRow, uniqueWord } from "./content-fixtures.ts";
import { file, png, upload } from "./fixtures/images.ts";
import { call } from "./helpers.ts";
import { createMemberScopeTestApp, LOCAL, NOT_FOUND, tenant } from "./member-scope-fixtures.ts";

// Issue 25, decision 027: what a member (role 4) may do besides its posts: media it uploaded
// plus its listings' current images (and the upload quota), its stops, locations, and the
// catering requests sent to its listings. Another listing's media or stop is a 404.
// Media here; stops, locations and catering requests are in member-scope-stops.test.ts.
const { app, db, editor, editorId, alpha, gamma, createVendor, vendorA, vendorB } =
  await createMemberScopeTestApp();

type Item = { id: number; alt: string };

async function uploadAs(token: string) {
  const res = await upload(app, token, [file(await png(40, 30))]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Item;
}

const uploaderOf = async (id: number) =>
  (await db.select({ by: media.uploaded_by }).from(media).where(eq(media.id, id)))[0]?.by;

const listIds = async (token: string) => {
  const res = await call(app, "GET", "/api/media?limit=200", { token });
  expect(res.status).toBe(200);
  return (res.body.data as Item[]).map((m) => m.id);
};

// The listing's current images: a poster and logo staff chose, and an image of its body.
const poster = await createMediaRow(db, LOCAL, "alpha poster");
const logo = await createMediaRow(db, LOCAL, "alpha logo");
const bodyImage = await createMediaRow(db, LOCAL, "alpha body");
const staffOther = await createMediaRow(db, LOCAL, "someone else's");
await db
  .update(posts)
  .set({
    poster_id: poster.id,
    logo_id: logo.id,
    post_body: { content: [{ type: "Image", props: { image: bodyImage.id } }] },
  })
  .where(eq(posts.id, alpha.id));

describe("media of a member", () => {
  it("records the uploader of every upload, staff and member", async () => {
    const staffUpload = await uploadAs(editor);
    expect(await uploaderOf(staffUpload.id)).toBe(editorId);
    const own = await uploadAs(vendorA.token);
    expect(await uploaderOf(own.id)).toBe(vendorA.id);
  });

  it("lists only its own uploads and its listings' current images", async () => {
    const own = await uploadAs(vendorA.token);
    const othersUpload = await uploadAs(vendorB.token);
    const ids = await listIds(vendorA.token);
    expect(ids).toContain(own.id);
    expect(ids).toEqual(expect.arrayContaining([poster.id, logo.id, bodyImage.id]));
    expect(ids).not.toContain(staffOther.id);
    expect(ids).not.toContain(othersUpload.id);
    for (const id of ids) {
      const mine = (await uploaderOf(id)) === vendorA.id;
      expect(mine || [poster.id, logo.id, bodyImage.id].includes(id)).toBe(true);
    }
    // Staff still list the whole library.
    expect(await listIds(editor)).toEqual(
      expect.arrayContaining([own.id, othersUpload.id, staffOther.id, poster.id]),
    );
  });

  it("reads its listings' images but changes and deletes only its own uploads", async () => {
    const read = await call(app, "GET", `/api/media/${poster.id}`, { token: vendorA.token });
    expect(read.status).toBe(200);
    const alt = await call(app, "PUT", `/api/media/${poster.id}`, {
      token: vendorA.token,
      body: { alt: "mine now" },
    });
    expect(alt).toMatchObject({ status: 404, body: NOT_FOUND });
    const del = await call(app, "DELETE", `/api/media/${logo.id}`, { token: vendorA.token });
    expect(del).toMatchObject({ status: 404, body: NOT_FOUND });

    const own = await uploadAs(vendorA.token);
    const renamed = await call(app, "PUT", `/api/media/${own.id}`, {
      token: vendorA.token,
      body: { alt: "Our taco truck" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.alt).toBe("Our taco truck");
    const gone = await call(app, "DELETE", `/api/media/${own.id}`, { token: vendorA.token });
    expect(gone.status).toBe(200);
    expect(await uploaderOf(own.id)).toBeUndefined();
  });

  it("gets 404 for staff media and another member's uploads on GET, PUT and DELETE", async () => {
    const othersUpload = await uploadAs(vendorB.token);
    for (const id of [staffOther.id, othersUpload.id]) {
      const url = `/api/media/${id}`;
      const token = vendorA.token;
      expect(await call(app, "GET", url, { token })).toMatchObject({ status: 404 });
      expect(await call(app, "PUT", url, { token, body: { alt: "x" } })).toMatchObject({
        status: 404,
      });
      expect(await call(app, "DELETE", `${url}?force=1`, { token })).toMatchObject({
        status: 404,
      });
    }
    const [staffRow] = await db.select().from(media).where(eq(media.id, staffOther.id));
    expect(staffRow.alt).toBe("someone else's");
    expect(await uploaderOf(othersUpload.id)).toBe(vendorB.id);
  });

  it("cannot force-delete its own upload while a post uses it (a live change past review)", async () => {
    const own = await uploadAs(vendorA.token);
    await db.update(posts).set({ logo_id: own.id }).where(eq(posts.id, alpha.id));
    try {
      const res = await call(app, "DELETE", `/api/media/${own.id}?force=1`, {
        token: vendorA.token,
      });
      expect(res.status).toBe(409);
      const [post] = await db.select().from(posts).where(eq(posts.id, alpha.id));
      expect(post.logo_id).toBe(own.id);
    } finally {
      await db.update(posts).set({ logo_id: logo.id }).where(eq(posts.id, alpha.id));
    }
  });

  it("refuses an upload past MEMBER_MEDIA_MAX_MB with 422 on file, storing nothing", async () => {
    const vendor = await createVendor([gamma]);
    // 1 MB less 100 bytes already uploaded: the next image passes the 1 MB limit.
    const [big] = await db
      .insert(media)
      .values({
        domain_id: LOCAL,
        uploaded_by: vendor.id,
        hashed_name: uniqueWord("big"),
        path: "library",
        extension: "png",
        mime: "image/png",
        size: 1024 * 1024 - 100,
        width: 10,
        height: 10,
      })
      .returning();
    const before = await db.select().from(media);
    const res = await upload(app, vendor.token, [file(await png(40, 30))]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      file: ["Your uploads would pass your 1 MB limit. Delete some first."],
    });
    expect(await db.select().from(media)).toHaveLength(before.length);

    // Deleting the big one makes room; staff have no quota at all.
    await db.delete(media).where(eq(media.id, big.id));
    expect((await upload(app, vendor.token, [file(await png(40, 30))])).status).toBe(200);
    await db
      .update(media)
      .set({ size: 50 * 1024 * 1024 })
      .where(eq(media.uploaded_by, editorId));
    expect((await upload(app, editor, [file(await png(40, 30))])).status).toBe(200);
  });

  it("lets a member save only media it may use (assertMemberMayUseMedia)", async () => {
    const own = await uploadAs(vendorA.token);
    const othersUpload = await uploadAs(vendorB.token);
    const scope = [alpha.id];
    await expect(
      assertMemberMayUseMedia(db, tenant, scope, vendorA.id, [own.id, poster.id, bodyImage.id]),
    ).resolves.toBeUndefined();
    for (const id of [staffOther.id, othersUpload.id]) {
      await expect(
        assertMemberMayUseMedia(db, tenant, scope, vendorA.id, [own.id, id]),
      ).rejects.toMatchObject({ status: 422, errors: { media: [MEDIA_NOT_YOURS] } });
    }
    await expect(
      assertMemberMayUseMedia(db, tenant, null, editorId, [staffOther.id, othersUpload.id]),
    ).resolves.toBeUndefined();
  });
});
