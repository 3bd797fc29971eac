export type TokenBucket = ReturnType<typeof createTokenBucket>;

/**
 * A token bucket: `burst` tokens at most, refilled at `perMinute`. Cloudflare limits purge
 * requests this way (per account: Free 5 a minute, a bucket of 25), and a request beyond it gets
 * 429; the driver waits for a token instead.
 */
export function createTokenBucket(options: {
  perMinute: number;
  burst: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const msPerToken = 60_000 / options.perMinute;
  let tokens = options.burst;
  let at = now();
  const refill = () => {
    const t = now();
    tokens = Math.min(options.burst, tokens + (t - at) / msPerToken);
    at = t;
  };
  return {
    /** Takes a token if one is there. */
    take(): boolean {
      refill();
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    /** Milliseconds until a token is there (0: now). */
    msUntilToken(): number {
      refill();
      return tokens >= 1 ? 0 : Math.ceil((1 - tokens) * msPerToken);
    },
  };
}
