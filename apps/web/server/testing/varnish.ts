import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { hostRequest } from "./host-request.ts";

export const VARNISHD = "/usr/sbin/varnishd";
/** The VCL the product ships; its backend is `127.0.0.1:3000` until pointed elsewhere. */
export const SHIPPED_VCL = path.resolve(
  import.meta.dirname,
  "../../../../deploy/varnish/default.vcl",
);

/** The shipped VCL with its backend pointed at `host:port` (its only placeholder). */
export async function vclFor(host: string, port: number): Promise<string> {
  const shipped = await readFile(SHIPPED_VCL, "utf8");
  const backend = '.host = "127.0.0.1";\n    .port = "3000";';
  if (!shipped.includes(backend)) throw new Error(`${SHIPPED_VCL}: its backend lines moved`);
  return shipped.replace(backend, `.host = "${host}";\n    .port = "${port}";`);
}

/** The EDGE_PURGE_SECRET varnishd runs with here; the app under test must send the same. */
export const PURGE_SECRET = "edge-test-purge-secret-0123456789abcdef";

export type Varnish = {
  port: number;
  /** A second listener taking the PROXY protocol: a test may claim any client address there. */
  proxyPort: number;
  /** Stops varnishd and removes its files. */
  stop(): Promise<void>;
};

/**
 * Debian's varnishd (with varnish-modules' xkey: scripts/ensure-varnish.sh) in the foreground
 * on a free loopback port, running the shipped VCL in front of `backend`, with PURGE_SECRET as
 * its EDGE_PURGE_SECRET (the VCL reads it from the environment). Resolves once it answers. Run as root, varnishd works as the varnish user: its files are made readable.
 */
export async function startVarnish(
  backend: { host?: string; port: number },
  /** Its port, when the app must know it before (EDGE_PURGE_URLS); a free one otherwise. */
  port?: number,
): Promise<Varnish> {
  // (A missing xkey vmod fails the VCL's compile: varnishd exits saying so.)
  if (!existsSync(VARNISHD)) {
    throw new Error(`${VARNISHD} is missing: bash scripts/ensure-varnish.sh`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), "fooddir-varnish-"));
  await chmod(dir, 0o755);
  const vcl = path.join(dir, "default.vcl");
  await writeFile(vcl, await vclFor(backend.host ?? "127.0.0.1", backend.port), { mode: 0o644 });
  const listen = port ?? (await freePort());
  const proxyPort = await freePort();
  const child = spawn(
    VARNISHD,
    [
      "-F",
      ...["-n", path.join(dir, "work")],
      ...["-a", `127.0.0.1:${listen}`],
      ...["-a", `127.0.0.1:${proxyPort},PROXY`],
      ...["-f", vcl],
      ...["-s", "malloc,64m"],
      // No CLI listener on a TCP port (several test runs share the machine).
      ...["-T", "none"],
    ],
    {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, EDGE_PURGE_SECRET: PURGE_SECRET },
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitAnswering(child, listen, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port: listen, proxyPort, stop };
}

async function waitAnswering(child: ChildProcess, port: number, stderr: () => string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited: ${stderr()}`);
    try {
      // Any answer will do (the backend may not be up yet): the listener works.
      await hostRequest(port, "GET", "/healthz", { timeoutMs: 1000 });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`varnishd did not answer: ${stderr()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A port nothing listens on now (for a server started later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
