import { POST_STATUSES, POST_TYPES } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChangeEvent } from "../src/changes/bus.ts";
import { auditLog, postRevisions, posts } from "../src/db/schema.ts";
import { applyScheduledPosts } from "../src/features/posts/apply-scheduled-posts.ts";
import { createMemoryJobs, type Jobs } from "../src/jobs/index.ts";
import { adminTokenOn, createPost } from "./content-fixtures.ts";
import { call, createTestApp, EDITOR, login } from "./helpers.ts";

// contract.md "Vendors edit their own listing; revisions and review", scheduled publishing
// (issue 24 point 3): PUT /api/posts/{id}/data takes publish_at / unpublish_at; the job
// queue's minute job applies them once. The demo domains are in America/Los_Angeles; the clock
// is injected, never the wall clock.

let now = Date.parse("2027-03-10T20:00:00Z"); // Wednesday 10 March 2027, 12:00 PST

// The app's minute job is held here (no timer runs it): the tests run it when they move the clock.
const minuteJobs: (() => Promise<void>)[] = [];
const inProcess = createMemoryJobs({ log: () => {} });
const jobs: Jobs = {
  ...inProcess,
  everyMinute: async (_name, handler) => void minuteJobs.push(handler),
};
const { app, db } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" }, { clock: () => now, jobs });
const editor = (await login(app, EDITOR)).access_token;
const catering = await adminTokenOn(app, 2);
const tick = () => minuteJobs[0]!();

const events: ChangeEvent[] = [];
app.deps.changes.subscribe((event) => void events.push(event));

type Post = Awaited<ReturnType<typeof createPost>>;
const draft = (token = editor, host?: string) =>
  createPost(app, token, { post_type_id: POST_TYPES.page, post_status_id: 1 }, host);

/** PUT /api/posts/{id}/data with the post's own fields and `extra`. */
const save = (post: Post, extra: Record<string, unknown>, token = editor, host?: string) =>
  call(app, "PUT", `/api/posts/${post.id}/data`, {
    token,
    host,
    body: {
      url: post.attributes.url,
      title: post.attributes.title,
      post_status_id: post.post_status_id,
      no_index: false,
      no_follow: false,
      show_in_sitemap: true,
      ...extra,
    },
  });

const stored = async (id: number) => {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  return row!;
};
/** Runs the minute job, expects it to announce the local post `id` alone, and reads its row. */
const tickChanging = async (id: number) => {
  const start = events.length;
  await tick();
  expect(events.slice(start)).toEqual([{ domain_id: 1, topics: ["posts"], ids: [id] }]);
  return stored(id);
};
const byUrl = (url: string, host?: string) =>
  call(app, "GET", `/api/posts/by-url?url=${encodeURIComponent(url)}`, { host });
const scheduleRevisions = (postId: number) =>
  db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.post_id, postId), eq(postRevisions.kind, "schedule")));

