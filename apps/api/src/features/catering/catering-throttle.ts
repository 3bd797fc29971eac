import { CATERING_CAPS, CATERING_REQUEST_LIMIT } from "@fooddir/contract";
import type { AttemptStore } from "../../auth/attempt-store.ts";
import type { Config } from "../../config.ts";
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

type Limit = { max: number; windowMs: number };
export type CateringCapLimits = { perDomain: Limit; perTruck: Limit };

/** CATERING_CAPS with the numbers of the configuration (CATERING_MAX_PER_DOMAIN / _PER_TRUCK). */
export const cateringCapLimits = (config: Pick<Config, "cateringCaps">): CateringCapLimits => ({
  perDomain: { ...CATERING_CAPS.perDomain, max: config.cateringCaps.perDomain },
  perTruck: { ...CATERING_CAPS.perTruck, max: config.cateringCaps.perTruck },
});

/** A window's length in words: "an hour", "24 hours", "10 minutes". */
export function windowText(windowMs: number): string {
  const minutes = Math.round(windowMs / 60_000);
  if (minutes === 60) return "an hour";
  return minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;
}

export type CateringCapVerdict = {
  /** Why the request is held for staff review (not mailed); "" to mail it. */
  heldReason: string;
  /** The first request held in the domain's window: alert the site admins (once per window). */
  alert: boolean;
};

/**
 * The caps on what requests mail (CATERING_CAPS), in the shared attempt store, so a flood from
 * many addresses cannot turn the site into a mailer to its trucks. For a request about to be
 * mailed to `trucks`: the domain's count, then (when within it) each truck's count are taken;
 * past either the request is held. Counts are taken when a request is decided, held ones too:
 * a flood uses up the trucks' windows, the mails staff send later do not count. The first held
 * request of a domain window takes the alert key and raises the alert.
 */
export function createCateringCaps(store: AttemptStore, limits: CateringCapLimits = CATERING_CAPS) {
  const { perDomain, perTruck } = limits;
  return {
    limits,
    async take(
      domainId: number,
      trucks: { member_id: number; title: string }[],
    ): Promise<CateringCapVerdict> {
      const byDomain = await store.take(
        `catering:domain:${domainId}`,
        perDomain.max,
        perDomain.windowMs,
      );
      let heldReason = "";
      if (!byDomain.allowed) {
        heldReason = `Held for review: this site's trucks were sent more than ${perDomain.max} catering requests within ${windowText(perDomain.windowMs)}.`;
      } else {
        const verdicts = await Promise.all(
          trucks.map((t) =>
            store.take(
              `catering:truck:${domainId}:${t.member_id}`,
              perTruck.max,
              perTruck.windowMs,
            ),
          ),
        );
        const over = trucks.filter((_, i) => !verdicts[i].allowed).map((t) => t.title);
        if (over.length > 0) {
          heldReason = `Held for review: ${over.join(", ")} ${over.length === 1 ? "was" : "were"} sent ${perTruck.max} catering requests within ${windowText(perTruck.windowMs)} already.`;
        }
      }
      if (!heldReason) return { heldReason, alert: false };
      const alert = await store.take(`catering:alert:${domainId}`, 1, perDomain.windowMs);
      return { heldReason, alert: alert.allowed };
    },
  };
}
