import { CATERING_REQUEST_LIMIT } from "@fooddir/contract";
import type { AttemptStore } from "../../auth/attempt-store.ts";
import { tooManyRequests } from "../../http/errors.ts";
import { throttledAddress } from "../submissions/submission-throttles.ts";

/**
 * Throttling of POST /api/catering-requests in the shared attempt store: at most
 * CATERING_REQUEST_LIMIT.max requests per address (IPv6: per /64) per domain in its window, then
 * 429 with Retry-After. Each attempt counts when it starts, a bot caught by the honeypot too.
 */
export function createCateringThrottle(
  store: AttemptStore,
  limit: { max: number; windowMs: number } = CATERING_REQUEST_LIMIT,
) {
  return {
    async take(domainId: number, ip: string): Promise<void> {
      const verdict = await store.take(
        `catering:ip:${domainId}:${throttledAddress(ip)}`,
        limit.max,
        limit.windowMs,
      );
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
    },
  };
}