describe("publish_at and unpublish_at in PUT /api/posts/{id}/data", () => {
  it("refuses a time in the past, an unpublish not after the publish and a skipped wall time, writing nothing", async () => {
    const post = await draft();
    const before = await stored(post.id);
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      // 11:00 PST is an hour ago.
      [{ publish_at: "2027-03-10T11:00" }, "publish_at", "The publish time must be in the future."],
      [
        { publish_at: "2027-03-10T19:59:00Z" },
        "publish_at",
        "The publish time must be in the future.",
      ],
      [
        { publish_at: "2027-03-12T09:00", unpublish_at: "2027-03-12T09:00" },
        "unpublish_at",
        "The unpublish time must be after the publish time.",
      ],
      [
        { publish_at: "2027-03-12T09:00", unpublish_at: "2027-03-11T09:00" },
        "unpublish_at",
        "The unpublish time must be after the publish time.",
      ],
      [
        { unpublish_at: "2027-03-09T09:00:00-08:00" },
        "unpublish_at",
        "The unpublish time must be in the future.",
      ],
      // 02:30 does not exist on 14 March 2027 in Los Angeles (clocks go forward).
      [{ publish_at: "2027-03-14T02:30" }, "publish_at", /does not exist on 14 March 2027/],
      [{ publish_at: "2027-02-30T09:00" }, "publish_at", /must be a date and time/],
      [{ publish_at: "tomorrow" }, "publish_at", /must be a date and time/],
    ];
    for (const [extra, field, message] of cases) {
      const res = await save(post, { ...extra, title: "Changed title" });
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(res.body.errors[field]?.[0], JSON.stringify(extra)).toMatch(message);
    }
    expect(await stored(post.id)).toEqual(before);
  });

  it("checks an unpublish against the stored publish time when the save leaves it out", async () => {
    const post = await draft();
    expect((await save(post, { publish_at: "2027-03-12T09:00" })).status).toBe(200);
    const res = await save(post, { unpublish_at: "2027-03-11T09:00" });
    expect(res.status).toBe(422);
    expect(res.body.errors.unpublish_at).toEqual([
      "The unpublish time must be after the publish time.",
    ]);
    expect((await stored(post.id)).unpublish_at).toBeNull();
  });

  it("stores the times; staff reads show them with the zone's offset, public reads never", async () => {
    const post = await createPost(app, editor, { post_type_id: POST_TYPES.page });
    const res = await save(post, {
      publish_at: "2027-03-12T09:00", // a local wall time, PST
      unpublish_at: "2027-03-20T18:00:00Z", // with an offset: PDT after 14 March
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const times = {
      publish_at: "2027-03-12T09:00:00-08:00",
      unpublish_at: "2027-03-20T11:00:00-07:00",
    };
    expect(res.body.data).toMatchObject(times);
    const row = await stored(post.id);
    expect(row.publish_at?.toISOString()).toBe("2027-03-12T17:00:00.000Z");
    expect(row.unpublish_at?.toISOString()).toBe("2027-03-20T18:00:00.000Z");

    // Staff: one post, and a page of a list (two serializers).
    expect(
      (await call(app, "GET", `/api/posts/${post.id}`, { token: editor })).body.data,
    ).toMatchObject(times);
    const listPath = `/api/posts/by-type?type=${POST_TYPES.page}&limit=100`;
    const list = await call(app, "GET", listPath, { token: editor });
    expect(list.status).toBe(200);
    expect(list.body.data.find((p: { id: number }) => p.id === post.id)).toMatchObject(times);
    for (const listed of list.body.data) {
      expect(listed).toHaveProperty("publish_at");
      expect(listed).toHaveProperty("unpublish_at");
    }

    // Public: the post is published; no read carries the schedule.
    const publicReads = [
      (await call(app, "GET", `/api/posts/${post.id}`)).body.data,
      (await byUrl(post.attributes.url)).body.data,
      (await call(app, "GET", listPath)).body.data.find((p: { id: number }) => p.id === post.id),
    ];
    for (const read of publicReads) {
      expect(read.id).toBe(post.id);
      expect(read).not.toHaveProperty("publish_at");
      expect(read).not.toHaveProperty("unpublish_at");
    }

    // Absent keeps; null clears.
    expect((await save(post, { title: "Renamed" })).body.data).toMatchObject(times);
    const cleared = await save(post, { publish_at: null });
    expect(cleared.body.data).toMatchObject({ publish_at: null, unpublish_at: times.unpublish_at });
  });
});

describe("the scheduler", () => {
  it("publishes a post at its time, once: the public read changes and a change event goes out", async () => {
    const post = await draft();
    expect((await save(post, { publish_at: "2027-03-10T12:30" })).status).toBe(200);
    expect((await byUrl(post.attributes.url)).status).toBe(404);

    // 12:29 PST: not yet.
    now = Date.parse("2027-03-10T20:29:00Z");
    await tick();
    expect((await stored(post.id)).post_status_id).toBe(POST_STATUSES.draft);

    // 12:30 PST: the minute job publishes it and says so.
    now = Date.parse("2027-03-10T20:30:05Z");
    const row = await tickChanging(post.id);
    expect(row.post_status_id).toBe(POST_STATUSES.published);
    expect(row.publish_at).toBeNull();
    expect(row.published_at).not.toBeNull();
    const read = await byUrl(post.attributes.url);
    expect(read.status).toBe(200);
    expect(read.body.data.id).toBe(post.id);
    const staff = await call(app, "GET", `/api/posts/${post.id}`, { token: editor });
    expect(staff.body.data).toMatchObject({ post_status_id: 2, publish_at: null });

    // Once: the same minute again applies nothing.
    expect(await applyScheduledPosts(db, new Date(now))).toEqual([]);
    const revisions = await scheduleRevisions(post.id);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ user_id: null, status: "applied" });
    expect(revisions[0]!.fields).toEqual(expect.arrayContaining(["post_status_id", "publish_at"]));
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, post.id), eq(auditLog.entity, "post")));
    expect(audit.filter((a) => a.action === "publish")).toEqual([
      expect.objectContaining({
        domain_id: 1,
        user_id: null,
        summary: `Published "${post.attributes.title}" as scheduled`,
      }),
    ]);
  });

  it("unpublishes a post at its time", async () => {
    now = Date.parse("2027-03-10T20:00:00Z");
    const post = await createPost(app, editor, { post_type_id: POST_TYPES.page });
    expect((await save(post, { unpublish_at: "2027-03-11T08:00" })).status).toBe(200);
    expect((await byUrl(post.attributes.url)).status).toBe(200);

    now = Date.parse("2027-03-11T16:00:00Z"); // 08:00 PST
    const row = await tickChanging(post.id);
    expect(row.post_status_id).toBe(POST_STATUSES.draft);
    expect(row.unpublish_at).toBeNull();
    expect((await byUrl(post.attributes.url)).status).toBe(404);
    expect(await applyScheduledPosts(db, new Date(now))).toEqual([]);
    expect(await scheduleRevisions(post.id)).toHaveLength(1);
  });

  it("applies each post once when two ticks run at the same time, in every domain", async () => {
    now = Date.parse("2027-03-10T20:00:00Z");
    const ours = [await draft(), await draft()];
    const theirs = await draft(catering, "catering.localhost");
    for (const post of ours) {
      expect((await save(post, { publish_at: "2027-03-12T09:00" })).status).toBe(200);
    }
    const res = await save(
      theirs,
      { publish_at: "2027-03-12T09:00" },
      catering,
      "catering.localhost",
    );
    expect(res.status).toBe(200);
    const trashed = await draft();
    expect((await save(trashed, { publish_at: "2027-03-12T09:00" })).status).toBe(200);
    expect((await call(app, "DELETE", `/api/posts/${trashed.id}`, { token: editor })).status).toBe(
      200,
    );

    now = Date.parse("2027-03-12T17:00:30Z");
    const at = new Date(now);
    const [one, two] = await Promise.all([
      applyScheduledPosts(db, at),
      applyScheduledPosts(db, at),
    ]);
    // (Posts of the tests above that are due by now are applied too; these are this test's.)
    const mine = new Set([...ours, theirs, trashed].map((p) => p.id));
    const applied = [...one, ...two]
      .filter((c) => mine.has(c.postId))
      .map((c) => `${c.domainId}:${c.postId}:${c.action}`)
      .sort();
    expect(applied).toEqual(
      [`1:${ours[0]!.id}:publish`, `1:${ours[1]!.id}:publish`, `2:${theirs.id}:publish`].sort(),
    );
    for (const post of [...ours, theirs]) {
      expect((await stored(post.id)).post_status_id).toBe(POST_STATUSES.published);
      expect(await scheduleRevisions(post.id)).toHaveLength(1);
    }
    // A trashed post waits for its restore.
    expect((await stored(trashed.id)).post_status_id).toBe(POST_STATUSES.draft);
    expect(await scheduleRevisions(trashed.id)).toHaveLength(0);
  });
});

