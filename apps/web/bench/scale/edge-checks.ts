/**
 * The scale-out test's checks of the edge (issue 26 points 4 and 5): Varnish in front of the two
 * instances, purged by key by the instance that takes a write. Each check reports its figures
 * through `report`, as the other checks of scale-test.ts do.
 */
import { exec } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { type HostReply, hostRequest } from "../../server/testing/host-request.ts";
import { api } from "./api-call.ts";
import type { Cluster } from "./cluster.ts";
import { type Call, type Outcome, paced } from "./load.ts";

type Report = (check: string, ok: boolean, figures: string) => void;

const SITE = "localhost";
const OTHER_SITE = "catering.localhost";
const API = "api.localhost";

type Topic = {
  name: string;
  path: string;
  /** Makes the write through instance B; returns the text the page must show next. */
  write: () => Promise<string>;
};

/**
 * Per topic (a post's title, the footer menu, a stop's place), a write through instance B shows
 * through Varnish on the very next request although the page was a hit right before, and a
 * page of the other domain stays a hit. Returns the member page it used (for the outage check).
 */
export async function checkEdgeFreshness(
  c: Cluster,
  token: string,
  report: Report,
): Promise<string[]> {
  const edge = edgePort(c);
  const b = c.instances[1].port;
  const call = <T>(method: string, target: string, body?: unknown) =>
    api<T>(b, method, target, token, body);

  // A published member (read as a visitor) with a stop in the coming week: its page shows its
  // title and the stop's place.
  const week = await api<Occurrence[]>(b, "GET", "/api/stops", "");
  const first = week.find((o) => Date.parse(o.ends_at) > Date.now());
  if (!first) throw new Error("the seed has no stop in the coming week");
  const memberPath = `/${first.member.url.replace(/^\/+/, "")}`;
  const topics: Topic[] = [
    {
      name: "a post's title",
      path: memberPath,
      write: async () => {
        const post = await call<PostRead>("GET", `/api/posts/${first.member.id}`);
        // Plain words: the page escapes a title's "&" (Smoke &amp; Spoke BBQ).
        const title = `Edge Truck ${Date.now()}`;
        await call("PUT", `/api/posts/${post.id}/data`, {
          url: post.attributes.url,
          title,
          post_status_id: post.post_status_id,
          no_index: post.no_index,
          no_follow: post.no_follow,
          show_in_sitemap: post.show_in_sitemap,
        });
        return title;
      },
    },
    {
      name: "the footer menu",
      path: "/members",
      write: async () => {
        const { menuBody } = await call<{ menuBody: MenuBody }>("GET", "/api/domain-menu");
        const text = `Edge ${Date.now()}`;
        await call("PUT", "/api/domain-menu", {
          header: menuBody.header,
          footer: [...menuBody.footer, { text, url: "/members", type: "internal" }],
        });
        return text;
      },
    },
    {
      name: "a stop's place",
      path: memberPath,
      write: async () => {
        // The member's next stop is the first its page lists.
        const own = await api<Occurrence[]>(
          b,
          "GET",
          `/api/stops?member_id=${first.member.id}`,
          "",
        );
        const next = own.find((o) => Date.parse(o.ends_at) > Date.now()) ?? first;
        const { location } = next;
        const name = `Edge Lot ${Date.now()}`;
        await call("PUT", `/api/locations/${location.id}`, {
          name,
          address: location.address,
          lat: location.lat,
          lng: location.lng,
        });
        return name;
      },
    },
  ];

  const get = (host: string, target: string) =>
    hostRequest(edge, "GET", target, { host, timeoutMs: 15_000 });
  const lines: string[] = [];
  const writeMs: number[] = [];
  let passed = 0;
  for (const topic of topics) {
    await get(SITE, topic.path);
    await get(OTHER_SITE, "/");
    const before = await get(SITE, topic.path);
    const text = await timed(topic.write, writeMs);
    const next = await get(SITE, topic.path);
    const other = await get(OTHER_SITE, "/");
    const fresh = next.status === 200 && next.text.includes(text);
    const ok = cacheOf(before) === "HIT" && fresh && cacheOf(other) === "HIT";
    if (ok) passed++;
    lines.push(
      `${topic.name} (${topic.path}): ${cacheOf(before)} before, next ${cacheOf(next)} ${fresh ? "fresh" : "STALE CONTENT"}, ${OTHER_SITE} ${cacheOf(other)}`,
    );
  }
  // What the instance waits for on each of those writes: one PURGE to Varnish (with the
  // secret, as the instances send it).
  const purgeMs: number[] = [];
  const purgeStatuses: number[] = [];
  const purgeHeaders = { "xkey-purge": "fd-d0-none", "x-purge-secret": c.edgePurgeSecret ?? "" };
  for (let i = 0; i < 10; i++) {
    const reply = await timed(
      () => hostRequest(edge, "PURGE", "/", { headers: purgeHeaders }),
      purgeMs,
    );
    purgeStatuses.push(reply.status);
  }
  report(
    "a write through B shows through Varnish on the next request, per topic; the other domain stays a hit",
    passed === topics.length,
    `${passed} of ${topics.length}: ${lines.join("; ")}; writes took ${writeMs.map((ms) => Math.round(ms)).join(", ")} ms (purge included); a PURGE alone takes ${median(purgeMs).toFixed(1)} ms (median of 10, ${countBy(purgeStatuses.map(String))})`,
  );
  return ["/", "/members", memberPath];
}

