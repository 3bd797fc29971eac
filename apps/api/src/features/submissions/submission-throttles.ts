import { SUBMISSION_LIMITS } from "@fooddir/contract";
import type { AttemptStore } from "../../auth/attempt-store.ts";
import { tooManyRequests } from "../../http/errors.ts";

/**
 * Throttling of the public forms, in the shared attempt store (memory for one process,
 * PostgreSQL when processes share a database): at most SUBMISSION_LIMITS.perIp submissions per
 * IP per domain in 10 minutes, and SUBMISSION_LIMITS.perDomain per domain in an hour. Each
 * attempt counts when it starts. The domain's count is taken only after the IP's passed (one
 * noisy IP cannot use up the domain's hour) and only for submissions that will be stored (bots
 * caught by the honeypot cannot close the form to people).
 */
type Limit = { max: number; windowMs: number };

export function createSubmissionThrottles(
  store: AttemptStore,
  limits: { perIp: Limit; perDomain: Limit } = SUBMISSION_LIMITS,
) {
  return {
    /** Counts the attempt; throws 429 when over a limit. */
    async take(domainId: number, ip: string, options: { stored: boolean }) {
      const byIp = await store.take(
        `submission:ip:${domainId}:${ip}`,
        limits.perIp.max,
        limits.perIp.windowMs,
      );
      if (!byIp.allowed) throw tooManyRequests(byIp.retryAfterSeconds);
      if (!options.stored) return;
      const byDomain = await store.take(
        `submission:domain:${domainId}`,
        limits.perDomain.max,
        limits.perDomain.windowMs,
      );
      if (!byDomain.allowed) throw tooManyRequests(byDomain.retryAfterSeconds);
    },
  };
}
