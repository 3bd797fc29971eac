/** Small helpers of `npm run bench:http`: HTTP with a Host header, child processes, cleanup. */
import { type ChildProcess, spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import type http from "node:http";
import net from "node:net";
import path from "node:path";
import { hostRequest } from "../server/testing/host-request.ts";

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * One request to 127.0.0.1:port with an explicit Host header (fetch would replace it). No
 * Accept-Encoding is sent, so bodies come back as they would to autocannon: uncompressed.
 */
export async function request(opts: {
  port: number;
  host: string;
  path: string;
  method?: string;
  token?: string;
  body?: unknown;
  timeoutMs?: number;
}): Promise<RawResponse> {
  const reply = await hostRequest(opts.port, opts.method ?? "GET", opts.path, {
    host: opts.host,
    token: opts.token,
    body: opts.body,
    timeoutMs: opts.timeoutMs ?? 30_000,
  });
  return { status: reply.status, headers: reply.headers, body: reply.raw };
}

/** A JSON API call; throws on a status outside 2xx with the response body in the message. */
export async function apiJson<T>(opts: Parameters<typeof request>[0]): Promise<T> {
  const res = await request(opts);
  const text = res.body.toString("utf8");
  if (res.status < 200 || res.status > 299) {
    throw new Error(`${opts.method ?? "GET"} ${opts.path}: ${res.status} ${text.slice(0, 500)}`);
  }
  return JSON.parse(text) as T;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export type Child = {
  name: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  /** The last lines the process wrote (stdout and stderr), for error messages. */
  output: () => string;
  /** SIGTERM to its process group, SIGKILL after `graceMs`; resolves when it has exited. */
  stop: (graceMs?: number) => Promise<void>;
};

const running = new Set<Child>();

/**
 * Starts a process in its own process group (so npm -> sh -> tsx -> node chains die together)
 * and remembers it, so `stopAllChildren` ends it on any exit path.
 */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; ipc?: boolean },
): Child {
  const proc = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: options.ipc ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
  });
  let tail = "";
  const keep = (d: Buffer) => {
    tail = (tail + d.toString("utf8")).slice(-8000);
  };
  proc.stdout?.on("data", keep);
  proc.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => {
    proc.on("error", (err) => {
      keep(Buffer.from(`\n${err.message}\n`));
      resolve(-1);
    });
    proc.on("exit", (code) => resolve(code));
  });
  const child: Child = {
    name,
    process: proc,
    exited,
    output: () => tail,
    stop: async (graceMs = 5000) => {
      if (proc.exitCode === null && proc.signalCode === null && proc.pid) {
        signalGroup(proc.pid, "SIGTERM");
        const timer = setTimeout(() => proc.pid && signalGroup(proc.pid, "SIGKILL"), graceMs);
        await exited;
        clearTimeout(timer);
      }
      // Whatever the group leader left behind (tsx's inner node, for instance).
      if (proc.pid) signalGroup(proc.pid, "SIGKILL");
      running.delete(child);
    },
  };
  running.add(child);
  return child;
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

export async function stopAllChildren() {
  await Promise.all([...running].map((child) => child.stop(3000)));
}

/** Runs a command to its end; throws with its output when it fails. */
export async function runCommand(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
) {
  const child = startChild(name, command, args, options);
  const code = await child.exited;
  await child.stop();
  if (code !== 0) throw new Error(`${name} failed (exit ${code}):\n${child.output()}`);
  return child.output();
}

/** Runs `fn` over `items` with at most `concurrency` calls in flight (p-limit style). */
export async function mapLimit<T, R>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `ready` until it says yes; fails when the child exits first or after `timeoutMs`. */
export async function waitFor(child: Child, ready: () => Promise<boolean>, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`${child.name} exited before it answered:\n${child.output()}`);
    }
    if (await ready().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${child.name} did not answer within ${timeoutMs / 1000} s:\n${child.output()}`);
}

/**
 * A throwaway nginx in `dir`: its nginx.conf written there (`nginxConf`) and the server
 * started in the foreground with its error log there. The caller waits for it to answer.
 */
export async function runNginx(dir: string, http: string, events = ""): Promise<Child> {
  await writeFile(path.join(dir, "nginx.conf"), nginxConf(dir, http, events));
  return startChild(
    "nginx",
    "nginx",
    ["-c", path.join(dir, "nginx.conf"), "-p", dir, "-e", path.join(dir, "error.log")],
    { cwd: dir, env: process.env },
  );
}

/**
 * The frame of an nginx.conf for a throwaway nginx in `dir` (pid, logs and temp files there,
 * in the foreground, root-run workers allowed): `http` holds the http block's own lines.
 */
function nginxConf(dir: string, http: string, events = ""): string {
  const isRoot = process.getuid?.() === 0;
  return `${isRoot ? "user root;\n" : ""}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { ${events} }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http}
}
`;
}