/**
 * PostgreSQL stopped for 30 s under reads through Varnish of pages it served before (and
 * writes): every read answers 200 (stale copies where the instances cannot render), every write
 * 503; once PostgreSQL is back, a write through B is fresh at the edge again.
 */
export async function checkEdgeOutage(
  c: Cluster,
  token: string,
  pages: string[],
  restartCommand: string,
  report: Report,
) {
  const edge = edgePort(c);
  const b = c.instances[1].port;
  // TEST_PG_RESTART ends in `restart`: `stop` stops the server, and restart run on a stopped
  // server starts it with the options it had (postmaster.opts).
  const stopCommand = restartCommand.replace(/ restart$/, " stop");
  const reads: Call[] = [
    ...pages.map((path) => ({ method: "GET", path, host: SITE })),
    { method: "GET", path: "/", host: OTHER_SITE },
  ];
  // Served (and so kept by the edge) before the outage.
  for (const read of reads) {
    const reply = await hostRequest(edge, "GET", read.path, { host: read.host });
    if (reply.status !== 200) throw new Error(`${read.host}${read.path}: ${reply.status}`);
  }
  const OUTAGE_MS = 30_000;
  let stoppedAt = 0;
  let backAt = 0;
  let writes: Outcome[] = [];
  const served = await paced({
    port: edge,
    rate: 40,
    durationMs: OUTAGE_MS + 6000,
    call: (i) => reads[i % reads.length],
    during: async (elapsed) => {
      await sleep(2000);
      await promisify(exec)(stopCommand);
      stoppedAt = elapsed();
      // Writes begin once the server is down (a write acknowledged just before the outage
      // purges its pages; the purge is soft, so their stale copies still answer).
      const writing = paced({
        port: edge,
        rate: 2,
        durationMs: OUTAGE_MS - 2000,
        call: (i) => ({
          method: "POST",
          path: "/api/faqs",
          host: API,
          token,
          body: { question: `Edge outage ${i}?`, answer: "Yes." },
        }),
      });
      await sleep(OUTAGE_MS);
      await promisify(exec)(restartCommand);
      backAt = elapsed();
      writes = await writing;
    },
  });
  const non200 = served.filter((o) => o.status !== 200);
  const writeStatuses = countBy(writes.map((w) => String(w.status || "no answer")));
  const alive = c.instances.every(
    (i) => i.child.process.exitCode === null && !i.child.process.signalCode,
  );
  report(
    "PostgreSQL down 30 s: every page served before answers 200 through Varnish, writes 503",
    non200.length === 0 && writes.length > 0 && writes.every((w) => w.status === 503) && alive,
    `down ${Math.round((backAt - stoppedAt) / 1000)} s; ${served.length} page requests, ${non200.length} not 200 (${countBy(non200.map((o) => `${o.status || "no answer"} ${o.call.host}${o.call.path}`))}); X-Cache ${countBy(served.map((o) => o.cache ?? "none"))}; writes ${writeStatuses}; instances alive: ${alive}`,
  );

  // Fresh again: once both instances listen for change events again and Varnish sees them
  // ready, a write through B shows through Varnish on the next request.
  const listening = Date.now();
  await waitListeners(c, c.instances.length, 30_000);
  const listenMs = Date.now() - listening;
  while ((await hostRequest(edge, "GET", "/healthz")).status !== 200) {
    if (Date.now() - listening > 30_000) throw new Error("Varnish sees no ready instance");
    await sleep(200);
  }
  const readyMs = Date.now() - listening;
  const before = await hostRequest(edge, "GET", "/", { host: SITE });
  const title = `Back after the outage ${Date.now()}`;
  const writeMs: number[] = [];
  let status = 0;
  const deadline = Date.now() + 15_000;
  while (status !== 200 && Date.now() < deadline) {
    const reply = await timed(
      () =>
        hostRequest(b, "PUT", "/api/domains", {
          host: API,
          token,
          body: { title, description: "Fresh from the grill." },
          timeoutMs: 15_000,
        }),
      writeMs,
    );
    status = reply.status;
    if (status !== 200) await sleep(250);
  }
  const next = await hostRequest(edge, "GET", "/", { host: SITE });
  const fresh = next.status === 200 && next.text.includes(title);
  report(
    "after PostgreSQL is back, a write through B is fresh through Varnish",
    status === 200 && fresh,
    `both instances listening ${listenMs} ms after the restart, ready at the edge ${readyMs} ms; page before the write ${before.status} ${cacheOf(before)}; write ${status} in ${Math.round(writeMs.at(-1) ?? 0)} ms (${writeMs.length} tries); next page ${next.status} ${cacheOf(next)} ${fresh ? "fresh" : "STALE CONTENT"}`,
  );
}

