import { type ChildProcess, exec, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostRequest } from "./testing/host-request.ts";

/**
 * A database outage is survived: the PostgreSQL server restarts while requests keep coming;
 * the API process answers 503 in the contract's format meanwhile, never exits, and serves again
 * by itself once the server is back.
 */
const repoRoot = path.resolve(import.meta.dirname, "../../..");
const serverUrl = process.env.TEST_DATABASE_URL;
const restartCommand = process.env.TEST_PG_RESTART;
const dbName = `fooddir_outage_${randomBytes(5).toString("hex")}`;
let api: ChildProcess | undefined;
let exitCode: number | null = null;
let dataDir = "";
let port = 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: free } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

async function admin(sql: string) {
  const url = new URL(serverUrl as string);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const get = (target: string) =>
  hostRequest(port, "GET", target, { host: "api.localhost" }).then(
    (r) => r,
    () => null,
  );

beforeAll(async () => {
  if (!serverUrl || !restartCommand) {
    throw new Error(
      "TEST_DATABASE_URL and TEST_PG_RESTART are required (scripts/with-postgres.sh)",
    );
  }
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  dataDir = await mkdtemp(path.join(tmpdir(), "fooddir-outage-"));
  port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    APP_SECRET: "outage-test",
    LOG_LEVEL: "silent",
    API_PORT: String(port),
    // Only the outage may answer 503 here, not a thread stalled by parallel tests.
    SHED_LOOP_LAG_MS: "0",
  };
  const seed = spawn(process.execPath, ["--import", "tsx", "apps/api/src/cli/seed.ts"], {
    cwd: repoRoot,
    env,
    stdio: "ignore",
  });
  expect(await new Promise((resolve) => seed.on("exit", resolve))).toBe(0);
  api = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: repoRoot,
    env,
    stdio: "ignore",
  });
  api.on("exit", (code) => {
    exitCode = code ?? -1;
  });
  const started = Date.now();
  while ((await get("/api/posts/by-type?type=2&limit=5"))?.status !== 200) {
    if (Date.now() - started > 60_000) throw new Error("the API did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
});

afterAll(async () => {
  api?.kill("SIGTERM");
  if (serverUrl) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("database outage", () => {
  it("answers 503 during a PostgreSQL restart, never exits, and recovers by itself", async () => {
    const statuses: number[] = [];
    let looping = true;
    const loop = (async () => {
      while (looping) {
        const replies = await Promise.all(
          Array.from({ length: 8 }, () => get("/api/posts/by-type?type=2&limit=20")),
        );
        for (const reply of replies) {
          if (!reply) continue;
          statuses.push(reply.status);
          if (reply.status >= 500) {
            expect(reply.status).toBe(503);
            expect(JSON.parse(reply.text)).toEqual({ message: "Server error." });
            expect(reply.headers["retry-after"]).toBeDefined();
          }
        }
      }
    })();
    await new Promise((r) => setTimeout(r, 500));
    await promisify(exec)(restartCommand as string);
    // Service resumes within seconds of the database's return.
    const back = Date.now();
    let ok = false;
    while (Date.now() - back < 10_000) {
      const reply = await get("/api/posts/by-type?type=2&limit=20");
      if (reply?.status === 200) {
        ok = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    looping = false;
    await loop;
    expect(ok).toBe(true);
    expect(exitCode).toBeNull();
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    // And it keeps answering afterwards.
    for (let i = 0; i < 20; i++) {
      expect((await get("/api/site"))?.status).toBe(200);
    }
  });
});
