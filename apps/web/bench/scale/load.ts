import { hostRequest } from "../../server/testing/host-request.ts";

export type Call = {
  method: string;
  path: string;
  host: string;
  token?: string;
  body?: unknown;
};

export type Outcome = {
  /** Milliseconds since the load began, when the request was sent. */
  at: number;
  /** HTTP status, or 0 when the connection failed or timed out. */
  status: number;
  call: Call;
  /** The parsed JSON answer of a 2xx API call (for writes: what was acknowledged). */
  json?: unknown;
  /** Varnish's X-Cache (HIT, MISS, STALE) when the answer came through the edge. */
  cache?: string;
};

/**
 * Sends `rate` requests a second for `durationMs` to 127.0.0.1:port, each on time whatever the
 * answers do (an open-model load, like visitors), and records every outcome. `during` runs
 * beside the load (the fault to inject).
 */
export async function paced(options: {
  port: number;
  rate: number;
  durationMs: number;
  call: (index: number) => Call;
  during?: (elapsed: () => number) => Promise<void>;
}): Promise<Outcome[]> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const total = Math.round((options.rate * options.durationMs) / 1000);
  const outcomes: Promise<Outcome>[] = [];
  const fault = options.during?.(elapsed);
  for (let index = 0; index < total; index++) {
    const due = (index * 1000) / options.rate;
    const wait = due - elapsed();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const call = options.call(index);
    const at = elapsed();
    outcomes.push(
      hostRequest(options.port, call.method, call.path, {
        host: call.host,
        token: call.token,
        body: call.body,
        timeoutMs: 10_000,
      }).then(
        (reply) => ({
          at,
          status: reply.status,
          call,
          json: reply.status < 300 && call.host.startsWith("api.") ? parse(reply.text) : undefined,
          cache: reply.headers["x-cache"] as string | undefined,
        }),
        () => ({ at, status: 0, call }),
      ),
    );
  }
  const done = await Promise.all(outcomes);
  await fault;
  return done;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const failed = (o: Outcome) => o.status === 0 || o.status >= 500;

/** Share of failed outcomes, in percent. */
export function errorPercent(outcomes: Outcome[]): number {
  return outcomes.length === 0 ? 0 : (100 * outcomes.filter(failed).length) / outcomes.length;
}

/** Milliseconds from `from` until the last failure (0 when none failed after it). */
export function lastFailureAfter(outcomes: Outcome[], from: number): number {
  const late = outcomes.filter((o) => failed(o) && o.at >= from).map((o) => o.at - from);
  return late.length === 0 ? 0 : Math.max(...late);
}
