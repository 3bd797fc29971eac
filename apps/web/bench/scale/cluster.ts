/**
 * A production-shaped cluster on loopback for the scale-out test and `bench:http --scale`:
 * one PostgreSQL database (on the server of TEST_DATABASE_URL), one S3-compatible store
 * (s3rver), N app instances (`npm start`'s server, each with its own DATA_DIR) and nginx
 * balancing them; with `edge`, Varnish too, a second front door that caches public pages and
 * that every instance purges by key (EDGE_PURGE=varnish). Every piece is started here and
 * stopped by `close`.
 */
import { randomBytes } from "node:crypto";
import { chmod, mkdir } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { hostRequest } from "../../server/testing/host-request.ts";
import { type Edge, startVarnish, waitEdge } from "../edge.ts";
import { type Child, freePort, runCommand, runNginx, startChild, waitFor } from "../lib.ts";

const webDir = path.resolve(import.meta.dirname, "../..");
const apiDir = path.resolve(webDir, "../api");
export const BUCKET = "fooddir-scale";

export type Instance = { name: string; port: number; child: Child };

export type Cluster = {
  nginxPort: number;
  /** Varnish's port (with `edge`): the instances purge it on every public write. */
  varnishPort?: number;
  /** Varnish's EDGE_PURGE_SECRET (with `edge`), sent by the instances with each PURGE. */
  edgePurgeSecret?: string;
  databaseUrl: string;
  instances: Instance[];
  /** Starts instance `index` again (after a kill) on its port; resolves when it is ready. */
  restart(index: number): Promise<void>;
  close(): Promise<void>;
};

export async function startCluster(options: {
  serverUrl: string;
  instances: number;
  tmp: string;
  log: (message: string) => void;
  /** Settings of every instance beyond the cluster's own (PAGE_CACHE=off, say). */
  env?: NodeJS.ProcessEnv;
  /** Varnish in front of the instances too, pages kept `ttl` seconds (EDGE_TTL) unless purged. */
  edge?: { ttl: number };
}): Promise<Cluster> {
  const { tmp, log } = options;
  const name = `fooddir_scale_${randomBytes(5).toString("hex")}`;
  await admin(options.serverUrl, `CREATE DATABASE ${name}`);
  const databaseUrl = withDatabase(options.serverUrl, name);
  const s3Dir = path.join(tmp, "s3");
  await mkdir(s3Dir, { recursive: true });
  const s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port: s3Port } = await s3.run();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    APP_SECRET: randomBytes(24).toString("base64url"),
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "1",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "loopback",
    ...options.env,
  };
  const seeded = Date.now();
  await runCommand("db:seed", process.execPath, ["--import", "tsx", "src/cli/seed.ts"], {
    cwd: apiDir,
    env: { ...env, DATA_DIR: path.join(tmp, "seed") },
  });
  log(`PostgreSQL database ${name} and bucket seeded in ${Date.now() - seeded} ms`);

  const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
  // The edge starts first: the instances purge it from their first write on.
  let edge: Edge | undefined;
  const instanceEnv: NodeJS.ProcessEnv = { ...env };
  if (options.edge) {
    edge = await startVarnish({
      dir: path.join(tmp, "varnish"),
      backendPorts: ports,
      waitForBackend: false,
    });
    instanceEnv.EDGE_PURGE = "varnish";
    instanceEnv.EDGE_PURGE_URLS = `http://127.0.0.1:${edge.port}`;
    instanceEnv.EDGE_PURGE_SECRET = edge.purgeSecret;
    instanceEnv.EDGE_TTL = String(options.edge.ttl);
  }
  const instances: Instance[] = ports.map((port, i) => ({
    name: String.fromCharCode(65 + i),
    port,
    child: undefined as unknown as Child,
  }));
  const launch = async (instance: Instance) => {
    instance.child = startChild(
      `instance ${instance.name}`,
      process.execPath,
      ["--import", "tsx", "server/main.ts"],
      {
        cwd: webDir,
        env: {
          ...instanceEnv,
          PORT: String(instance.port),
          DATA_DIR: path.join(tmp, instance.name),
        },
      },
    );
    await waitReady(instance);
  };
  await Promise.all(instances.map(launch));
  log(`${instances.length} instances ready on ports ${ports.join(", ")}`);
  const nginx = await startNginx(path.join(tmp, "nginx"), ports);
  log(`nginx balances them on port ${nginx.port}`);
  if (edge) {
    await waitEdge(edge);
    log(`Varnish caches them on port ${edge.port} (EDGE_TTL ${options.edge?.ttl} s)`);
  }

  return {
    nginxPort: nginx.port,
    varnishPort: edge?.port,
    edgePurgeSecret: edge?.purgeSecret,
    databaseUrl,
    instances,
    restart: (index) => launch(instances[index]),
    async close() {
      await Promise.all([nginx.child.stop(), edge?.child.stop()]);
      await Promise.all(instances.map((i) => i.child?.stop()));
      await s3.close().catch(() => {});
      await admin(options.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(
        () => {},
      );
    },
  };
}

/** Waits for the instance's /readyz to answer 200; fails if it exits or takes over 60 s. */
export function waitReady(instance: Instance) {
  return waitFor(instance.child, () => answers200(instance.port, "/readyz"), 60_000);
}

const answers200 = async (port: number, path: string) =>
  (await hostRequest(port, "GET", path, { timeoutMs: 2000 })).status === 200;

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function withDatabase(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * nginx on loopback in front of the instances: keep-alive upstreams, a failed connection or a
 * 502/504 on an idempotent request is retried on the next instance, and an instance that
 * failed is left alone for 2 s. Writes are never replayed on another instance. The app's 503
 * (database unreachable, or load shed with Retry-After) goes to the client as it is: counted
 * as a failure it marked both instances down during a database restart, and nginx answered 502
 * for 2 s after the database was back (250-300 failed requests of 1,500 in the scale test).
 */
export async function startNginx(dir: string, ports: number[]) {
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o755);
  const port = await freePort();
  const servers = ports
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`)
    .join("\n");
  const child = await runNginx(
    dir,
    `  client_max_body_size 20m;
  upstream app {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 1s;
      proxy_read_timeout 15s;
      proxy_next_upstream error timeout http_502 http_504;
      proxy_next_upstream_tries 2;
    }
  }`,
    "worker_connections 4096;",
  );
  await waitFor(child, () => answers200(port, "/healthz"), 20_000);
  return { port, child };
}
