import { type EdgePurgeDriver, sendPurgeRequest } from "./driver.ts";

/** The header carrying EDGE_PURGE_SECRET; Varnish refuses a PURGE without it (403). */
export const PURGE_SECRET_HEADER = "x-purge-secret";

/**
 * Varnish with vmod xkey (deploy/varnish/default.vcl): `PURGE /` with `xkey-purge: <keys>` and
 * the shared secret (EDGE_PURGE_SECRET) in X-Purge-Secret to every Varnish in front of the
 * instances (EDGE_PURGE_URLS); each expires the objects tagged with any of the keys (a soft
 * purge: they stay as stale copies for an outage, never served while the app answers) and
 * answers 200. All must answer 2xx: a Varnish that missed the purge would keep serving the old
 * page, so the whole purge is retried.
 */
export function createVarnishDriver(options: {
  urls: readonly string[];
  secret: string;
  timeoutMs?: number;
}): EdgePurgeDriver {
  return {
    name: "varnish",
    async purge(keys) {
      if (keys.length === 0) return;
      const headers = { "xkey-purge": keys.join(" "), [PURGE_SECRET_HEADER]: options.secret };
      const results = await Promise.allSettled(
        options.urls.map((base) =>
          sendPurgeRequest(
            new URL("/", base).href,
            { method: "PURGE", headers },
            options.timeoutMs,
          ),
        ),
      );
      const failed = results.filter((r) => r.status === "rejected");
      if (failed.length > 0) {
        throw new Error(failed.map((r) => (r.reason as Error).message).join("; "));
      }
    },
  };
}
