// @vitest-environment node
import { revisionApprovePath, VENDOR_PATHS } from "@fooddir/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteServer } from "./testing/site-server.ts";

/**
 * Issue 25 point 3 on the built server: a vendor's change waiting for review reaches none of
 * what visitors get - the member page (and its cached copy), /members, the sitemap, the calendar
 * feed and GET /api/stops keep the live listing - until staff approve it; then every one of them
 * shows it at once, and the old address redirects.
 */

type Post = {
  id: number;
  post_status_id: number;
  no_index: boolean;
  no_follow: boolean;
  show_in_sitemap: boolean;
  attributes: { title: string; url: string };
};
type Stop = { member: { title: string; url: string } };

const NEW_TITLE = "Taco Loco Express";
const NEW_URL = "taco-loco-express";

let site: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  site = await startSiteServer("member-review");
}, 120_000);

afterAll(async () => {
  await site?.close();
});

/** What a visitor gets from the pages and feeds that name the listing. */
async function visitorView() {
  const stops = await site.page("/api/stops", { host: "api.localhost" });
  return {
    old: await site.page("/taco-loco"),
    renamed: await site.page(`/${NEW_URL}`),
    members: (await site.page("/members")).text,
    sitemap: (await site.page("/sitemap.xml")).text,
    calendar: (await site.page("/calendar.ics")).text,
    stops: (JSON.parse(stops.text) as { data: Stop[] }).data,
  };
}

describe("a vendor's change on the built server", () => {
  it("stays off every public page, feed and read until staff approve it", async () => {
    await site.signIn("vendor@example.com");
    const account = await site.api<{ member_ids: number[] }>("GET", "/api/account");
    const id = account.member_ids[0];
    const live = await site.api<Post>("GET", `/api/posts/${id}`);
    expect(live.attributes.url).toBe("taco-loco");

    // Warm the page cache with the live listing.
    expect((await site.page("/taco-loco")).status).toBe(200);
    expect((await site.page("/taco-loco")).headers["x-page-cache"]).toBe("hit");

    const saved = await site.api<{ pending_revision: { id: number } | null }>(
      "PUT",
      `/api/posts/${id}/data`,
      {
        url: NEW_URL,
        title: NEW_TITLE,
        post_status_id: live.post_status_id,
        no_index: live.no_index,
        no_follow: live.no_follow,
        show_in_sitemap: live.show_in_sitemap,
      },
    );
    expect(saved.pending_revision).not.toBeNull();

    const waiting = await visitorView();
    expect(waiting.old.status).toBe(200);
    // The cached page was not dropped: nothing public changed.
    expect(waiting.old.headers["x-page-cache"]).toBe("hit");
    expect(waiting.old.text).not.toContain(NEW_TITLE);
    expect(waiting.renamed.status).toBe(404);
    expect(waiting.members).not.toContain(NEW_TITLE);
    expect(waiting.sitemap).toContain("/taco-loco<");
    expect(waiting.sitemap).not.toContain(NEW_URL);
    expect(waiting.calendar).toContain("Taco Loco at");
    expect(waiting.calendar).not.toContain(NEW_TITLE);
    const ownStops = waiting.stops.filter((s) => s.member.title === "Taco Loco");
    expect(ownStops.length).toBeGreaterThan(0);
    expect(waiting.stops.some((s) => s.member.title === NEW_TITLE)).toBe(false);

    // Staff approve: everything shows the change at once; the old address redirects.
    await site.signIn();
    const queue = await site.api<{ id: number; post: { id: number } }[]>(
      "GET",
      VENDOR_PATHS.pendingRevisions,
    );
    const pending = queue.find((row) => row.post.id === id);
    expect(pending).toBeDefined();
    await site.api("POST", revisionApprovePath(id, pending?.id ?? 0), {});

    const approved = await visitorView();
    expect(approved.renamed.status).toBe(200);
    expect(approved.renamed.text).toContain(NEW_TITLE);
    expect(approved.old.status).toBe(301);
    expect(approved.members).toContain(NEW_TITLE);
    expect(approved.sitemap).toContain(`/${NEW_URL}<`);
    expect(approved.calendar).toContain(`${NEW_TITLE} at`);
    expect(approved.stops.some((s) => s.member.title === NEW_TITLE)).toBe(true);
  });
});
