/**
 * The scale-out test (scripts/scale-test.sh, run by CI): nginx balancing two app instances on
 * one PostgreSQL database and one S3-compatible store, then the faults of issue 12; Varnish in
 * front of the same instances, then the edge's checks of issue 26 (edge-checks.ts). Prints each
 * check with its figures and exits 1 when one fails. Needs TEST_DATABASE_URL (a server URL)
 * and TEST_PG_RESTART (the command that restarts it), as scripts/with-postgres.sh sets them.
 */
import { exec } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import sharp from "sharp";
import { hostRequest } from "../../server/testing/host-request.ts";
import { stopAllChildren } from "../lib.ts";
import { api } from "./api-call.ts";
import { type Cluster, startCluster, waitReady } from "./cluster.ts";
import { checkEdgeFreshness, checkEdgeOutage } from "./edge-checks.ts";
import { type Call, errorPercent, failed, lastFailureAfter, type Outcome, paced } from "./load.ts";

const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const restartCommand = process.env.TEST_PG_RESTART ?? "";
if (!serverUrl || !restartCommand) {
  console.error(
    "scale-test: run through scripts/scale-test.sh (TEST_DATABASE_URL, TEST_PG_RESTART)",
  );
  process.exit(2);
}

const log = (message: string) => console.log(`[scale] ${message}`);
const results: { check: string; figures: string; ok: boolean }[] = [];
const report = (check: string, ok: boolean, figures: string) => {
  results.push({ check, figures, ok });
  log(`${ok ? "ok  " : "FAIL"} ${check}: ${figures}`);
};
const SITE = "localhost";
const API = "api.localhost";
/**
 * Seconds Varnish keeps a page (EDGE_TTL; a day in production): short, so pages go stale during
 * the 30 s database outage and the edge must answer from its stale copies, not fresh ones.
 */
const EDGE_TTL = 10;

const tmp = await mkdtemp(path.join(tmpdir(), "fooddir-scale-"));
let cluster: Cluster | undefined;
try {
  cluster = await startCluster({ serverUrl, instances: 2, tmp, log, edge: { ttl: EDGE_TTL } });
  await run(cluster);
} catch (error) {
  report("the run itself", false, (error as Error).stack ?? String(error));
} finally {
  await cluster?.close().catch(() => {});
  await stopAllChildren();
  await rm(tmp, { recursive: true, force: true });
}
const failures = results.filter((r) => !r.ok);
log(failures.length === 0 ? "all checks passed" : `${failures.length} check(s) failed`);
process.exit(failures.length === 0 ? 0 : 1);

