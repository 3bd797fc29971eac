import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";
import type { createMetrics } from "../src/ops/metrics.ts";

// Shared by the edge purge test files (issue 26 point 2, decision 028): stubs of the purge APIs
// that record what they were sent, and the metrics they count.

export const quiet = () => {};
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Seen = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** When it arrived (epoch ms). */
  at: number;
};

/** An HTTP server on 127.0.0.1 that records every request; `stop` makes it unreachable. */
export async function startStub(answer: (seen: Seen) => number = () => 200) {
  const seen: Seen[] = [];
  let port = 0;
  let server: http.Server;
  const start = () =>
    new Promise<void>((resolve) => {
      server = http.createServer((req, res) => {
        let body = "";
        req.setEncoding("utf8");
        req.on("data", (chunk: string) => {
          body += chunk;
        });
        req.on("end", () => {
          const request = {
            method: req.method ?? "",
            url: req.url ?? "",
            headers: req.headers,
            body,
            at: Date.now(),
          };
          seen.push(request);
          res.writeHead(answer(request), { "content-type": "application/json" });
          res.end('{"success":true,"errors":[],"result":{"id":"x"}}');
        });
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  await start();
  afterAll(stop);
  return { seen, url: `http://127.0.0.1:${port}`, start, stop };
}

/** A counter's or histogram count's value in the metrics registry, for the given labels. */
export async function metric(
  metrics: ReturnType<typeof createMetrics>,
  name: string,
  labels: Record<string, string>,
) {
  const found = await metrics.registry.getSingleMetric(name)?.get();
  const value = found?.values.find((v) =>
    Object.entries(labels).every(([k, l]) => v.labels[k] === l),
  );
  return value?.value ?? 0;
}
