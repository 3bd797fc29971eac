import {
  MEMBER_FIELD_LOCKED,
  POST_TYPES,
  pendingRevisionSchema,
  revisionApprovePath,
  revisionRejectPath,
  VENDOR_PATHS,
} from "@fooddir/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { URL_TAKEN } from "../src/features/posts/references.ts";
import { createPost, uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";
import { createMemberReviewTestApp } from "./member-review-fixtures.ts";

const ctx = await createMemberReviewTestApp();
const { app, admin, editor, catering, outbox, createVendor, listing, read, saveData } = ctx;
const { publicTitle, publicListedTitle, history, storedTitle, eventsOf, adminId } = ctx;

describe("review", () => {
  let id: number;
  let vendor: Awaited<ReturnType<typeof createVendor>>;
  beforeAll(async () => {
    id = await listing();
    vendor = await createVendor([id]);
  });

  const pendingId = async () => (await read(id)).pending_revision?.id as number;

  it("lists the queue of the domain, oldest first, and not another domain's", async () => {
    expect((await saveData(id, vendor.token, { title: "Queued Truck" })).status).toBe(200);
    const rid = await pendingId();
    const res = await call(app, "GET", `${VENDOR_PATHS.pendingRevisions}?limit=200`, {
      token: editor,
    });
    expect(res.status).toBe(200);
    const rows = pendingRevisionSchema.array().parse(res.body.data);
    const row = rows.find((r) => r.id === rid);
    expect(row).toMatchObject({
      status: "pending",
      kind: "data",
      fields: ["title"],
      user: { id: vendor.id, firstname: "Vera", lastname: "Vendor" },
      post: { id, post_type_id: POST_TYPES.member },
    });
    expect(res.body.meta.total).toBe(rows.length);
    const times = rows.map((r) => r.created_at);
    expect([...times].sort()).toEqual(times);

    const elsewhere = await call(app, "GET", VENDOR_PATHS.pendingRevisions, { token: catering });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.data.some((r: { id: number }) => r.id === rid)).toBe(false);
    // Another domain's admin cannot decide it either.
    const foreign = await call(app, "POST", revisionApprovePath(id, rid), { token: catering });
    expect(foreign.status).toBe(404);
  });

  it("is closed to members: no queue, no approval, no restore (403)", async () => {
    const rid = await pendingId();
    for (const [method, url, body] of [
      ["GET", VENDOR_PATHS.pendingRevisions, undefined],
      ["POST", revisionApprovePath(id, rid), undefined],
      ["POST", revisionRejectPath(id, rid), { message: "No." }],
      ["POST", `/api/posts/${id}/revisions/${rid}/restore`, undefined],
    ] as const) {
      const res = await call(app, method, url, { token: vendor.token, body });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    expect(await pendingId()).toBe(rid);
  });

  it("approves: the public page changes, an applied revision records the approver, twice is a 422", async () => {
    const rid = await pendingId();
    const url = (await read(id)).attributes.url;
    expect(await publicTitle(url)).not.toBe("Queued Truck");
    let res: Awaited<ReturnType<typeof call>> | undefined;
    const published = await eventsOf(async () => {
      res = await call(app, "POST", revisionApprovePath(id, rid), { token: admin });
    });
    expect(res?.status, JSON.stringify(res?.body)).toBe(200);
    expect(res?.body.data.attributes.title).toBe("Queued Truck");
    expect(res?.body.data.pending_revision).toBeNull();
    expect(published.map((e) => e.topics)).toEqual([["posts", "post_body"]]);
    expect(await publicTitle(url)).toBe("Queued Truck");
    expect(await publicListedTitle(id)).toBe("Queued Truck");

    const [applied, reviewed] = await history(id);
    expect(applied).toMatchObject({
      status: "applied",
      kind: "data",
      fields: ["title"],
      user: { id: adminId },
    });
    expect(reviewed).toMatchObject({
      id: rid,
      status: "applied",
      user: { id: vendor.id },
      review: { user: { id: adminId }, message: null },
    });

    const again = await call(app, "POST", revisionApprovePath(id, rid), { token: admin });
    expect(again.status).toBe(422);
    expect(again.body.errors.revision).toBeDefined();
    const reject = await call(app, "POST", revisionRejectPath(id, rid), {
      token: admin,
      body: { message: "Too late." },
    });
    expect(reject.status).toBe(422);
    expect(reject.body.errors.revision).toBeDefined();
  });

  it("approves through the restore checks: a url taken since is a 422 and nothing is written", async () => {
    const wanted = uniqueWord("spot");
    expect((await saveData(id, vendor.token, { url: wanted, title: "Moved Truck" })).status).toBe(
      200,
    );
    const rid = await pendingId();
    await createPost(app, admin, { post_type_id: POST_TYPES.page, url: wanted });
    const res = await call(app, "POST", revisionApprovePath(id, rid), { token: admin });
    expect(res.status).toBe(422);
    expect(res.body.errors.url).toEqual([URL_TAKEN]);
    expect(await storedTitle(id)).toBe("Queued Truck");
    expect(await pendingId()).toBe(rid);
  });

  it("previews a waiting change through a staff preview link, until it is replaced", async () => {
    expect((await saveData(id, vendor.token, { title: "Previewed Truck" })).status).toBe(200);
    const rid = await pendingId();
    const linkTo = (body?: unknown, token = editor) =>
      call(app, "POST", `/api/posts/${id}/preview-link`, { token, body });
    const open = (res: Awaited<ReturnType<typeof linkTo>>) => {
      const url = res.body.data.url as string;
      const token = url.slice(url.lastIndexOf("/") + 1);
      return call(app, "GET", `/api/posts/preview?token=${encodeURIComponent(token)}`);
    };
    const change = await linkTo({ revision_id: rid });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    const shown = await open(change);
    expect(shown.status).toBe(200);
    expect(shown.body.data.attributes.title).toBe("Previewed Truck");
    expect(shown.body.data).not.toHaveProperty("pending_revision");
    const live = await open(await linkTo());
    expect(live.body.data.attributes.title).toBe("Queued Truck");
    expect((await linkTo({ revision_id: rid }, vendor.token)).status).toBe(403);
    const [applied] = (await history(id)).filter((r) => r.status === "applied");
    expect((await linkTo({ revision_id: applied.id })).status).toBe(422);

    // A newer save replaces the change: its link opens nothing any more.
    expect((await saveData(id, vendor.token, { title: "Previewed Again" })).status).toBe(200);
    expect((await open(change)).status).toBe(404);
  });

  it("rejects: the live version stays, the member gets the message by mail", async () => {
    expect((await saveData(id, vendor.token, { title: "Rejected Truck" })).status).toBe(200);
    const rid = await pendingId();
    const mails = outbox.length;
    const empty = await call(app, "POST", revisionRejectPath(id, rid), {
      token: editor,
      body: { message: "  " },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.message).toBeDefined();

    let res: Awaited<ReturnType<typeof call>> | undefined;
    const published = await eventsOf(async () => {
      res = await call(app, "POST", revisionRejectPath(id, rid), {
        token: editor,
        body: { message: "Please add a photo of the truck." },
      });
    });
    expect(res?.status, JSON.stringify(res?.body)).toBe(200);
    expect(published).toEqual([]);
    expect(res?.body.data.attributes.title).toBe("Queued Truck");
    expect(res?.body.data.pending_revision).toBeNull();
    expect(await storedTitle(id)).toBe("Queued Truck");

    const [rejected] = await history(id, vendor.token);
    expect(rejected).toMatchObject({
      id: rid,
      status: "rejected",
      review: { message: "Please add a photo of the truck." },
    });
    const sent = outbox.slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe(vendor.email);
    expect(sent[0].text).toContain("Please add a photo of the truck.");
    expect(sent[0].subject).toContain("Queued Truck");
    expect(sent[0].key).toBe(`revision-rejected:${rid}`);

    const again = await call(app, "POST", revisionRejectPath(id, rid), {
      token: editor,
      body: { message: "Again." },
    });
    expect(again.status).toBe(422);
    expect(outbox).toHaveLength(mails + 1);
  });

  it("applies at once when the domain trusts member edits (only admins set it)", async () => {
    const denied = await call(app, "PUT", "/api/domain-options", {
      token: editor,
      body: { trust_member_edits: true },
    });
    expect(denied.status).toBe(403);
    const on = await call(app, "PUT", "/api/domain-options", {
      token: admin,
      body: { trust_member_edits: true },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data.trust_member_edits).toBe(true);
    try {
      const url = (await read(id)).attributes.url;
      expect(await publicTitle(url)).toBe("Queued Truck");
      const res = await saveData(id, vendor.token, { title: "Trusted Truck" });
      expect(res.status).toBe(200);
      expect(res.body.data.attributes.title).toBe("Trusted Truck");
      expect(res.body.data.pending_revision).toBeNull();
      expect(await publicTitle(url)).toBe("Trusted Truck");
      const [latest] = await history(id);
      expect(latest).toMatchObject({ status: "applied", kind: "data", user: { id: vendor.id } });
      // Locked fields stay locked.
      const locked = await saveData(id, vendor.token, { no_follow: true });
      expect(locked.status).toBe(422);
      expect(locked.body.errors.no_follow).toEqual([MEMBER_FIELD_LOCKED]);
    } finally {
      await call(app, "PUT", "/api/domain-options", {
        token: admin,
        body: { trust_member_edits: false },
      });
    }
    const options = await call(app, "GET", "/api/domain-options");
    expect(options.body.data.trust_member_edits).toBe(false);
  });
});