async function run(c: Cluster) {
  const [a, b] = c.instances;
  const token = await login(a.port);
  // Scheduled at the next minute through A now, checked after checks 1-3 (which fill the wait).
  const scheduled = await schedulePublish(c, token);

  // 1. A write through A shows on B's very next response, five times over (B's page cache was
  // warm each time): A's answer waits until every listening instance acknowledged the event.
  const rounds: string[] = [];
  let freshRounds = 0;
  for (let round = 1; round <= 5; round++) {
    await hostRequest(b.port, "GET", "/", { host: SITE });
    const warm = await hostRequest(b.port, "GET", "/", { host: SITE });
    const title = `Scale test ${Date.now()} ${round}`;
    await api(a.port, "PUT", "/api/domains", token, {
      title,
      description: "Fresh from the grill.",
    });
    const answered = performance.now();
    const next = await hostRequest(b.port, "GET", "/", { host: SITE });
    if (next.text.includes(title)) {
      freshRounds++;
      rounds.push(`fresh (was a cache ${warm.headers["x-page-cache"]})`);
      continue;
    }
    let later = next;
    while (!later.text.includes(title) && performance.now() - answered < 2000) {
      await sleep(10);
      later = await hostRequest(b.port, "GET", "/", { host: SITE });
    }
    rounds.push(`stale; fresh ${Math.round(performance.now() - answered)} ms after A answered`);
  }
  report(
    "a write through A shows on B's next response",
    freshRounds === 5,
    `${freshRounds} of 5 writes: ${rounds.join("; ")}`,
  );

  // 2. An upload through A is served by B (from the bucket).
  const png = await sharp({
    create: { width: 96, height: 64, channels: 3, background: "#c0392b" },
  })
    .png()
    .toBuffer();
  const boundary = `----scale${Date.now()}`;
  const multipart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scale.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const upload = await hostRequest(a.port, "POST", "/api/media", {
    host: API,
    token,
    raw: { data: multipart, contentType: `multipart/form-data; boundary=${boundary}` },
  });
  const media = JSON.parse(upload.text).data as { url: string };
  // Media urls are absolute on their site (contract.md): each instance is asked for the path.
  const mediaPath = new URL(media.url).pathname;
  const fromA = await hostRequest(a.port, "GET", mediaPath, { host: SITE });
  const fromB = await hostRequest(b.port, "GET", mediaPath, { host: SITE });
  report(
    "an upload through A is served by B",
    upload.status < 300 && fromB.status === 200 && fromB.raw.equals(fromA.raw),
    `upload ${upload.status}, ${media.url}: A ${fromA.status}, B ${fromB.status} (${fromB.raw.length} bytes, ${fromB.raw.equals(fromA.raw) ? "same" : "different"} bytes)`,
  );

  // 3. Login throttling counts across instances: 5 wrong passwords, alternating A and B.
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const port = i % 2 === 0 ? a.port : b.port;
    const reply = await hostRequest(port, "POST", "/api/auth/login", {
      host: API,
      body: { email: "editor@example.com", password: `wrong-${i}` },
    });
    statuses.push(reply.status);
  }
  report(
    "login throttling counts across A and B",
    statuses.slice(0, 5).every((s) => s === 422) && statuses[5] === 429,
    `statuses ${statuses.join(", ")} (limit 5 per account)`,
  );

  // 4. The scheduled post is published once (one "schedule" revision; pg-boss's cron runs the
  // minute job on one instance) and both instances show it soon after its minute.
  await checkScheduledPublish(c, scheduled);

  const reads: Call[] = [
    { method: "GET", path: "/", host: SITE },
    { method: "GET", path: "/members", host: SITE },
    { method: "GET", path: "/taco-loco", host: SITE },
    { method: "GET", path: "/api/posts/by-type?type=2&limit=20", host: API },
  ];

  // 5. kill -9 of instance A under 100 reads/s: nginx routes around it.
  const killed = await paced({
    port: c.nginxPort,
    rate: 100,
    durationMs: 10_000,
    call: (i) => reads[i % reads.length],
    during: async () => {
      await sleep(3000);
      process.kill(-(a.child.process.pid as number), "SIGKILL");
    },
  });
  const killErrors = errorPercent(killed);
  report(
    "kill -9 of A under 100 reads/s costs under 1 % errors",
    killErrors < 1,
    `${killed.filter(failed).length} of ${killed.length} failed (${killErrors.toFixed(2)} %)`,
  );
  await c.restart(0);

  // 6. PostgreSQL restart under 100 requests/s (a fifth of them writes).
  const readiness: number[] = [];
  let restartedAt = 0;
  let restartMs = 0;
  const outage = await paced({
    port: c.nginxPort,
    rate: 100,
    durationMs: 15_000,
    call: (i) =>
      i % 5 === 4
        ? { method: "POST", path: "/api/faqs", host: API, token, body: faq(`pg-${i}`) }
        : reads[i % reads.length],
    during: async (elapsed) => {
      await sleep(3000);
      const poll = setInterval(() => {
        void hostRequest(a.port, "GET", "/readyz", { timeoutMs: 3000 }).then(
          (r) => readiness.push(r.status),
          () => readiness.push(0),
        );
      }, 100);
      // Asynchronous: the load and the probes go on while the server restarts.
      const began = elapsed();
      await promisify(exec)(restartCommand);
      restartedAt = elapsed();
      restartMs = restartedAt - began;
      await sleep(2000);
      clearInterval(poll);
    },
  });
  const alive = c.instances.every(
    (i) => i.child.process.exitCode === null && !i.child.process.signalCode,
  );
  const recoveryMs = lastFailureAfter(outage, restartedAt);
  report(
    "a PostgreSQL restart under load: no instance exits, errors stop within 10 s",
    alive && recoveryMs <= 10_000,
    `restart took ${Math.round(restartMs)} ms; ${outage.filter(failed).length} of ${outage.length} failed (${failureKinds(outage)}); last failure ${Math.round(recoveryMs)} ms after the server was back; instances alive: ${alive}`,
  );
  report(
    "readiness reports the outage",
    readiness.some((s) => s !== 200) && readiness.at(-1) === 200,
    `/readyz of A during the restart: ${summarize(readiness)}`,
  );

  // 7. kill -9 of B under writes: every acknowledged write is found afterwards.
  const writes = await paced({
    port: c.nginxPort,
    rate: 50,
    durationMs: 8000,
    call: (i) => ({ method: "POST", path: "/api/faqs", host: API, token, body: faq(`kill-${i}`) }),
    during: async () => {
      await sleep(3000);
      process.kill(-(b.child.process.pid as number), "SIGKILL");
    },
  });
  await c.restart(1);
  const acknowledged = writes
    .filter((w) => w.status === 201)
    .map((w) => (w.json as { data: { id: number } }).data.id);
  const stored = new Set(
    (await api<{ id: number }[]>(a.port, "GET", "/api/faqs", token)).map((f) => f.id),
  );
  const lost = acknowledged.filter((id) => !stored.has(id));
  report(
    "kill -9 of B under writes: every acknowledged write is found",
    lost.length === 0 && acknowledged.length > 0,
    `${acknowledged.length} acknowledged, ${lost.length} missing, ${writes.filter(failed).length} of ${writes.length} failed`,
  );
  await waitReady(b);

  // 8-10. Through Varnish (issue 26): fresh per topic across instances, then PostgreSQL down
  // 30 s under load with the edge answering, then fresh again.
  const edgePages = await checkEdgeFreshness(c, token, report);
  await checkEdgeOutage(c, token, edgePages, restartCommand, report);
}

