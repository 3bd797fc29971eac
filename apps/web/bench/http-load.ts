/**
 * The load runner of `npm run bench:http`: autocannon against one target for a warm-up and
 * then the measured seconds, the serving process's CPU per answer, and the rows it makes.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { codesText, fmt, log } from "./http-report.ts";
import { request, sleep } from "./lib.ts";

/** The kernel's clock ticks a second (CPU times in /proc are counted in them). */
const CLOCK_TICKS = Number(
  spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim() || "100",
);
/** Each target runs this long first, unmeasured: the first targets after a start otherwise pay for JIT. */
export const WARMUP_SECONDS = 2;
/** Turns of each cached page and its ceilings, and of each uncached page and WordPress (measureInTurns). */
export const PAGE_TURNS = 2;

export type Target = {
  label: string;
  path: string;
  host: string;
  page: boolean;
  /** Paths asked in turn instead of `path`, none while another request for it is in flight. */
  distinct?: string[];
};
export type Measured = {
  reqPerSec: number;
  /** Answers with a 2xx status per second (the rest were shed with 503, or failed). */
  okPerSec: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  /** Answers by status code. */
  codes: Record<string, number>;
  /** Answers in the measured seconds. */
  answers: number;
  /** CPU time of the serving process per answer (all its threads; Linux), in microseconds. */
  cpuUs?: number;
};
export type Row = { target: Target; mode: Mode; result: Measured };
export type Mode =
  | "cached"
  | "PAGE_CACHE=off"
  | "node:http ceiling"
  | "nginx"
  | "varnish"
  | "wordpress";
/**
 * One server of a measurement in turns. `target`: its own request instead of the shared one,
 * for a peer whose page of the same kind has another address (WordPress's category listing
 * beside /members); its row is kept under that target.
 */
export type Side = { port: number; mode: Mode; pid?: number; target?: Target };

/** The load of every measurement: autocannon's connections and the seconds measured. */
export type LoadSettings = { connections: number; duration: number };

/** Measurements with `settings`, each kept as a row of the report (`rows`). */
export function createLoadRunner(settings: LoadSettings) {
  const rows: Row[] = [];

  /** One target on one server, as one row. */
  async function measure(port: number, target: Target, mode: Mode, pid?: number) {
    rows.push({ target, mode, result: await run(settings, port, target, mode, pid) });
  }

  /**
   * A page on the app and on its ceilings or peers in turns (app, others, app, others), each
   * side's turns combined into one row: a drift in the machine's speed during the run (another
   * process, the CPU's clock) falls on both sides of a ratio alike rather than on the side
   * measured then.
   */
  async function measureInTurns(target: Target, sides: Side[], turns: number) {
    const taken = sides.map(() => [] as Measured[]);
    for (let turn = 0; turn < turns; turn++) {
      for (const [i, side] of sides.entries()) {
        taken[i].push(await run(settings, side.port, side.target ?? target, side.mode, side.pid));
      }
    }
    for (const [i, side] of sides.entries()) {
      rows.push({ target: side.target ?? target, mode: side.mode, result: combine(taken[i]) });
    }
  }

  return { rows, measure, measureInTurns };
}

/** Turns of one side as one row: rates averaged, p99 and max the worst, counts added. */
function combine(turns: Measured[]): Measured {
  const sum = (of: (m: Measured) => number) => turns.reduce((total, m) => total + of(m), 0);
  const answers = sum((m) => m.answers);
  const codes: Record<string, number> = {};
  for (const m of turns) {
    for (const [code, count] of Object.entries(m.codes)) codes[code] = (codes[code] ?? 0) + count;
  }
  return {
    reqPerSec: sum((m) => m.reqPerSec) / turns.length,
    okPerSec: sum((m) => m.okPerSec) / turns.length,
    p99: Math.max(...turns.map((m) => m.p99)),
    max: Math.max(...turns.map((m) => m.max)),
    non2xx: sum((m) => m.non2xx),
    errors: sum((m) => m.errors),
    codes,
    answers,
    cpuUs:
      answers > 0 && turns.every((m) => m.cpuUs !== undefined)
        ? sum((m) => (m.cpuUs as number) * m.answers) / answers
        : undefined,
  };
}

