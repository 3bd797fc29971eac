/** What `npm run bench:http` prints: its log lines, the table of rows and the issue's goals. */
import os from "node:os";
import type { Mode, Row } from "./http-load.ts";

/** Issue 40's goals, each a row of the report below. */
const GOALS = {
  /** A cached page's req/s against node:http serving its bytes from memory. */
  ofCeiling: 0.7,
  /** A page through Varnish (the shipped VCL) against nginx serving the same bytes. */
  varnishOfNginx: 0.9,
  /** Uncached /members against WordPress's category listing, both 24 a page (2xx/s). */
  membersOfWordPress: 20,
  /** Distinct /members searches against WordPress's searches in the category (2xx/s). */
  searchesOfWordPress: 25,
  /** GET /api/domains/current, req/s. */
  domainsCurrent: 15_000,
} as const;

/** WordPress beside the uncached pages (wordpress.ts), or why it was not measured. */
export type WordPressRun =
  | { measured: true; version: string; posts: number; perPage: number; phpChildren: number }
  | { measured: false; reason: string };

/** Milliseconds of each timed write (--edge), with and without the purge driver. */
export type WriteTimes = { purge: number[]; none: number[] };

/** Everything the report is made of: the rows measured and what the run noted on the way. */
export type ReportInput = {
  rows: Row[];
  notes: string[];
  writeTimes: WriteTimes;
  memberCount: number;
  stopCount: number;
  database: "PostgreSQL" | "embedded PGlite";
  edge: boolean;
  wordpress: WordPressRun;
  connections: number;
  duration: number;
  /** Seconds of unmeasured load before each measurement. */
  warmupSeconds: number;
  /** Turns of each cached page and its ceilings (and uncached page and WordPress's), averaged into one row. */
  pageTurns: number;
};

