import { type EdgePurgeDriver, sendPurgeRequest } from "./driver.ts";

/**
 * Varnish with vmod xkey (deploy/varnish/default.vcl): `PURGE /` with `xkey-purge: <keys>` to
 * every Varnish in front of the instances (EDGE_PURGE_URLS); each drops the objects tagged with
 * any of the keys (a hard purge) and answers 200. All must answer 2xx: a Varnish that missed the
 * purge would keep serving the old page, so the whole purge is retried.
 */
export function createVarnishDriver(options: {
  urls: readonly string[];
  timeoutMs?: number;
}): EdgePurgeDriver {
  return {
    name: "varnish",
    async purge(keys) {
      if (keys.length === 0) return;
      const headers = { "xkey-purge": keys.join(" ") };
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