/** One measurement: a warm-up, then `duration` seconds of load. */
async function run(
  settings: LoadSettings,
  port: number,
  target: Target,
  mode: Mode,
  pid?: number,
): Promise<Measured> {
  const { connections, duration } = settings;
  // A fresh rotation for each load: the requests a load leaves unanswered when it stops keep
  // their paths "waiting" in the rotation that sent them, and a shared rotation would then send
  // the same paths at once in the next load, which share renders.
  const opts = () => ({
    url: `http://127.0.0.1:${port}${target.path}`,
    connections,
    headers: { host: target.host },
    ...(target.distinct ? { requests: [distinctPaths(target.distinct)] } : {}),
  });
  await autocannon({ ...opts(), duration: WARMUP_SECONDS }); // warm-up (JIT, memos), not reported
  await drain(port, target);
  const cpuBefore = cpuSecondsOf(pid);
  const r = await autocannon({ ...opts(), duration });
  const cpuAfter = cpuSecondsOf(pid);
  await drain(port, target);
  const codes = Object.fromEntries(
    Object.entries(r.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  const result = {
    reqPerSec: r.requests.average,
    okPerSec: (r["2xx"] ?? 0) / duration,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
    codes,
    answers: r.requests.total,
    cpuUs:
      cpuBefore !== undefined && cpuAfter !== undefined && r.requests.total > 0
        ? ((cpuAfter - cpuBefore) * 1e6) / r.requests.total
        : undefined,
  };
  log(
    `${mode.padEnd(17)} ${target.label.padEnd(40)} ${fmt(result.reqPerSec, 0).padStart(7)} req/s  p99 ${fmt(result.p99, 1)} ms  [${codesText(codes) || "no responses"}]${r.errors ? ` errors ${r.errors}` : ""}`,
  );
  return result;
}

/**
 * Waits for the answer to one more request after a load. autocannon stops with a request in
 * flight on each connection, and a server that queues them (php-fpm: each child takes the next
 * request in line, and runs it to its end after nginx has dropped it) goes on working through
 * them: at 20 pages/s, 50 requests are 2.5 s of work, which would fall into this side's
 * measurement after its warm-up (a 3 s WordPress turn saw no answer at all) or into the next
 * side's turn. The one request waits in line behind them, so its answer means they are done.
 */
async function drain(port: number, target: Target) {
  const path = target.distinct?.[0] ?? target.path;
  await request({ port, host: target.host, path, timeoutMs: 60_000 }).catch((err) =>
    log(`drain ${target.label}: ${err instanceof Error ? err.message : err}`),
  );
}

/**
 * The CPU seconds a process has used so far, user and system, all threads (Linux's
 * /proc/<pid>/stat); undefined elsewhere. The throughput ratios share two cores with autocannon,
 * whose own work bounds them; CPU per answer is the serving process's cost alone.
 */
function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) in parentheses.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

export /**
 * Waits until the server has been idle (under a tenth of a core) for half a second, at most
 * 30 s: the work a setup leaves behind (queued jobs, change events, a major GC) would otherwise
 * be charged to the first row measured, at about 40 µs an answer more than the rows after it.
 */
async function waitQuiet(name: string, pid: number | undefined) {
  const started = Date.now();
  let last: number | undefined = cpuSecondsOf(pid);
  if (last === undefined) return;
  while (Date.now() - started < 30_000) {
    await sleep(500);
    const now: number = cpuSecondsOf(pid) ?? last;
    const busy = (now - last) / 0.5;
    last = now;
    if (busy < 0.1) break;
  }
  log(`${name} quiet after ${Date.now() - started} ms`);
}

/**
 * autocannon's hooks for a rotation of paths: each request takes the next path no other request
 * is waiting for, and frees it with its answer, so no two requests can share one render.
 * (autocannon clears a connection's context before its next setupRequest, so the answer's
 * onResponse frees the path.) A request that never answers keeps its path; with more
 * connections than free paths the rotation goes on regardless.
 */
function distinctPaths(paths: string[]) {
  const waiting = new Set<string>();
  let next = 0;
  type Context = { path?: string };
  return {
    setupRequest(req: { path?: string }, context: Context) {
      let path = paths[next++ % paths.length];
      for (let tries = 1; waiting.has(path) && tries < paths.length; tries++) {
        path = paths[next++ % paths.length];
      }
      waiting.add(path);
      context.path = path;
      return { ...req, path };
    },
    onResponse(_status: number, _body: string, context: Context) {
      if (context.path) waiting.delete(context.path);
    },
  };
}