type Occurrence = {
  ends_at: string;
  member: { id: number; url: string };
  location: { id: number; address: string; lat: number; lng: number };
};
type PostRead = {
  id: number;
  post_status_id: number;
  attributes: { title: string; url: string };
  no_index: boolean;
  no_follow: boolean;
  show_in_sitemap: boolean;
};
type MenuBody = { header: unknown[]; footer: unknown[] };

function edgePort(c: Cluster) {
  if (!c.varnishPort) throw new Error("the cluster runs without Varnish (edge option)");
  return c.varnishPort;
}

const cacheOf = (reply: HostReply) => String(reply.headers["x-cache"] ?? "no X-Cache");

/** Instances whose change-event listener is connected (pg-bus names its connection). */
async function waitListeners(c: Cluster, count: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: c.databaseUrl });
    try {
      await client.connect();
      const { rows } = await client.query<{ n: string }>(
        "select count(*) as n from pg_stat_activity where datname = current_database() and application_name like 'fooddir-changes:%'",
      );
      if (Number(rows[0]?.n) >= count) return;
    } catch {
      // still starting
    } finally {
      await client.end().catch(() => {});
    }
    await sleep(200);
  }
  throw new Error(`fewer than ${count} instances listen for change events after ${timeoutMs} ms`);
}

async function timed<T>(fn: () => Promise<T>, into: number[]): Promise<T> {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    into.push(performance.now() - started);
  }
}

function median(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** "HIT x1200, STALE x30": how often each value came, most frequent first. */
function countBy(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return (
    [...counts]
      .sort((x, y) => y[1] - x[1])
      .map(([v, n]) => `${v} x${n}`)
      .join(", ") || "none"
  );
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
