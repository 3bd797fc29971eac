import client from "prom-client";
import type { LoadLimit } from "../http/load-limit.ts";

/** Which part of the listener answered: the API host, or a site host (pages, files). */
export type ListenerKind = "api" | "site";

export type Metrics = ReturnType<typeof createMetrics>;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const LISTENER_LABELS = {
  api: Object.freeze({ listener: "api" }),
  site: Object.freeze({ listener: "site" }),
} satisfies Record<ListenerKind, unknown>;

/**
 * A Prometheus counter counted per request in a plain Map and added to the counter when it is
 * read (a scrape): prom-client's `inc` sorts, hashes and checks the labels on every call, which
 * showed in a cached page's profile (issue 26). `key` names one label set; `labels` makes it
 * the first time that set is counted.
 */
function tallied<L extends string>(config: client.CounterConfiguration<L>) {
  const pending = new Map<string, { labels: client.LabelValues<L>; count: number }>();
  new client.Counter<L>({
    ...config,
    collect() {
      for (const entry of pending.values()) {
        if (entry.count === 0) continue;
        this.inc(entry.labels, entry.count);
        entry.count = 0;
      }
    },
  });
  return (key: string, labels: () => client.LabelValues<L>) => {
    const entry = pending.get(key);
    if (entry) entry.count += 1;
    else pending.set(key, { labels: labels(), count: 1 });
  };
}

/**
 * Prometheus metrics of one process (GET /metrics, only with METRICS_TOKEN): request rate and
 * latency per listener, the page cache's hits and misses, the change events' delivery lag, the
 * edge purges (sent, failed, keys, lag), the load limits, and prom-client's process metrics (CPU, memory, event-loop lag, GC).
 */
export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const countRequest = tallied({
    name: "fooddir_http_requests_total",
    help: "Answered HTTP requests by listener, method and status class",
    labelNames: ["listener", "method", "status"] as const,
    registers,
  });
  const duration = new client.Histogram({
    name: "fooddir_http_request_duration_seconds",
    help: "Time from request to the end of the answer",
    labelNames: ["listener"] as const,
    buckets: SECONDS,
    registers,
  });
  const countPageCache = tallied({
    name: "fooddir_page_cache_requests_total",
    help: "Public page requests by page cache outcome (hit, miss, bypass)",
    labelNames: ["result"] as const,
    registers,
  });
  const eventLag = new client.Histogram({
    name: "fooddir_change_event_lag_seconds",
    help: "Time from publishing a change event until PostgreSQL delivered it to every listener",
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2],
    registers,
  });
  const edgePurges = new client.Counter({
    name: "fooddir_edge_purges_total",
    help: "Edge purges (driver calls, retries included) by driver and result (sent, failed)",
    labelNames: ["driver", "result"] as const,
    registers,
  });
  const edgePurgeKeys = new client.Counter({
    name: "fooddir_edge_purge_keys_total",
    help: "Cache keys the edge took in sent purges, by driver",
    labelNames: ["driver"] as const,
    registers,
  });
  const edgePurgeLag = new client.Histogram({
    name: "fooddir_edge_purge_lag_seconds",
    help: "Time from a change event to the edge taking its purge, retries included",
    labelNames: ["driver"] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10, 60, 300, 1800],
    registers,
  });
  const limits = new Map<string, LoadLimit>();
  const limitGauge = (name: string, help: string, read: (limit: LoadLimit) => number) =>
    new client.Gauge({
      name,
      help,
      labelNames: ["limit"] as const,
      registers,
      collect() {
        for (const [label, limit] of limits) this.set({ limit: label }, read(limit));
      },
    });
  limitGauge("fooddir_load_active", "Requests holding a slot of the load limit", (l) => l.active);
  limitGauge("fooddir_load_waiting", "Requests waiting for a slot", (l) => l.waiting);
  limitGauge("fooddir_load_refused", "Requests refused (503) since start", (l) => l.refused);

  return {
    registry,
    /** One answered request; `cache` is the page's X-Page-Cache value, if any. */
    observeRequest(
      listener: ListenerKind,
      method: string,
      status: number,
      seconds: number,
      cache?: string,
    ) {
      const statusClass = `${Math.floor(status / 100)}xx`;
      countRequest(`${listener} ${method} ${statusClass}`, () => ({
        listener,
        method,
        status: statusClass,
      }));
      duration.observe(LISTENER_LABELS[listener], seconds);
      if (cache === "hit" || cache === "miss" || cache === "bypass")
        countPageCache(cache, () => ({ result: cache }));
    },
    observeEventLag(seconds: number) {
      eventLag.observe(seconds);
    },
    /** One purge driver call (changes/edge-purge/edge-purger.ts); the lag when it was sent. */
    observeEdgePurge(driver: string, result: "sent" | "failed", keys: number, lagSeconds?: number) {
      edgePurges.inc({ driver, result });
      if (result !== "sent") return;
      edgePurgeKeys.inc({ driver }, keys);
      if (lagSeconds !== undefined) edgePurgeLag.observe({ driver }, lagSeconds);
    },
    watchLoadLimit(label: string, limit: LoadLimit) {
      limits.set(label, limit);
    },
  };
}
