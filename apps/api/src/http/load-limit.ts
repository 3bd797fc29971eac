import { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

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
/**
 * How long a request refused without waiting (the line is full) is held before its 503 is sent.
 * A client that asks again the moment it is refused (a load tester, a script, a reload loop)
 * would otherwise turn every refusal into a new request at once, and 200 such clients keep the
 * server parsing and refusing instead of finishing the work it took. Held, each asks at most
 * once per pause; the hold costs a timer, no CPU.
 */
export const REFUSAL_PAUSE_MS = 250;
/** How often the line is looked at while the event loop is late (to let waiters in again). */
const PUMP_INTERVAL_MS = 20;

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

type Waiter = {
  grant: (release: Release) => void;
  timer: NodeJS.Timeout;
  sheddable: boolean;
};

/**
 * `overloaded` (for example loopLateBy(100)) closes the door to reads whatever the count:
 * CPU-bound work (rendering, the embedded database) queues in the event loop and the sockets,
 * where no count of ours can see it, so the loop's lateness is the measure of that line. A read
 * that comes while the loop is late waits in the line like one that finds every slot taken, and
 * is let in once the loop runs on time again (looked at every 20 ms), or refused after
 * `maxWaitMs`. Refusing it at once would bring its client straight back: the server would spend
 * its time refusing, and the work it took would crawl. Writes only wait for a slot.
 */
export function createLoadLimit(
  max: number,
  options: {
    maxWaitMs?: number;
    maxWaiting?: number;
    overloaded?: () => boolean;
    refusalPauseMs?: number;
  } = {},
): LoadLimit {
  const maxWaitMs = options.maxWaitMs ?? MAX_WAIT_MS;
  const maxWaiting = options.maxWaiting ?? max * 16;
  const refusalPauseMs = options.refusalPauseMs ?? REFUSAL_PAUSE_MS;
  const overloaded = options.overloaded ?? (() => false);
  let active = 0;
  let refused = 0;
  const line: Waiter[] = [];
  let pumpScheduled = false;

  const newRelease = (): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      active -= 1;
      pump();
    };
  };
  const tryAcquire = () => {
    if (active >= max) return null;
    active += 1;
    return newRelease();
  };
  /** Hands free slots to waiters in order; reads only while the loop is on time. */
  function pump() {
    // Asked once per pass, and only when a read is next in line.
    let late: boolean | undefined;
    const isLate = () => {
      late ??= overloaded();
      return late;
    };
    for (let i = 0; i < line.length && active < max; ) {
      const waiter = line[i];
      if (waiter.sheddable && isLate()) {
        i += 1;
        continue;
      }
      line.splice(i, 1);
      clearTimeout(waiter.timer);
      active += 1;
      waiter.grant(newRelease());
    }
    if (line.length > 0 && active < max && !pumpScheduled) {
      // Slots are free but the loop is late: look again shortly.
      pumpScheduled = true;
      setTimeout(() => {
        pumpScheduled = false;
        pump();
      }, PUMP_INTERVAL_MS);
    }
  }
  const refuse = (): Promise<null> => {
    refused += 1;
    return refusalPauseMs > 0
      ? new Promise((resolve) => setTimeout(resolve, refusalPauseMs, null))
      : Promise.resolve(null);
  };

  return {
    tryAcquire,
    acquire({ sheddable = true } = {}) {
      // Nobody passes those already waiting, and no read starts while the loop is late.
      if (line.length === 0 && !(sheddable && overloaded())) {
        const now = tryAcquire();
        if (now) return Promise.resolve(now);
      }
      if (line.length >= maxWaiting) return refuse();
      return new Promise((resolve) => {
        const waiter: Waiter = {
          grant: resolve,
          sheddable,
          timer: setTimeout(() => {
            line.splice(line.indexOf(waiter), 1);
            refused += 1;
            resolve(null);
          }, maxWaitMs),
        };
        line.push(waiter);
        pump();
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
 * turn) it gets 503 `Server error.` with Retry-After before any work is done. A request without
 * a body takes it on arrival (`onRequest`); one with a body only once the body is read and
 * parsed (`preValidation`), so a client that sends its body a byte at a time holds a connection,
 * never a slot (issue 37). The page renderer's in-process calls (app.inject) are not limited:
 * the render holding them already has a slot of its own, and refusing its data half-way would
 * waste the work done.
 */
export function registerLoadLimit(app: FastifyInstance, limit: LoadLimit) {
  const releases = new WeakMap<object, () => void>();
  const take = async (request: FastifyRequest, reply: FastifyReply) => {
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
  };
  app.addHook("onRequest", async (request, reply) => {
    if (!(request.raw instanceof IncomingMessage) || requestHasBody(request.raw)) return;
    return take(request, reply);
  });
  app.addHook("preValidation", async (request, reply) => {
    if (!(request.raw instanceof IncomingMessage) || !requestHasBody(request.raw)) return;
    return take(request, reply);
  });
  const release = async (request: object) => releases.get(request)?.();
  app.addHook("onResponse", release);
  app.addHook("onRequestAbort", release);
}

/** A request that announces a body (a length above 0, or chunks): its body is still to come. */
export function requestHasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/** Reads may be shed when the loop is late; a refused write would cost the user their edit. */
export const isRead = (method: string | undefined) => method === "GET" || method === "HEAD";