type Scheduled = { id: number; path: string; publishAt: number; hiddenBefore: boolean };

/** Whether an instance answers the page with 200 (a function declaration: run() starts before this line). */
async function showsPage(port: number, target: string) {
  return (await hostRequest(port, "GET", target, { host: SITE })).status === 200;
}

/**
 * A draft page scheduled through A (PUT data, publish_at) for the minute that begins at least
 * 5 s from now; whether A and B hide it until then.
 */
async function schedulePublish(c: Cluster, token: string): Promise<Scheduled> {
  const port = c.instances[0].port;
  const url = `scale-scheduled-${Date.now()}`;
  const fields = {
    url,
    title: "Scheduled by the scale test",
    post_status_id: 1,
    no_index: false,
    no_follow: false,
    show_in_sitemap: true,
  };
  const post = await api<{ id: number }>(port, "POST", "/api/posts", token, {
    ...fields,
    post_type_id: 1,
  });
  const publishAt = Math.ceil((Date.now() + 5000) / 60_000) * 60_000;
  await api(port, "PUT", `/api/posts/${post.id}/data`, token, {
    ...fields,
    publish_at: new Date(publishAt).toISOString(),
  });
  const shown = await Promise.all(c.instances.map((i) => showsPage(i.port, `/${url}`)));
  return { id: post.id, path: `/${url}`, publishAt, hiddenBefore: !shown.some(Boolean) };
}

/** Waits up to 40 s past the publish time for both instances to show the page. */
async function checkScheduledPublish(c: Cluster, scheduled: Scheduled) {
  const shows = (port: number) => showsPage(port, scheduled.path);
  const seenAt: (number | null)[] = c.instances.map(() => null);
  while (seenAt.some((t) => t === null) && Date.now() < scheduled.publishAt + 40_000) {
    await sleep(500);
    for (const [index, instance] of c.instances.entries()) {
      if (seenAt[index] === null && (await shows(instance.port))) seenAt[index] = Date.now();
    }
  }
  const client = new pg.Client({ connectionString: c.databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ runs: string }>(
      "select count(*) as runs from post_revisions where post_id = $1 and kind = 'schedule'",
      [scheduled.id],
    )
    .finally(() => client.end());
  const runs = Number(rows[0]?.runs ?? 0);
  const after = seenAt.map((t, i) =>
    t === null
      ? `${c.instances[i].name} never`
      : `${c.instances[i].name} +${Math.round((t - scheduled.publishAt) / 1000)} s`,
  );
  report(
    "a scheduled publish happens once and shows on A and B after its minute",
    scheduled.hiddenBefore &&
      runs === 1 &&
      seenAt.every((t) => t !== null && t >= scheduled.publishAt),
    `published ${runs} time(s); before its time: ${scheduled.hiddenBefore ? "hidden" : "visible"}; seen ${after.join(", ")} after ${new Date(scheduled.publishAt).toISOString()}`,
  );
}

function faq(tag: string) {
  return { question: `Scale ${tag}?`, answer: "Yes." };
}

async function login(port: number) {
  const data = await api<{ access_token: string }>(port, "POST", "/api/auth/login", undefined, {
    email: "admin@example.com",
    password: "foodtrucks-demo",
  });
  return data.access_token;
}

/** "200 x12, 503 x8, 200 x30": the statuses in order, runs collapsed. */
/** Failures by status and method, e.g. "503 GET x120, 0 POST x3" (0 = no answer). */
function failureKinds(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const o of outcomes.filter(failed)) {
    const key = `${o.status} ${o.call.method}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key} x${n}`).join(", ") || "none";
}

function summarize(statuses: number[]): string {
  const runs: string[] = [];
  let i = 0;
  while (i < statuses.length) {
    let j = i;
    while (j < statuses.length && statuses[j] === statuses[i]) j++;
    runs.push(`${statuses[i] || "no answer"} x${j - i}`);
    i = j;
  }
  return runs.join(", ") || "no probes";
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
