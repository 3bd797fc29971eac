import type http from "node:http";
import type { LoadLimit } from "@fooddir/api";
import { sendBusy, takeRenderSlot } from "./busy.ts";
import { createPageRender, type PageRenderOptions, type Rendered } from "./render-page.ts";
import { sendEntry, sendUnstored } from "./send-page.ts";

/**
 * Public pages through the page cache, in the order a request meets them:
 * 1. `serveHit` answers a stored page from memory at once (304 when the browser's validator
 *    matches);
 * 2. `serveMiss` joins the render of the same page in flight, or takes a render slot and starts
 *    one (`startRender`): concurrent misses of one key share one render;
 * 3. the render (render-page.ts) stores a 200 or 404 of a known domain (404s, searches and odd
 *    spellings a few per domain: page-bounds.ts);
 * 4. the visitor gets the stored page, the page unstored (`sendUnstored`), or the busy page when
 *    the render is late on a busy server (`withinDeadline`).
 */
export function createCachedRenderer(
  options: PageRenderOptions & {
    renderLimit: LoadLimit;
    /**
     * How long a visitor waits for a page that is not cached, slot wait included, before the
     * busy page (503, Retry-After). The render goes on and fills the cache for the next
     * request; its slot stays taken until it ends, so the work in progress stays bounded.
     */
    deadlineMs?: number;
  },
) {
  const { cache, renderLimit } = options;
  const now = options.clock ?? Date.now;
  const edgeTtl = options.edgeTtl ?? 0;
  const render = createPageRender(options);
  const inflight = new Map<string, Flight>();
  // Only a busy server sheds late pages: a lone slow render (a cold start) is still delivered.
  const busy = () => renderLimit.waiting > 0 || renderLimit.active >= renderLimit.max;

  /**
   * Answers from the cache when it holds the page, at once (no await): the hit path of every
   * cached page (issue 26). False when the page must be rendered.
   */
  function serveHit(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    target: { key: string },
  ): boolean {
    const hit = cache.get(target.key);
    if (!hit) return false;
    sendEntry(req, res, hit, "hit", edgeTtl, now());
    return true;
  }

  /**
   * Takes a render slot and starts the page's render, unless another request rendered or began
   * it while this one waited for the slot. The render in flight; undefined when the request was
   * answered meanwhile (the busy page, or the page stored in the meantime).
   */
  async function startRender(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    target: { key: string; path: string },
  ): Promise<Flight | undefined> {
    const release = await takeRenderSlot(renderLimit, req, res);
    if (!release) return undefined;
    const ready = cache.get(target.key);
    const begun = inflight.get(target.key);
    if (ready || begun) release();
    if (ready) {
      sendEntry(req, res, ready, "hit", edgeTtl, now());
      return undefined;
    }
    if (begun) return begun;
    const flight: Flight = {
      rendered: render(req, target.key, target.path).finally(() => {
        inflight.delete(target.key);
        release();
      }),
    };
    inflight.set(target.key, flight);
    return flight;
  }

  /** A page `serveHit` did not find: rendered (or joined to the render in flight), then sent. */
  async function serveMiss(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    target: { key: string; path: string },
  ) {
    const askedAt = performance.now();
    // Joined to the render in flight at once; otherwise started in a slot of its own.
    const flight = inflight.get(target.key) ?? (await startRender(req, res, target));
    if (!flight) return;
    const rendered = await withinDeadline(flight.rendered, askedAt, options.deadlineMs, busy);
    if (rendered === LATE) {
      if (!res.headersSent && !res.destroyed) sendBusy(res);
      return;
    }
    if (rendered.entry) sendEntry(req, res, rendered.entry, "miss", edgeTtl, now());
    else sendUnstored(req, res, rendered);
  }

  return { serveHit, serveMiss };
}

/** A render in progress, shared by every request for its page (one object per render). */
type Flight = { rendered: Promise<Rendered> };

const LATE = Symbol("late");

/**
 * The render's result, or LATE once `deadlineMs` has passed since the page was asked for while
 * the server is `busy` (checked then, and every 100 ms after while the render goes on).
 */
function withinDeadline<T>(
  pending: Promise<T>,
  askedAt: number,
  deadlineMs: number | undefined,
  busy: () => boolean,
): Promise<T | typeof LATE> {
  if (!deadlineMs) return pending;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    const check = () => {
      if (busy()) resolve(LATE);
      else timer = setTimeout(check, 100);
    };
    timer = setTimeout(check, Math.max(0, deadlineMs - (performance.now() - askedAt)));
  });
  return Promise.race([pending, late]).finally(() => clearTimeout(timer));
}
