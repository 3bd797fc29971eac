/**
 * npm run bench:http [-- --members 200 --duration 5 --connections 50 --pg postgres://user@host:5432/postgres --edge --no-wordpress]
 *
 * HTTP throughput of the one listener (apps/web/server/main.ts) measured with autocannon
 * (50 connections): public pages with the page cache on and off, a few API reads, and the
 * ceiling for the same page bytes served from memory by a bare node:http server (and nginx
 * when installed). The uncached /members and its distinct searches are measured in turns with
 * stock WordPress doing the same kind of page (wordpress.ts: Debian's package, installed when
 * missing, 200 posts, 24 a page); --no-wordpress leaves it out. With --edge, Varnish
 * (deploy/varnish/default.vcl, Debian's varnishd) in front of the cached server too: the pages
 * through it beside nginx serving the same bytes, and what the purge costs a write
 * (EDGE_PURGE=varnish against none). Works on a throwaway DATA_DIR (embedded database) or a
 * throwaway database on the given PostgreSQL server; everything is removed at the end. Prints
 * numbers only; nothing asserts on them.
 *
 * This file reads the arguments and runs the steps in order; the app's side is http-app.ts, the
 * ceilings http-ceilings.ts, the load runner http-load.ts and the printed report http-report.ts.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Post } from "@fooddir/contract";
import { addStops } from "./bench-stops.ts";
import { startVarnish, VARNISHD, waitEdge } from "./edge.ts";
import {
  API_HOST,
  addMembers,
  adminToken,
  createPgDatabase,
  headerOfPages,
  recordPages,
  SITE_HOST,
  startServer,
  timeWrites,
} from "./http-app.ts";
import { hasNginx, startCeilingServer, startNginx } from "./http-ceilings.ts";
import {
  createLoadRunner,
  PAGE_TURNS,
  type Side,
  type Target,
  WARMUP_SECONDS,
  waitQuiet,
} from "./http-load.ts";
import { log, printReport, type WordPressRun, type WriteTimes } from "./http-report.ts";
import { apiJson, freePort, runCommand, stopAllChildren } from "./lib.ts";
import {
  removeWordPressConfigs,
  startWordPress,
  WORDPRESS_PER_PAGE,
  WORDPRESS_POSTS,
  type WordPress,
} from "./wordpress.ts";

const { values: args } = parseArgs({
  options: {
    members: { type: "string", default: "200" },
    stops: { type: "string", default: "1000" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "50" },
    pg: { type: "string" },
    scale: { type: "boolean", default: false },
    edge: { type: "boolean", default: false },
    "no-wordpress": { type: "boolean", default: false },
    "cpu-prof": { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  console.log(
    "npm run bench:http -- [--members N (200)] [--stops N (1000)] [--duration seconds (5)] [--connections N (50)] [--pg postgres://server-url] [--scale] [--edge] [--no-wordpress] [--cpu-prof dir (V8 profiles of the servers, written when each stops)]",
  );
  process.exit(0);
}
const extraMembers = Number(args.members);
const extraStops = Number(args.stops);
const duration = Number(args.duration);
const CONNECTIONS = Number(args.connections);
if (!Number.isInteger(CONNECTIONS) || CONNECTIONS < 1) fail("--connections takes a whole number");
if (!Number.isInteger(extraMembers) || extraMembers < 0) fail("--members takes a whole number");
if (!Number.isInteger(extraStops) || extraStops < 0) fail("--stops takes a whole number");
if (!(duration > 0)) fail("--duration takes a number of seconds");
if (args.edge && !existsSync(VARNISHD))
  fail(`--edge needs Varnish (${VARNISHD}: apt-get install varnish varnish-modules)`);

const webDir = path.resolve(import.meta.dirname, "..");
const rootDir = path.resolve(webDir, "../..");
if (!existsSync(path.join(webDir, "build/server/index.js"))) fail("run npm run build first");
if (args.scale) {
  // One instance vs two behind nginx, on PostgreSQL and an S3-compatible store.
  const { runScaleBench } = await import("./scale/scale-bench.ts");
  process.exit(
    await runScaleBench({
      duration,
      connections: CONNECTIONS,
      serverUrl: args.pg ?? process.env.TEST_DATABASE_URL,
    }),
  );
}

// ---- cleanup on every exit path -----------------------------------------------------------

const tmp = await mkdtemp(path.join(os.tmpdir(), "fooddir-bench-http-"));
let dropDatabase: (() => Promise<void>) | undefined;
let cleaning: Promise<void> | undefined;
function cleanup() {
  cleaning ??= (async () => {
    await stopAllChildren().catch((err) => console.error(`stopping children: ${err}`));
    await removeWordPressConfigs().catch((err) => console.error(`WordPress config: ${err}`));
    if (dropDatabase) await dropDatabase().catch((err) => console.error(`drop database: ${err}`));
    await rm(tmp, { recursive: true, force: true }).catch(() => {});
  })();
  return cleaning;
}
// `on`, not `once`: Ctrl-C reaches npm, tsx and this process, so the signal can come twice,
// and without a listener tsx's preflight would exit before the cleanup is done.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    if (cleaning) return;
    console.error(`\n${signal}: stopping the benchmark and cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}
process.on("unhandledRejection", (err) => {
  console.error(err);
  void cleanup().finally(() => process.exit(1));
});

// ---- the run ------------------------------------------------------------------------------

const { rows, measure, measureInTurns } = createLoadRunner({
  connections: CONNECTIONS,
  duration,
});
const notes: string[] = [];
const writeTimes: WriteTimes = { purge: [], none: [] };
const serverOptions = { webDir, cpuProfDir: args["cpu-prof"] };

try {
  const dataDir = path.join(tmp, "data");
  await mkdir(dataDir);
  const baseEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  delete baseEnv.DATABASE_URL;
  delete baseEnv.PAGE_CACHE;

  const setupStarted = Date.now();
  if (args.pg) {
    const database = await createPgDatabase(args.pg);
    dropDatabase = database.drop;
    const databaseUrl = database.url;
    baseEnv.DATABASE_URL = databaseUrl;
    log(`database: PostgreSQL ${redact(databaseUrl)}`);
    await runCommand("npm run db:seed", "npm", ["run", "db:seed"], { cwd: rootDir, env: baseEnv });
  } else {
    log(`database: embedded PGlite in ${dataDir}`);
    await runCommand("npm run db:setup", "npm", ["run", "db:setup"], {
      cwd: rootDir,
      env: baseEnv,
    });
  }
  log(`setup and demo seed in ${Date.now() - setupStarted} ms`);

  // --edge: Varnish starts first, in front of the port the cached server will take, so the
  // server's purges (every member and stop added below) reach it from the first write on.
  const edgeEnv: NodeJS.ProcessEnv = {};
  let edge: Awaited<ReturnType<typeof startVarnish>> | undefined;
  const cachedPort = await freePort();
  if (args.edge) {
    edge = await startVarnish({
      dir: path.join(tmp, "varnish"),
      backendPorts: [cachedPort],
      waitForBackend: false,
      // The same bytes as the other rows: autocannon takes no gzip, so Varnish keeps and sends
      // the identity body. With gzip support on (the default) it would fetch the gzip body and
      // gunzip it on every hit for such a client; browsers, which take gzip, get stored bytes
      // as they are either way, which is what this row measures.
      args: ["-p", "http_gzip_support=off"],
    });
    edgeEnv.EDGE_PURGE = "varnish";
    edgeEnv.EDGE_PURGE_URLS = `http://127.0.0.1:${edge.port}`;
    edgeEnv.EDGE_PURGE_SECRET = edge.purgeSecret;
    log(`Varnish on port ${edge.port} in front of port ${cachedPort}`);
  }

  // Cache on: add the members through the API, record the pages, measure.
  let server = await startServer(serverOptions, { ...baseEnv, ...edgeEnv }, "on", cachedPort);
  if (edge) await waitEdge(edge);
  const memberCount = await addMembers(server.port, extraMembers);
  const stopsAdded = Date.now();
  const schedule = await addStops(
    server.port,
    await adminToken(server.port),
    extraStops,
    // The demo domain's date (America/Los_Angeles): the series begin a week before it.
    new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date()),
  );
  log(
    `added ${extraStops} recurring stops in ${Date.now() - stopsAdded} ms: ${schedule.stops} stops, ${schedule.occurrences} occurrences in the next 7 days`,
  );
  const member = (
    await apiJson<{ data: Post[] }>({
      port: server.port,
      host: API_HOST,
      path: "/api/posts/by-type?type=2&limit=1",
    })
  ).data[0];
  if (!member) throw new Error("the seed has no published member");
  const memberPath = `/${member.attributes.url.replace(/^\/+/, "")}`;
  const membersTarget: Target = {
    label: "/members",
    path: "/members",
    host: SITE_HOST,
    page: true,
  };
  const targets: Target[] = [
    { label: "/", path: "/", host: SITE_HOST, page: true },
    membersTarget,
    { label: `member page ${memberPath}`, path: memberPath, host: SITE_HOST, page: true },
    { label: "/today", path: "/today", host: SITE_HOST, page: true },
    { label: "GET /api/site", path: "/api/site", host: API_HOST, page: false },
    {
      label: "GET /api/posts/by-type?type=2&limit=500",
      path: "/api/posts/by-type?type=2&limit=500",
      host: API_HOST,
      page: false,
    },
    { label: "GET /api/stops (7 days)", path: "/api/stops", host: API_HOST, page: false },
    {
      label: "GET /api/domains/current",
      path: "/api/domains/current",
      host: API_HOST,
      page: false,
    },
  ];
  const pageTargets = targets.filter((t) => t.page);
  // Distinct renders (cache off only): identical concurrent requests share one render, so this
  // row asks 52 different /members searches in turn, never one already in flight.
  const searchLetters = [..."abcdefghijklmnopqrstuvwxyz"].flatMap((letter) => [
    letter,
    letter.toUpperCase(),
  ]);
  const distinctRenders: Target = {
    label: "/members?search=<letter> (distinct)",
    path: "/members?search=a",
    host: SITE_HOST,
    page: false,
    distinct: searchLetters.map((letter) => `/members?search=${letter}`),
  };
  log(`${memberCount} published members on ${SITE_HOST}; measuring ${duration} s per target`);

  // The ceilings serve the recorded bytes from memory. Each page is measured on the app and the
  // ceilings in turns, twice over, so a busy machine skews both sides of a ratio alike.
  const recorded = await recordPages(server.port, pageTargets);
  const ceiling = await startCeilingServer(tmp, webDir, recorded);
  const nginx = hasNginx() ? await startNginx(tmp, recorded) : undefined;
  if (!nginx) notes.push("nginx: not installed");
  await waitQuiet("server (PAGE_CACHE=on)", server.child.process.pid);
  for (const target of targets) {
    if (!target.page) {
      await measure(server.port, target, "cached", server.child.process.pid);
      continue;
    }
    const sides: Side[] = [
      { port: server.port, mode: "cached", pid: server.child.process.pid },
      { port: ceiling.port, mode: "node:http ceiling", pid: ceiling.child.process.pid },
      ...(nginx ? [{ port: nginx.port, mode: "nginx" as const }] : []),
      ...(edge ? [{ port: edge.port, mode: "varnish" as const }] : []),
    ];
    await measureInTurns(target, sides, PAGE_TURNS);
  }
  notes.push(
    `X-Page-Cache with PAGE_CACHE=on: ${await headerOfPages(server.port, pageTargets, "x-page-cache")}`,
  );
  if (edge) {
    notes.push(
      `X-Cache through Varnish: ${await headerOfPages(edge.port, pageTargets, "x-cache")}`,
    );
    writeTimes.purge = await timeWrites(server.port);
  }
  await Promise.all([
    server.child.stop(),
    ceiling.child.stop(),
    nginx?.child.stop(),
    edge?.child.stop(),
  ]);

  // Cache off. WordPress's pages take turns with the app's pages of the same kind: its
  // category listing with /members, its searches in the category with the distinct searches.
  let wordpressRun: WordPressRun = { measured: false, reason: "--no-wordpress" };
  let wordpress: WordPress | undefined;
  if (!args["no-wordpress"]) {
    try {
      wordpress = await startWordPress(tmp);
      wordpressRun = {
        measured: true,
        version: wordpress.version,
        posts: WORDPRESS_POSTS,
        perPage: WORDPRESS_PER_PAGE,
        phpChildren: wordpress.phpChildren,
      };
    } catch (err) {
      // No apt (not root, offline) or a start that failed: the WordPress rows say why.
      const reason = (err instanceof Error ? err.message : String(err)).trim();
      log(`WordPress not measured: ${reason}`);
      // The first line names the step; the last, for a failed install, says what is missing.
      const lines = reason.split("\n").filter((line) => line.trim() !== "");
      wordpressRun = {
        measured: false,
        reason: lines.length > 1 ? `${lines[0]} ${lines.at(-1)}` : reason,
      };
    }
  }
  const peerOf = new Map<Target, Target>();
  if (wordpress) {
    const { host, listingPath, searchPath } = wordpress;
    peerOf.set(membersTarget, {
      label: `WordPress ${listingPath} (${WORDPRESS_PER_PAGE} a page)`,
      path: listingPath,
      host,
      page: false,
    });
    peerOf.set(distinctRenders, {
      label: `WordPress ${searchPath("a").replace("s=a", "s=<letter>")} (distinct)`,
      path: searchPath("a"),
      host,
      page: false,
      distinct: searchLetters.map(searchPath),
    });
  }
  server = await startServer(serverOptions, baseEnv, "off");
  await waitQuiet("server (PAGE_CACHE=off)", server.child.process.pid);
  for (const target of [...targets, distinctRenders]) {
    const pid = server.child.process.pid;
    const peer = peerOf.get(target);
    if (!peer || !wordpress) {
      await measure(server.port, target, "PAGE_CACHE=off", pid);
      continue;
    }
    await measureInTurns(
      target,
      [
        { port: server.port, mode: "PAGE_CACHE=off", pid },
        { port: wordpress.port, mode: "wordpress", target: peer },
      ],
      PAGE_TURNS,
    );
  }
  await wordpress?.stop();
  notes.push(
    `X-Page-Cache with PAGE_CACHE=off: ${await headerOfPages(server.port, pageTargets, "x-page-cache")}`,
  );
  if (edge) writeTimes.none = await timeWrites(server.port);
  await server.child.stop();

  printReport({
    rows,
    notes,
    writeTimes,
    memberCount,
    stopCount: schedule.stops,
    database: args.pg ? "PostgreSQL" : "embedded PGlite",
    edge: args.edge,
    wordpress: wordpressRun,
    connections: CONNECTIONS,
    duration,
    warmupSeconds: WARMUP_SECONDS,
    pageTurns: PAGE_TURNS,
  });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await cleanup();
}

function redact(url: string) {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.toString();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
