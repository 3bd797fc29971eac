// @vitest-environment node

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSiteServer } from "./testing/site-server.ts";

/**
 * Overload is shed, not queued for seconds (issue 11): on a busy server (every render slot
 * taken, or visitors waiting for one) a visitor who asked for a page that is not cached gets the
 * busy page once RENDER_DEADLINE_MS has passed, while the render goes on, fills the cache and
 * frees its slot. A 1 ms deadline makes every render late; other slots are held to make it busy.
 */
let site: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  site = await startSiteServer("render-deadline", { RENDER_DEADLINE_MS: "1" });
}, 60_000);
afterAll(() => site?.close());

/** Takes all render slots but one, so the next render fills the server. */
function holdAllButOne() {
  const limit = site.server.renderLimit;
  const held: (() => void)[] = [];
  while (limit.active < limit.max - 1) {
    const release = limit.tryAcquire();
    if (!release) break;
    held.push(release);
  }
  return () => {
    for (const release of held) release();
  };
}

describe("render deadline", () => {
  it("delivers a lone slow render on an idle server", async () => {
    const reply = await site.page("/contact");
    expect(reply.status).toBe(200);
  });

  it("answers a late page 503 with Retry-After; the finished render serves the next visitor", async () => {
    const release = holdAllButOne();
    const late = await site.page("/faq").finally(release);
    expect(late.status).toBe(503);
    expect(late.headers["retry-after"]).toBe("1");
    expect(late.text).toContain("The site is busy");

    await vi.waitUntil(() => site.server.renderLimit.active === 0, { timeout: 10_000 });
    const next = await site.page("/faq");
    expect(next.status).toBe(200);
    expect(next.headers["x-page-cache"]).toBe("hit");
  });

  it("never holds a visitor: many late pages at once all answer, and the slots come back", async () => {
    const release = holdAllButOne();
    const paths = ["/", "/members", "/about", "/contact", "/taco-loco", "/no-such-page"];
    const replies = await Promise.all(paths.map((p) => site.page(p))).finally(release);
    for (const reply of replies) expect([200, 404, 503]).toContain(reply.status);
    expect(replies.some((reply) => reply.status === 503)).toBe(true);
    await vi.waitUntil(() => site.server.renderLimit.active === 0, { timeout: 10_000 });
  });
});
