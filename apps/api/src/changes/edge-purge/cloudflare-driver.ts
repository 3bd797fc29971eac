import { type EdgePurgeDriver, sendPurgeRequest } from "./driver.ts";
import { createTokenBucket } from "./token-bucket.ts";

/** Cloudflare takes at most this many cache-tags per purge request ("operations per request"). */
export const CLOUDFLARE_TAGS_PER_REQUEST = 100;
/** Purge requests a minute by default: Cloudflare's Free plan, the lowest. */
export const CLOUDFLARE_PURGES_PER_MINUTE = 5;

type Waiter = {
  /** Keys of this call not yet in a request. */
  unsent: Set<string>;
  /** Requests carrying some of its keys, not answered yet. */
  open: number;
  resolve: () => void;
  reject: (error: Error) => void;
};

/**
 * Cloudflare: `POST /zones/{zone}/purge_cache` with `{"tags": [...]}` and `Authorization:
 * Bearer <token>` (a token with the Cache Purge permission). Purge requests are rate-limited
 * per account, so the driver spends tokens of a bucket (`perMinute`, `burst`): keys asked for
 * while no token is there wait together and leave in one request when the next one is (up to
 * 100 tags a request). A call resolves once a request carrying each of its keys succeeded, and
 * rejects when one of them failed.
 */
export function createCloudflareDriver(options: {
  apiUrl: string;
  zoneId: string;
  token: string;
  perMinute?: number;
  /** Requests that may leave at once after a quiet time; default min(perMinute, 25). */
  burst?: number;
  timeoutMs?: number;
  now?: () => number;
}): EdgePurgeDriver {
  const url = `${options.apiUrl.replace(/\/+$/, "")}/zones/${encodeURIComponent(options.zoneId)}/purge_cache`;
  const perMinute = options.perMinute ?? CLOUDFLARE_PURGES_PER_MINUTE;
  const bucket = createTokenBucket({
    perMinute,
    burst: options.burst ?? Math.min(perMinute, 25),
    now: options.now,
  });
  const pending = new Set<string>();
  const waiters = new Set<Waiter>();
  let timer: NodeJS.Timeout | null = null;

  const request = async (tags: string[]) => {
    const text = await sendPurgeRequest(
      url,
      {
        method: "POST",
        headers: {
          Authorization: `Bearer ${options.token}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ tags }),
      },
      options.timeoutMs,
    );
    // The API says so in its envelope too; a 2xx with success: false is a failure.
    const answer = parseJson(text) as { success?: boolean; errors?: { message?: string }[] };
    if (answer?.success === false) {
      throw new Error(`cloudflare: ${answer.errors?.[0]?.message ?? "purge refused"}`);
    }
  };

  /** Sends what waits while tokens last; else wakes up when the next token is there. */
  const pump = () => {
    while (pending.size > 0 && bucket.take()) {
      const tags = [...pending].slice(0, CLOUDFLARE_TAGS_PER_REQUEST);
      for (const tag of tags) pending.delete(tag);
      const carried = [...waiters].filter((w) => tags.some((tag) => w.unsent.has(tag)));
      for (const w of carried) {
        for (const tag of tags) w.unsent.delete(tag);
        w.open += 1;
      }
      request(tags).then(
        () => {
          for (const w of carried) {
            w.open -= 1;
            if (w.open === 0 && w.unsent.size === 0 && waiters.delete(w)) w.resolve();
          }
        },
        (error: Error) => {
          for (const w of carried) if (waiters.delete(w)) w.reject(error);
        },
      );
    }
    if (pending.size > 0 && !timer) {
      timer = setTimeout(() => {
        timer = null;
        pump();
      }, bucket.msUntilToken());
      timer.unref();
    }
  };

  return {
    name: "cloudflare",
    merges: true,
    purge(keys) {
      if (keys.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiters.add({ unsent: new Set(keys), open: 0, resolve, reject });
        for (const key of keys) pending.add(key);
        pump();
      });
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
