// @vitest-environment node
import { createSchedulerTick } from "@fooddir/api";
import { POST_STATUSES } from "@fooddir/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteServer } from "./testing/site-server.ts";

/**
 * Issue 24 point 3 end to end on the built server: a draft page scheduled for 09:30 in the
 * demo's zone (America/Los_Angeles) is not on the site, its sitemap or its page cache before
 * then; the clock moves past 09:30, the minute's scheduler tick runs (the job queue runs the
 * same function once a minute), and the next requests show the page, with one "schedule"
 * revision however many ticks run.
 */

let now = Date.parse("2027-03-12T16:00:00Z"); // 08:00 in Los Angeles (PST)
let site: Awaited<ReturnType<typeof startSiteServer>>;
let tick: () => Promise<void>;
const URL_SLUG = `festival-night-${process.pid}`;
const TITLE = "Festival night opens";

beforeAll(async () => {
  site = await startSiteServer("scheduled-publish", {}, { clock: () => now });
  tick = createSchedulerTick({
    db: site.database.db,
    changes: site.server.changes,
    clock: () => now,
    auditRetentionDays: 365,
  });
  await site.signIn();
}, 120_000);

afterAll(async () => {
  await site?.close();
});

describe("a scheduled publish on the built server", () => {
  it("shows the page, in the sitemap, at the minute the clock passes, once", async () => {
    const post = await site.api<{ id: number }>("POST", "/api/posts", {
      url: URL_SLUG,
      title: TITLE,
      post_status_id: POST_STATUSES.draft,
      post_type_id: 1,
    });
    const saved = await site.api<{ publish_at: string | null }>(
      "PUT",
      `/api/posts/${post.id}/data`,
      {
        url: URL_SLUG,
        title: TITLE,
        post_status_id: POST_STATUSES.draft,
        no_index: false,
        no_follow: false,
        show_in_sitemap: true,
        publish_at: "2027-03-12T09:30",
      },
    );
    expect(saved.publish_at).toBe("2027-03-12T09:30:00-08:00");

    // Before the time: not on the site; the sitemap is cached without it.
    expect((await site.page(`/${URL_SLUG}`)).status).toBe(404);
    expect((await site.page("/sitemap.xml")).text).not.toContain(URL_SLUG);
    expect((await site.page("/sitemap.xml")).headers["x-page-cache"]).toBe("hit");

    // A tick before the time changes nothing.
    now = Date.parse("2027-03-12T17:29:00Z");
    await tick();
    expect((await site.page(`/${URL_SLUG}`)).status).toBe(404);

    // 09:31 in Los Angeles: the minute's tick publishes it; the cached sitemap is dropped.
    now = Date.parse("2027-03-12T17:31:00Z");
    await tick();
    const live = await site.page(`/${URL_SLUG}`);
    expect(live.status).toBe(200);
    expect(live.text).toContain(TITLE);
    const sitemap = await site.page("/sitemap.xml");
    expect(sitemap.headers["x-page-cache"]).toBe("miss");
    expect(sitemap.text).toContain(URL_SLUG);

    // More ticks (another instance's, a retry) apply nothing more.
    await tick();
    await tick();
    const revisions = await site.api<{ kind: string; user: unknown }[]>(
      "GET",
      `/api/posts/${post.id}/revisions`,
    );
    expect(revisions.filter((r) => r.kind === "schedule")).toEqual([
      expect.objectContaining({ kind: "schedule", user: null }),
    ]);
    const read = await site.api<{ post_status_id: number; publish_at: string | null }>(
      "GET",
      `/api/posts/${post.id}`,
    );
    expect(read).toMatchObject({ post_status_id: POST_STATUSES.published, publish_at: null });
  });
});
