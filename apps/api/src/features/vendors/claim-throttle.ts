import { CLAIM_CODE_MAX_ATTEMPTS, CLAIM_LIMIT } from "@fooddir/contract";
import type { AttemptStore } from "../../auth/attempt-store.ts";
import { tooManyRequests } from "../../http/errors.ts";
import { throttledAddress } from "../submissions/submission-throttles.ts";

/** Codes tried per address (IPv6: per /64) per domain in CLAIM_LIMIT's window: every try of every code an address may ask for. */
export const CLAIM_VERIFY_LIMIT = {
  max: CLAIM_LIMIT.max * CLAIM_CODE_MAX_ATTEMPTS,
  windowMs: CLAIM_LIMIT.windowMs,
} as const;

/**
 * Codes tried per listing per address in CLAIM_LIMIT's window: a code works only from the address
 * that asked for it (claim-code.ts), so this is the tries of that address's codes, which nobody
 * elsewhere can use up.
 */
export const CLAIM_CODE_TRIES = {
  max: CLAIM_CODE_MAX_ATTEMPTS,
  windowMs: CLAIM_LIMIT.windowMs,
} as const;

type Limit = { max: number; windowMs: number };

/**
 * Throttling of claims in the shared attempt store (decisions 027, 029): codes asked for per
 * address (IPv6: per /64) per domain, CLAIM_LIMIT; codes tried per address, CLAIM_VERIFY_LIMIT,
 * and per listing and address, CLAIM_CODE_TRIES. Nothing here counts per listing alone, so a
 * stranger cannot use up a listing's quota for its owner (issue 37 point 8); the per-listing
 * limit counts claims actually verified (request-member-claim.ts). Past a limit 429 with
 * Retry-After. Each attempt counts when it starts.
 */
export function createClaimThrottle(
  store: AttemptStore,
  limits: { request: Limit; verify: Limit; tries: Limit } = {
    request: CLAIM_LIMIT,
    verify: CLAIM_VERIFY_LIMIT,
    tries: CLAIM_CODE_TRIES,
  },
) {
  const take = async (key: string, limit: Limit) => {
    const verdict = await store.take(key, limit.max, limit.windowMs);
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
  };
  return {
    /** A code asked for. */
    async request(domainId: number, ip: string): Promise<void> {
      await take(`claim:ip:${domainId}:${throttledAddress(ip)}`, limits.request);
    },
    /** A code tried: the address's count first, then its count on this listing. */
    async verify(domainId: number, ip: string, memberId: number): Promise<void> {
      const address = throttledAddress(ip);
      await take(`claim-verify:ip:${domainId}:${address}`, limits.verify);
      await take(`claim-verify:member:${memberId}:${address}`, limits.tries);
    },
  };
}
