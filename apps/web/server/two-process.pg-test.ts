import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HostRequestOptions, hostRequest } from "./testing/host-request.ts";

/**
 * Two-process mode on PostgreSQL: `npm run start:api` plus two `npm run start:web` processes.
 * An edit through the API process shows on the very next request to either web process, whose
 * page caches learn of it through LISTEN/NOTIFY.
 */
const repoRoot = path.resolve(import.meta.dirname, "../../..");
const serverUrl = process.env.TEST_DATABASE_URL;
const dbName = `fooddir_2p_${randomBytes(5).toString("hex")}`;
const children: ChildProcess[] = [];
let dataDir = "";
let apiPort = 0;
const webPorts: number[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function adminQuery(sql: string) {
  const url = new URL(serverUrl as string);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  return client
    .connect()
    .then(() => client.query(sql))
    .finally(() => client.end());
}

/** Runs a query on the test database itself. */
async function testDbQuery(sql: string) {
  const url = new URL(serverUrl as string);
  url.pathname = `/${dbName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Listener connections name themselves once their LISTEN is in force (pg-bus.ts). */
const LISTENERS = `select pid from pg_stat_activity where datname = current_database() and application_name like 'fooddir-changes:%'`;

function run(file: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", file, ...args], {
    cwd: repoRoot,
    // No load shedding: a thread stalled by the other processes must not answer 503.
    env: { ...process.env, ...env, NODE_ENV: "production", SHED_LOOP_LAG_MS: "0" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  children.push(child);
  return { child, stderr: () => stderr };
}

const request = (port: number, method: string, target: string, options?: HostRequestOptions) =>
  hostRequest(port, method, target, options);

async function waitFor(port: number, target: string, host: string) {
  const started = Date.now();
  for (;;) {
    const ok = await request(port, "GET", target, { host }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() - started > 60_000) throw new Error(`port ${port} did not answer ${target}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is required (npm run test:pg)");
  await adminQuery(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  dataDir = await mkdtemp(path.join(tmpdir(), "fooddir-2p-"));
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    APP_SECRET: "two-process-test",
    LOG_LEVEL: "warn",
  };
  const seed = run("apps/api/src/cli/seed.ts", [], env);
  const code = await new Promise((resolve) => seed.child.on("exit", resolve));
  expect(code, seed.stderr()).toBe(0);

  apiPort = await freePort();
  run("apps/api/src/main.ts", [], { ...env, API_PORT: String(apiPort) });
  await waitFor(apiPort, "/api/site", "api.localhost");
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    webPorts.push(port);
    run("apps/web/server/main.ts", ["--web-only"], {
      ...env,
      PORT: String(port),
      API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
    });
  }
  await Promise.all(webPorts.map((port) => waitFor(port, "/", "localhost")));
});

afterAll(async () => {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(
    children.map((c) =>
      c.exitCode === null ? new Promise((resolve) => c.on("exit", resolve)) : null,
    ),
  );
  if (serverUrl) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("two processes on PostgreSQL", () => {
  it("an edit through the API process shows on the next request to every web process", async () => {
    for (const port of webPorts) {
      await request(port, "GET", "/");
      expect((await request(port, "GET", "/")).headers["x-page-cache"]).toBe("hit");
    }
    const login = await request(webPorts[0], "POST", "/api/auth/login", {
      host: "api.localhost",
      body: { email: "admin@example.com", password: "foodtrucks-demo" },
    });
    expect(login.status, login.text).toBe(200);
    const token = (JSON.parse(login.text) as { data: { access_token: string } }).data.access_token;

    for (let round = 0; round < 3; round++) {
      const title = `Two processes ${round} ${Date.now()}`;
      const put = await request(apiPort, "PUT", "/api/domains", {
        host: "api.localhost",
        token,
        body: { title, description: "Kept fresh across processes." },
      });
      expect(put.status, put.text).toBe(200);
      for (const port of webPorts) {
        const home = await request(port, "GET", "/");
        expect(home.text.includes(`<title>${title}`)).toBe(true);
      }
    }
  });

  it("a member hidden through the API leaves /members on both web processes", async () => {
    const login = await request(apiPort, "POST", "/api/auth/login", {
      host: "api.localhost",
      body: { email: "admin@example.com", password: "foodtrucks-demo" },
    });
    const token = (JSON.parse(login.text) as { data: { access_token: string } }).data.access_token;
    const list = await request(apiPort, "GET", "/api/posts/by-type?type=2&limit=5", {
      host: "api.localhost",
    });
    const member = (
      JSON.parse(list.text) as { data: { id: number; attributes: { url: string } }[] }
    ).data[0];
    const href = `href="/${member.attributes.url}"`;
    for (const port of webPorts) {
      await request(port, "GET", "/members");
      const warm = await request(port, "GET", "/members");
      expect(warm.headers["x-page-cache"]).toBe("hit");
      expect(warm.text.includes(href)).toBe(true);
    }
    const put = await request(apiPort, "PUT", `/api/posts/${member.id}/status`, {
      host: "api.localhost",
      token,
      body: { post_status_id: 1 },
    });
    expect(put.status, put.text).toBe(200);
    for (const port of webPorts) {
      expect((await request(port, "GET", "/members")).text.includes(href)).toBe(false);
    }
  });

  it("after its listener connection drops, a web process reconnects and drops its whole cache", async () => {
    const login = await request(apiPort, "POST", "/api/auth/login", {
      host: "api.localhost",
      body: { email: "admin@example.com", password: "foodtrucks-demo" },
    });
    const token = (JSON.parse(login.text) as { data: { access_token: string } }).data.access_token;
    for (const port of webPorts) {
      await request(port, "GET", "/");
      expect((await request(port, "GET", "/")).headers["x-page-cache"]).toBe("hit");
    }
    const before = (await testDbQuery(LISTENERS)).rows.length;
    expect(before).toBe(3); // the API process and both web processes
    await testDbQuery(`select pg_terminate_backend(pid) from (${LISTENERS}) l`);
    // Written while nobody listens: the NOTIFY reaches no web process.
    const title = `Missed event ${Date.now()}`;
    const put = await request(apiPort, "PUT", "/api/domains", {
      host: "api.localhost",
      token,
      body: { title, description: "Written during a gap." },
    });
    expect(put.status, put.text).toBe(200);
    const started = Date.now();
    while ((await testDbQuery(LISTENERS)).rows.length < 3) {
      if (Date.now() - started > 15_000) throw new Error("the listeners did not reconnect");
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 100));
    for (const port of webPorts) {
      expect((await request(port, "GET", "/")).text.includes(`<title>${title}`)).toBe(true);
    }
  });
});
