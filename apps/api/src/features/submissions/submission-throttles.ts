import { isIPv4, isIPv6 } from "node:net";
import { SUBMISSION_LIMITS } from "@fooddir/contract";
import type { AttemptStore } from "../../auth/attempt-store.ts";
import { tooManyRequests } from "../../http/errors.ts";

/**
 * Throttling of the public forms, in the shared attempt store (memory for one process,
 * PostgreSQL when processes share a database). Each attempt counts when it starts.
 *
 * - Per address (hard): at most SUBMISSION_LIMITS.perIp submissions per address per domain in
 *   10 minutes, then 429. IPv6 addresses count per /64 network (one subscriber's whole range),
 *   so rotating through the addresses of one network gains nothing.
 * - Per domain (soft): SUBMISSION_LIMITS.perDomain stored submissions per domain in an hour.
 *   Past it a submission is still taken but held for staff review and not mailed one by one,
 *   so a flood from a few dozen addresses can never close a domain's forms to new visitors;
 *   the one attempt that first passes the cap in a window raises the alert (`alert`).
 *
 * The domain's count is taken only after the address's passed (a blocked address cannot use up
 * the domain's hour) and only for submissions that will be stored (bots caught by the honeypot
 * count against their address only).
 */
type Limit = { max: number; windowMs: number };

export type SubmissionVerdict = {
  /** Past the domain's cap: store the submission as held and do not mail it. */
  held: boolean;
  /** This submission is the first past the cap in the domain's window: alert the admins. */
  alert: boolean;
};

/**
 * The part of an address that is throttled: an IPv4 address as it is (IPv4-mapped IPv6 ones
 * too), an IPv6 address as its /64 network (`2001:db8:0:1::/64`).
 */
export function throttledAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  const bare = ip.replace(/%.*$/, "");
  if (!isIPv6(bare)) return ip;
  const [head, tail = ""] = bare.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; only the first four groups matter.
  const rightGroups = right.flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  const groups = bare.includes("::")
    ? [...left, ...Array(8 - left.length - rightGroups.length).fill("0"), ...rightGroups]
    : left.flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  const prefix = groups.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}

export function createSubmissionThrottles(
  store: AttemptStore,
  limits: { perIp: Limit; perDomain: Limit } = SUBMISSION_LIMITS,
) {
  return {
    /** Counts the attempt; throws 429 when over the address's limit. */
    async take(
      domainId: number,
      ip: string,
      options: { stored: boolean },
    ): Promise<SubmissionVerdict> {
      const byIp = await store.take(
        `submission:ip:${domainId}:${throttledAddress(ip)}`,
        limits.perIp.max,
        limits.perIp.windowMs,
      );
      if (!byIp.allowed) throw tooManyRequests(byIp.retryAfterSeconds);
      if (!options.stored) return { held: false, alert: false };
      const byDomain = await store.take(
        `submission:domain:${domainId}`,
        limits.perDomain.max,
        limits.perDomain.windowMs,
      );
      return { held: !byDomain.allowed, alert: byDomain.count === limits.perDomain.max + 1 };
    },
  };
}
