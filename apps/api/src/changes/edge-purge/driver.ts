/** The purge drivers EDGE_PURGE may name. */
export const EDGE_PURGE_DRIVERS = ["varnish", "fastly", "cloudflare"] as const;
export type EdgePurgeDriverName = (typeof EDGE_PURGE_DRIVERS)[number];

/**
 * Drops cached pages by key at one edge (decision 028). `purge` resolves once the edge took the
 * purge and throws otherwise (unreachable, no answer in time, an answer that is not 2xx): the
 * caller retries through the job queue.
 */
export interface EdgePurgeDriver {
  name: EdgePurgeDriverName;
  purge(keys: string[]): Promise<void>;
  /**
   * Calls made while others wait are merged by the driver itself (Cloudflare's rate limit): the
   * purger passes each batch at once instead of one call at a time.
   */
  merges?: boolean;
}

/** A purge request that has not been answered in this time counts as failed. */
export const PURGE_TIMEOUT_MS = 2000;

/**
 * Sends one purge request and reads the answer; throws on a network error, the timeout or a
 * status outside 2xx. The message names the edge's host and the status, never a header (the
 * token stays out of the logs).
 */
export async function sendPurgeRequest(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  timeoutMs = PURGE_TIMEOUT_MS,
): Promise<string> {
  const target = new URL(url);
  let response: Response;
  try {
    response = await fetch(target, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError"
        ? `no answer in ${timeoutMs} ms`
        : causeOf(error);
    throw new Error(`${init.method} ${target.host}: ${reason}`);
  }
  const text = await response.text().catch(() => "");
  if (response.status < 200 || response.status > 299) {
    throw new Error(
      `${init.method} ${target.host}: ${response.status} ${text.slice(0, 200)}`.trim(),
    );
  }
  return text;
}

/** fetch's "fetch failed" hides the reason (ECONNREFUSED...) in `cause`. */
function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}

/** `items` in runs of at most `size` (an API's limit of keys per request). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