describe("the in-process minute job", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs at the start of every minute of the clock, not twice in one, and stops", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse("2027-03-10T20:00:40Z"));
    const memory = createMemoryJobs({ log: () => {}, now: () => Date.now() });
    const runs: string[] = [];
    await memory.everyMinute("scheduler", async () => {
      runs.push(new Date().toISOString());
    });
    await vi.advanceTimersByTimeAsync(19_000);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toEqual(["2027-03-10T20:01:00.000Z"]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(runs).toEqual([
      "2027-03-10T20:01:00.000Z",
      "2027-03-10T20:02:00.000Z",
      "2027-03-10T20:03:00.000Z",
    ]);
    await memory.stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(runs).toHaveLength(3);
  });

  it("logs a failed run and runs again the next minute", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse("2027-03-10T20:00:59Z"));
    const logged: string[] = [];
    const memory = createMemoryJobs({ log: (m) => void logged.push(m) });
    let calls = 0;
    await memory.everyMinute("scheduler", async () => {
      calls += 1;
      if (calls === 1) throw new Error("database restarting");
    });
    await vi.advanceTimersByTimeAsync(61_000);
    expect(calls).toBe(2);
    expect(logged).toEqual([expect.stringContaining("scheduler: failed (database restarting)")]);
    await memory.stop();
  });
});