/** The table of every row (sorted by mode), the notes, and each goal met or missed. */
export function printReport(input: ReportInput) {
  const { rows, memberCount, stopCount, connections, duration } = input;
  const modeOrder: Mode[] = [
    "cached",
    "PAGE_CACHE=off",
    "wordpress",
    "node:http ceiling",
    "nginx",
    "varnish",
  ];
  rows.sort((a, b) => modeOrder.indexOf(a.mode) - modeOrder.indexOf(b.mode));
  const ceilingOf = new Map(
    rows
      .filter((r) => r.mode === "node:http ceiling")
      .map((r) => [r.target.path, r.result.reqPerSec]),
  );
  const nginxOf = new Map(
    rows.filter((r) => r.mode === "nginx").map((r) => [r.target.path, r.result.reqPerSec]),
  );
  const header = [
    "target",
    "mode",
    "req/s",
    "2xx/s",
    "p99 ms",
    "max ms",
    "non-2xx",
    "errors",
    "CPU us/req",
    "vs ceiling",
    "vs nginx",
    "codes",
  ];
  const lines = rows.map(({ target, mode, result }) => {
    const ceiling = ceilingOf.get(target.path);
    const ratio =
      mode === "cached" && target.page && ceiling ? fmt(result.reqPerSec / ceiling, 2) : "";
    const nginx = nginxOf.get(target.path);
    const vsNginx = mode === "varnish" && nginx ? fmt(result.reqPerSec / nginx, 2) : "";
    return [
      target.label,
      mode,
      fmt(result.reqPerSec, 0),
      fmt(result.okPerSec, 0),
      fmt(result.p99, 1),
      fmt(result.max, 0),
      String(result.non2xx),
      String(result.errors),
      result.cpuUs === undefined ? "" : fmt(result.cpuUs, 0),
      ratio,
      vsNginx,
      codesText(result.codes),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const numeric = new Set([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const render = (cells: string[]) =>
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join("  ")
      .trimEnd();

  console.log("");
  console.log(
    `bench:http - ${input.database}, ${memberCount} published members, ${stopCount} stops, ` +
      `${connections} connections, ${duration} s per target after a ${input.warmupSeconds} s warm-up ` +
      `(each page cached and on its ceilings, and uncached /members and the searches with WordPress's: ${input.pageTurns} turns in alternation, averaged; p99 the worst), ` +
      `node ${process.version}, ${os.cpus().length} CPUs (autocannon shares them with the server)`,
  );
  console.log("");
  console.log(render(header));
  console.log(render(widths.map((w) => "-".repeat(w))));
  for (const line of lines) console.log(render(line));
  console.log("");
  for (const note of input.notes) console.log(note);
  if (input.wordpress.measured) {
    const wp = input.wordpress;
    console.log(
      `WordPress ${wp.version} (Debian's package, nginx + php-fpm with ${wp.phpChildren} children, OPcache on, no page cache): ${wp.posts} posts in a category, ${wp.perPage} a page; its pages took turns with the uncached ones (${input.pageTurns} each)`,
    );
  }
  console.log("");
  console.log("Goals of issue 40 (reported, never asserted):");
  for (const line of issueGoals(rows, input)) console.log(`  ${line}`);
  console.log("Other targets:");
  for (const line of otherTargets(rows, input.writeTimes)) console.log(`  ${line}`);
}

const verdict = (ok: boolean) => (ok ? "met" : "missed");

/** Every row of the issue's table with its goal: met, missed or not measured (and why). */
function issueGoals(rows: Row[], input: ReportInput): string[] {
  const out: string[] = [];
  const find = (mode: Mode, path: string) =>
    rows.find((r) => r.mode === mode && r.target.path === path)?.result;
  const cachedPages = rows.filter((r) => r.mode === "cached" && r.target.page);

  for (const row of cachedPages) {
    const ceiling = find("node:http ceiling", row.target.path);
    const measure = `cached ${row.target.label} / node:http on the same bytes`;
    const goal = `>= ${GOALS.ofCeiling}`;
    if (!ceiling?.reqPerSec) {
      out.push(`${measure}: not measured (no ceiling row) (goal ${goal})`);
      continue;
    }
    const ratio = row.result.reqPerSec / ceiling.reqPerSec;
    out.push(
      `${measure}: ${fmt(ratio, 2)} (goal ${goal}): ${verdict(ratio >= GOALS.ofCeiling && row.result.non2xx === 0)}`,
    );
  }

  for (const row of cachedPages) {
    const measure = `Varnish (shipped VCL) ${row.target.label} / nginx on the same bytes`;
    const goal = `>= ${GOALS.varnishOfNginx}`;
    const varnish = find("varnish", row.target.path);
    const nginx = find("nginx", row.target.path);
    if (!varnish || !nginx?.reqPerSec) {
      const why = !input.edge ? "run with --edge" : "nginx not installed";
      out.push(`${measure}: not measured (${why}) (goal ${goal})`);
      continue;
    }
    const ratio = varnish.reqPerSec / nginx.reqPerSec;
    out.push(
      `${measure}: ${fmt(ratio, 2)}, p99 ${fmt(varnish.p99, 1)} ms (goal ${goal}): ${verdict(ratio >= GOALS.varnishOfNginx && varnish.non2xx === 0)}`,
    );
  }

  // WordPress: 2xx pages a second on both sides (an app page shed with 503 is no page).
  const members = rows.find((r) => r.mode === "PAGE_CACHE=off" && r.target.path === "/members");
  const searches = rows.find((r) => r.mode === "PAGE_CACHE=off" && r.target.distinct);
  const wpListing = rows.find((r) => r.mode === "wordpress" && !r.target.distinct);
  const wpSearches = rows.find((r) => r.mode === "wordpress" && r.target.distinct);
  const pairs = [
    {
      measure: `uncached /members (24 a page) / stock WordPress listing ${input.wordpress.measured ? input.wordpress.perPage : 24} posts a page`,
      app: members,
      wordpress: wpListing,
      goal: GOALS.membersOfWordPress,
    },
    {
      measure: "distinct uncached renders (/members?search=<letter>) / WordPress searches",
      app: searches,
      wordpress: wpSearches,
      goal: GOALS.searchesOfWordPress,
    },
  ];
  for (const { measure, app, wordpress, goal } of pairs) {
    if (!input.wordpress.measured || !app || !wordpress) {
      const why = input.wordpress.measured ? "no row" : input.wordpress.reason;
      out.push(`${measure}: not measured (${why}) (goal >= ${goal}x)`);
      continue;
    }
    if (!(wordpress.result.okPerSec > 0)) {
      out.push(`${measure}: not measured (WordPress answered no 2xx) (goal >= ${goal}x)`);
      continue;
    }
    const ratio = app.result.okPerSec / wordpress.result.okPerSec;
    out.push(
      `${measure}: ${fmt(app.result.okPerSec, 0)} / ${fmt(wordpress.result.okPerSec, 1)} pages/s = ${fmt(ratio, 1)}x (goal >= ${goal}x): ${verdict(ratio >= goal)}`,
    );
  }

  const domains = rows.filter((r) => r.target.path === "/api/domains/current");
  if (domains.length === 0) {
    out.push(
      `GET /api/domains/current: not measured (goal >= ${fmt(GOALS.domainsCurrent, 0)} req/s)`,
    );
  }
  for (const row of domains) {
    out.push(
      `GET /api/domains/current (${row.mode}): ${fmt(row.result.reqPerSec, 0)} req/s (goal >= ${fmt(GOALS.domainsCurrent, 0)} req/s): ${verdict(row.result.reqPerSec >= GOALS.domainsCurrent && row.result.non2xx === 0)}`,
    );
  }
  return out;
}

/** Targets from before issue 40, and the cost of a write's purge (--edge). */
function otherTargets(rows: Row[], writeTimes: WriteTimes): string[] {
  const out: string[] = [];
  // The node:http ceiling's row of each page: its rate, p99 and CPU per answer.
  const ceilingOf = new Map(
    rows.filter((r) => r.mode === "node:http ceiling").map((r) => [r.target.path, r.result]),
  );
  for (const row of rows.filter((r) => r.mode === "cached" && r.target.page)) {
    const ceiling = ceilingOf.get(row.target.path);
    if (!ceiling?.reqPerSec) continue;
    const { p99 } = row.result;
    const p99Ok = p99 < 20 || p99 <= ceiling.p99;
    const ceilingCpu = ceiling.cpuUs;
    const cpu =
      row.result.cpuUs !== undefined && ceilingCpu !== undefined
        ? `; CPU ${fmt(row.result.cpuUs, 0)} us an answer against ${fmt(ceilingCpu, 0)} us (${fmt(ceilingCpu / row.result.cpuUs, 2)} of the ceiling's work rate)`
        : "";
    out.push(
      `cached ${row.target.label}: p99 ${fmt(p99, 1)} ms against the ceiling's ${fmt(ceiling.p99, 1)} ms${cpu} (goal p99 < 20 ms, or no higher than the ceiling's): ${verdict(p99Ok)}`,
    );
  }
  const members = rows.find((r) => r.mode === "PAGE_CACHE=off" && r.target.path === "/members");
  if (members) {
    const { okPerSec, p99, non2xx } = members.result;
    out.push(
      `uncached /members: ${fmt(okPerSec, 0)} pages/s (2xx), p99 ${fmt(p99, 1)} ms, ${non2xx} shed with 503 (goal >= 100 pages/s, p99 < 700 ms): ${verdict(okPerSec >= 100 && p99 < 700)}`,
    );
  }
  const distinct = rows.find((r) => r.mode === "PAGE_CACHE=off" && r.target.distinct);
  if (distinct) {
    const { okPerSec, p99, non2xx } = distinct.result;
    out.push(
      `distinct /members searches: ${fmt(okPerSec, 0)} pages/s (2xx), p99 ${fmt(p99, 1)} ms, ${non2xx} shed with 503`,
    );
  }
  const today = rows.find((r) => r.mode === "PAGE_CACHE=off" && r.target.path === "/today");
  if (today) {
    const { okPerSec, p99, non2xx } = today.result;
    out.push(
      `uncached /today: ${fmt(okPerSec, 0)} pages/s (2xx), p99 ${fmt(p99, 1)} ms, ${non2xx} shed with 503 (goal >= 100 pages/s): ${verdict(okPerSec >= 100)}`,
    );
  }
  if (writeTimes.purge.length > 0 && writeTimes.none.length > 0) {
    const { purge, none } = writeTimes;
    out.push(
      `a write (PUT /api/domains, 20 in a row): median ${fmt(percentile(purge, 50), 1)} ms, p95 ${fmt(percentile(purge, 95), 1)} ms with EDGE_PURGE=varnish; median ${fmt(percentile(none, 50), 1)} ms, p95 ${fmt(percentile(none, 95), 1)} ms without (PAGE_CACHE=off server)`,
    );
  }
  return out;
}

export function codesText(codes: Record<string, number>): string {
  return Object.entries(codes)
    .map(([code, count]) => `${code}x${count}`)
    .join(" ");
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((x, y) => x - y);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

export function fmt(n: number, digits: number) {
  return Number.isFinite(n)
    ? n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : "-";
}

export function log(message: string) {
  console.log(`[bench:http] ${message}`);
}
