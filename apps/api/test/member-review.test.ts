import {
  MEMBER_FIELD_LOCKED,
  POST_TYPES,
  pendingRevisionSchema,
  postSchema,
  revisionApprovePath,
  revisionRejectPath,
  revisionSchema,
  VENDOR_PATHS,
} from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChangeEvent } from "../src/changes/bus.ts";
import { posts, users } from "../src/db/schema.ts";
import { URL_TAKEN } from "../src/features/posts/references.ts";
import {
  createContentTestApp,
  createMediaRow,
  createPost,
  createVendor as createVendorOn,
  uniqueWord,
} from "./content-fixtures.ts";
import { ADMIN, call } from "./helpers.ts";

// Issue 25, decision 027: a member's (role 4) saves of its listing wait for review unless the
// domain trusts member edits; staff approve (the public page changes) or reject (the member
// gets the message by mail; the page stays).

const { app, db, admin, editor, catering, outbox } = await createContentTestApp();
const LOCAL = 1;

/** Every change event of this app, in order. */
const events: ChangeEvent[] = [];
app.deps.changes.subscribe((event) => void events.push(event));

/** A role-4 account bound to `listings` (rows written directly), signed in. */
const createVendor = (listings: number[], domainId = LOCAL) =>
  createVendorOn(app, db, listings, domainId);

type PostRead = {
  id: number;
  post_status_id: number;
  attributes: { title: string; url: string; description: string };
  no_index: boolean;
  no_follow: boolean;
  show_in_sitemap: boolean;
  post_body: unknown;
  pending_revision?: { id: number; created_at: string; user: { id: number } | null } | null;
};

/** A published member post of the local domain, made by the admin. */
async function listing(title = uniqueWord("Truck ")) {
  const post = await createPost(app, admin, {
    post_type_id: POST_TYPES.member,
    post_status_id: 2,
    title,
    description: "The live description.",
  });
  return post.id;
}

const read = async (id: number, token = admin) => {
  const res = await call(app, "GET", `/api/posts/${id}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as PostRead;
};

/** The data save a vendor's form sends: its changes over the live values it may not change. */
async function dataBody(id: number, token: string, changes: Record<string, unknown> = {}) {
  const live = await read(id, token);
  return {
    url: live.attributes.url,
    title: live.attributes.title,
    description: live.attributes.description,
    post_status_id: live.post_status_id,
    no_index: live.no_index,
    no_follow: live.no_follow,
    show_in_sitemap: live.show_in_sitemap,
    ...changes,
  };
}

const saveData = async (id: number, token: string, changes: Record<string, unknown> = {}) =>
  call(app, "PUT", `/api/posts/${id}/data`, { token, body: await dataBody(id, token, changes) });

const doc = (text: string) => ({
  root: { props: {} },
  content: [{ type: "RichText", props: { id: "text-1", text: `<p>${text}</p>` } }],
});

/** The public read by url (memoised per domain until a change event, like the site's pages). */
const publicTitle = async (url: string) => {
  const res = await call(app, "GET", `/api/posts/by-url?url=${encodeURIComponent(url)}`);
  expect(res.status).toBe(200);
  return res.body.data.attributes.title as string;
};
const publicListedTitle = async (id: number) => {
  const res = await call(app, "GET", `/api/posts/by-type?type=${POST_TYPES.member}&limit=500`);
  expect(res.status).toBe(200);
  return (res.body.data as PostRead[]).find((p) => p.id === id)?.attributes.title;
};

const history = async (id: number, token = admin) => {
  const res = await call(app, "GET", `/api/posts/${id}/revisions`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return revisionSchema.array().parse(res.body.data);
};

const storedTitle = async (id: number) =>
  (await db.select({ title: posts.title }).from(posts).where(eq(posts.id, id)))[0].title;

/** The events published while `run` ran. */
async function eventsOf(run: () => Promise<unknown>): Promise<ChangeEvent[]> {
  const start = events.length;
  await run();
  return events.slice(start);
}

const adminId = (await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN)))[0].id;

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
