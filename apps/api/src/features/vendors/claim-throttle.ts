import { CLAIM_CODE_MAX_ATTEMPTS, CLAIM_LIMIT } from "@fooddir/contract";
import type { AttemptStore } from "../../auth/attempt-store.ts";
import { tooManyRequests } from "../../http/errors.ts";
import { throttledAddress } from "../submissions/submission-throttles.ts";

/** Codes tried per address (IPv6: per /64) per domain in CLAIM_LIMIT's window: every try of every code an address may ask for. */
export const CLAIM_VERIFY_LIMIT = {
  max: CLAIM_LIMIT.max * CLAIM_CODE_MAX_ATTEMPTS,
  windowMs: CLAIM_LIMIT.windowMs,
} as const;

type Limit = { max: number; windowMs: number };

/**
 * Throttling of claims in the shared attempt store (decision 027): codes asked for per address
 * (IPv6: per /64) per domain and per listing, CLAIM_LIMIT each, and codes tried per address,
 * CLAIM_VERIFY_LIMIT; past a limit 429 with Retry-After. Each attempt counts when it starts.
 */
export function createClaimThrottle(
  store: AttemptStore,
  limits: { request: Limit; verify: Limit } = { request: CLAIM_LIMIT, verify: CLAIM_VERIFY_LIMIT },
) {
  const take = async (key: string, limit: Limit) => {
    const verdict = await store.take(key, limit.max, limit.windowMs);
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
  };
  return {
    /** A code asked for: the address's count first, so a blocked address uses up no listing's. */
    async request(domainId: number, ip: string, memberId: number): Promise<void> {
      await take(`claim:ip:${domainId}:${throttledAddress(ip)}`, limits.request);
      await take(`claim:member:${memberId}`, limits.request);
    },
    /** A code tried. */
    async verify(domainId: number, ip: string): Promise<void> {
      await take(`claim-verify:ip:${domainId}:${throttledAddress(ip)}`, limits.verify);
    },
  };
}
