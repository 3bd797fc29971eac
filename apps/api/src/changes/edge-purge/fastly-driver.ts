import { chunks, type EdgePurgeDriver, sendPurgeRequest } from "./driver.ts";

/** Fastly's batch purge takes at most this many surrogate keys per request. */
export const FASTLY_KEYS_PER_REQUEST = 256;

/**
 * Fastly: the batch surrogate-key purge, `POST /service/{id}/purge` with the keys
 * space-separated in `Surrogate-Key` and the API token in `Fastly-Key` (a token with the
 * purge_select scope). A hard purge, unlike Varnish's: Fastly serves a soft-purged page within
 * its stale-while-revalidate, so the writer's next request could get the old page (the
 * shipped Varnish VCL fetches an expired page first while the app is up; a Fastly service runs
 * its owner's VCL).
 */
export function createFastlyDriver(options: {
  apiUrl: string;
  serviceId: string;
  token: string;
  timeoutMs?: number;
}): EdgePurgeDriver {
  const url = `${options.apiUrl.replace(/\/+$/, "")}/service/${encodeURIComponent(options.serviceId)}/purge`;
  return {
    name: "fastly",
    async purge(keys) {
      for (const part of chunks(keys, FASTLY_KEYS_PER_REQUEST)) {
        await sendPurgeRequest(
          url,
          {
            method: "POST",
            headers: {
              "Fastly-Key": options.token,
              "Surrogate-Key": part.join(" "),
              Accept: "application/json",
            },
          },
          options.timeoutMs,
        );
      }
    },
  };
}
