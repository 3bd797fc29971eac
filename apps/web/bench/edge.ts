/**
 * Varnish (Debian's varnishd with varnish-modules' xkey) in front of app instances, for the
 * scale-out test and `bench:http --edge`: deploy/varnish/default.vcl as it ships, behind a small
 * wrapper that declares the instances as backends of a round-robin director with the shipped
 * readiness probe (the shipped file points at one backend, 127.0.0.1:3000; server/testing/
 * varnish.ts rewrites that one for the tests). Started with the bench's own child processes
 * (lib.ts), so `stopAllChildren` ends it on every exit path.
 */
import { randomBytes } from "node:crypto";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { hostRequest } from "../server/testing/host-request.ts";
import { type Child, freePort, startChild, waitFor } from "./lib.ts";

export const VARNISHD = "/usr/sbin/varnishd";
/** The VCL the product ships (helper B's file, issue 26 point 3). */
export const SHIPPED_VCL = path.resolve(import.meta.dirname, "../../../deploy/varnish/default.vcl");

/**
 * The wrapper: the shipped file's vcl_recv runs after the wrapper's (Varnish joins subroutines
 * of one name in the order it reads them), so every request, restarts included, first picks an
 * instance from a round-robin director. The instances are declared after the include: they use
 * its readiness probe (app_ready), and a symbol must be declared before it is used.
 */
export function edgeVcl(backendPorts: number[], vclPath = SHIPPED_VCL): string {
  const backends = backendPorts
    .map(
      (port, i) => `backend app${i + 1} {
    .host = "127.0.0.1";
    .port = "${port}";
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .probe = app_ready;
}`,
    )
    .join("\n");
  const adds = backendPorts.map((_, i) => `    apps.add_backend(app${i + 1});`).join("\n");
  return `vcl 4.1;
import directors;

sub vcl_recv {
    call pick_instance;
}

include "${vclPath}";

${backends}

sub vcl_init {
    new apps = directors.round_robin();
${adds}
}

sub pick_instance {
    set req.backend_hint = apps.backend();
}
`;
}

export type Edge = {
  port: number;
  child: Child;
  /** Its EDGE_PURGE_SECRET (random per start): the instances purging it need the same. */
  purgeSecret: string;
};

/**
 * varnishd in the foreground on 127.0.0.1 (a free port unless given), its working directory in
 * `dir`, in front of the instances on `backendPorts`. `-j none`: no privilege separation, so a
 * root-run test needs no varnish user able to read the temp directory. Resolves once the edge
 * answers /healthz through a healthy backend. It runs with a random EDGE_PURGE_SECRET in its
 * environment (the shipped VCL refuses a PURGE without it), returned as `purgeSecret`.
 */
export async function startVarnish(options: {
  dir: string;
  backendPorts: number[];
  port?: number;
  /** Extra varnishd arguments (`-p name=value`). */
  args?: string[];
  /** Whether to wait for a healthy backend (false: the instances start after the edge). */
  waitForBackend?: boolean;
}): Promise<Edge> {
  const { dir } = options;
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o755);
  const port = options.port ?? (await freePort());
  const vcl = path.join(dir, "edge.vcl");
  await writeFile(vcl, edgeVcl(options.backendPorts));
  const purgeSecret = randomBytes(24).toString("hex");
  const child = startChild(
    "varnishd",
    VARNISHD,
    [
      "-F",
      "-j",
      "none",
      "-n",
      path.join(dir, "work"),
      "-a",
      `127.0.0.1:${port}`,
      "-f",
      vcl,
      "-s",
      "malloc,256m",
      // No management port (CI runs share the machine).
      "-T",
      "none",
      ...(options.args ?? []),
    ],
    { cwd: dir, env: { ...process.env, EDGE_PURGE_SECRET: purgeSecret } },
  );
  const edge = { port, child, purgeSecret };
  if (options.waitForBackend !== false) await waitEdge(edge);
  else await waitFor(child, async () => (await answer(port, "/healthz")) > 0, 30_000);
  return edge;
}

/** Waits until the edge answers /healthz with 200 (a backend is healthy behind it). */
export function waitEdge(edge: Edge, timeoutMs = 30_000) {
  return waitFor(edge.child, async () => (await answer(edge.port, "/healthz")) === 200, timeoutMs);
}

const answer = async (port: number, target: string) =>
  (await hostRequest(port, "GET", target, { timeoutMs: 2000 })).status;
