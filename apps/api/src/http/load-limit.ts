import { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/**
 * A bound on work in progress. Up to `max` requests run at once; the next ones wait in line, at
 * most `maxWaitMs` each, and whoever cannot start in that time is refused (the caller answers 503
 * with Retry-After). With N requests running and a throughput of T per second a request would
 * otherwise wait N/T seconds behind the rest; the line keeps every answer, served or refused,
 * within about maxWaitMs plus one request's own time. Refusing at once instead would let a
 * client that retries at once (a load tester, a script) spin on cheap 503s and starve the work.
 */
export type LoadLimit = {
  /**
   * A release function once a slot is free (call it exactly when the work ends), else null.
   * `sheddable: false` (writes) skips the `overloaded` test and only waits for a slot.
   */
  acquire(options?: { sheddable?: boolean }): Promise<Release | null>;
  /** A slot only if one is free now, without waiting. */
  tryAcquire(): Release | null;
  readonly active: number;
  readonly waiting: number;
  readonly max: number;
  /** Requests refused since start. */
  readonly refused: number;
};
type Release = () => void;

/** Seconds a refused client is told to wait. */
export const RETRY_AFTER_SECONDS = 1;
/** Longest wait for a slot before a request is refused. */
export const MAX_WAIT_MS = 1000;

let probe: (() => number) | undefined;

/**
 * How late this process's event loop runs now, from a 20 ms timer: the lateness of the timer's
 * last run or, when the loop is blocked at this moment, the time since that run beyond its
 * interval. One timer per process, which never keeps it alive.
 */
export function loopLagMs(): number {
  if (!probe) {
    const interval = 20;
    let last = performance.now();
    let lag = 0;
    setInterval(() => {
      const t = performance.now();
      lag = Math.max(0, t - last - interval);
      last = t;
    }, interval).unref();
    probe = () => Math.max(lag, performance.now() - last - interval);
  }
  return probe();
}

/** A test "is the event loop more than `thresholdMs` late"; undefined (never) for 0. */
export function loopLateBy(thresholdMs: number): (() => boolean) | undefined {
  return thresholdMs > 0 ? () => loopLagMs() > thresholdMs : undefined;
}

/**
 * `overloaded` (for example loopLateBy(200)) refuses new work at once whatever the count:
 * CPU-bound work (rendering, the embedded database) queues in the event loop and the sockets,
 * where no count of ours can see it, so the loop's lateness is the measure of that line.
 */
export function createLoadLimit(
  max: number,
  options: { maxWaitMs?: number; maxWaiting?: number; overloaded?: () => boolean } = {},
): LoadLimit {
  const maxWaitMs = options.maxWaitMs ?? MAX_WAIT_MS;
  const maxWaiting = options.maxWaiting ?? max * 16;
  let active = 0;
  let refused = 0;
  const line: { grant: (release: Release) => void; timer: NodeJS.Timeout }[] = [];

  const newRelease = (): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = line.shift();
      if (next) {
        // The slot passes straight to the longest waiter.
        clearTimeout(next.timer);
        next.grant(newRelease());
      } else {
        active -= 1;
      }
    };
  };
  const tryAcquire = () => {
    if (active >= max) return null;
    active += 1;
    return newRelease();
  };

  return {
    tryAcquire,
    acquire({ sheddable = true } = {}) {
      if (sheddable && options.overloaded?.()) {
        refused += 1;
        return Promise.resolve(null);
      }
      const now = tryAcquire();
      if (now) return Promise.resolve(now);
      if (line.length >= maxWaiting) {
        refused += 1;
        return Promise.resolve(null);
      }
      return new Promise((resolve) => {
        const waiter = {
          grant: resolve,
          timer: setTimeout(() => {
            line.splice(line.indexOf(waiter), 1);
            refused += 1;
            resolve(null);
          }, maxWaitMs),
        };
        line.push(waiter);
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
    get refused() {
      return refused;
    },
    max,
  };
}

/**
 * The two limits of a process from configuration (MAX_API_REQUESTS, MAX_PAGE_RENDERS,
 * SHED_LOOP_LAG_MS): API requests from the network, and server renders of pages.
 */
export function createLoadLimits(limits: {
  apiRequests: number;
  pageRenders: number;
  loopLagMs: number;
}) {
  const overloaded = loopLateBy(limits.loopLagMs);
  return {
    api: createLoadLimit(limits.apiRequests, { overloaded }),
    renders: createLoadLimit(limits.pageRenders, { overloaded }),
  };
}

/**
 * Every API request from the network takes a slot of `limit`; without one (after waiting its
 * turn) it gets 503 `Server error.` with Retry-After before any work is done. The page
 * renderer's in-process calls (app.inject) are not limited: the render holding them already
 * has a slot of its own, and refusing its data half-way would waste the work done.
 */
export function registerLoadLimit(app: FastifyInstance, limit: LoadLimit) {
  const releases = new WeakMap<object, () => void>();
  app.addHook("onRequest", async (request, reply) => {
    if (!(request.raw instanceof IncomingMessage)) return;
    const release = await limit.acquire({ sheddable: isRead(request.method) });
    if (!release) {
      return reply
        .code(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .header("cache-control", "no-store")
        .send({ message: "Server error." });
    }
    if (request.raw.socket?.destroyed) {
      // The client left while waiting for a slot: do no work for it.
      release();
      return reply.code(503).send({ message: "Server error." });
    }
    releases.set(request, release);
  });
  const release = async (request: object) => releases.get(request)?.();
  app.addHook("onResponse", release);
  app.addHook("onRequestAbort", release);
}

/** Reads may be shed when the loop is late; a refused write would cost the user their edit. */
export const isRead = (method: string | undefined) => method === "GET" || method === "HEAD";
