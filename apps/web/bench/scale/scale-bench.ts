/**
 * npm run bench:http -- --scale: throughput of one instance and of two instances behind nginx,
 * on PostgreSQL and an S3-compatible store, for cached and uncached pages and the by-type API
 * call. Both measurements go through nginx, so the ratio two/one is the figure to read (on a
 * 2-core machine the load generator, nginx and PostgreSQL share the cores with the instances).
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { stopAllChildren } from "../lib.ts";
import { startCluster, startNginx } from "./cluster.ts";

const WARMUP_SECONDS = 2;
const targets = [
  { label: "/", path: "/", host: "localhost" },
  { label: "/members", path: "/members", host: "localhost" },
  { label: "member page /taco-loco", path: "/taco-loco", host: "localhost" },
  {
    label: "GET /api/posts/by-type?type=2&limit=50",
    path: "/api/posts/by-type?type=2&limit=50",
    host: "api.localhost",
  },
];

type Row = { target: string; cache: string; one: Result; two: Result };
type Result = { okPerSec: number; p99: number; non2xx: number; errors: number };

export async function runScaleBench(options: {
  duration: number;
  connections: number;
  serverUrl: string | undefined;
}): Promise<number> {
  const rootDir = path.resolve(import.meta.dirname, "../../../..");
  if (!options.serverUrl) {
    // A throwaway PostgreSQL server from Debian's packages, then this same command inside it.
    const again = spawnSync(
      "bash",
      [
        "scripts/with-postgres.sh",
        process.execPath,
        "--import",
        "tsx",
        "apps/web/bench/http.ts",
        ...process.argv.slice(2),
      ],
      { cwd: rootDir, stdio: "inherit" },
    );
    return again.status ?? 1;
  }
  const log = (m: string) => console.log(`[bench:scale] ${m}`);
  const rows: Row[] = [];
  for (const cache of ["on", "off"] as const) {
    const tmp = await mkdtemp(path.join(os.tmpdir(), "fooddir-bench-scale-"));
    try {
      const cluster = await startCluster({
        serverUrl: options.serverUrl,
        instances: 2,
        tmp,
        log,
        env: { PAGE_CACHE: cache },
      });
      const single = await startNginx(path.join(tmp, "nginx-one"), [cluster.instances[0].port]);
      for (const target of targets) {
        const one = await measure(single.port, target, options);
        const two = await measure(cluster.nginxPort, target, options);
        rows.push({ target: target.label, cache, one, two });
        log(
          `PAGE_CACHE=${cache} ${target.label}: one ${fmt(one.okPerSec)} 2xx/s, two ${fmt(two.okPerSec)} 2xx/s (x${(two.okPerSec / Math.max(one.okPerSec, 1)).toFixed(2)})`,
        );
      }
      await single.child.stop();
      await cluster.close();
    } finally {
      await stopAllChildren();
      await rm(tmp, { recursive: true, force: true });
    }
  }
  console.log(
    `\nOne vs two instances behind nginx (PostgreSQL, s3rver), ${options.connections} connections, ${options.duration} s per target after a ${WARMUP_SECONDS} s warm-up, ${os.cpus().length} cores:\n`,
  );
  const header = [
    "target",
    "page cache",
    "one 2xx/s",
    "two 2xx/s",
    "two/one",
    "p99 one",
    "p99 two",
    "non-2xx one/two",
  ];
  const lines = rows.map((r) => [
    r.target,
    r.cache,
    fmt(r.one.okPerSec),
    fmt(r.two.okPerSec),
    (r.two.okPerSec / Math.max(r.one.okPerSec, 1)).toFixed(2),
    `${fmt(r.one.p99)} ms`,
    `${fmt(r.two.p99)} ms`,
    `${r.one.non2xx + r.one.errors}/${r.two.non2xx + r.two.errors}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  for (const line of [header, widths.map((w) => "-".repeat(w)), ...lines]) {
    console.log(line.map((cell, i) => cell.padEnd(widths[i])).join("  "));
  }
  return 0;
}

async function measure(
  port: number,
  target: (typeof targets)[number],
  options: { duration: number; connections: number },
): Promise<Result> {
  const opts = {
    url: `http://127.0.0.1:${port}${target.path}`,
    connections: options.connections,
    headers: { host: target.host },
  };
  await autocannon({ ...opts, duration: WARMUP_SECONDS });
  const r = await autocannon({ ...opts, duration: options.duration });
  return {
    okPerSec: (r["2xx"] ?? 0) / options.duration,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
