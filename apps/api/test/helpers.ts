import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, expect, inject, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { createAttemptStore } from "../src/auth/attempt-store.ts";
import type { EdgePurgeMetrics } from "../src/changes/edge-purge/index.ts";
import { loadConfig } from "../src/config.ts";
import { type Database, openDatabase } from "../src/db/client.ts";
import { DEMO_PASSWORD } from "../src/demo/seed.ts";
import type { Jobs } from "../src/jobs/index.ts";
import type { MailMessage } from "../src/mail/mailer.ts";
import { createStorage, type Storage, storageRoot } from "../src/storage/index.ts";
import { POSTGRES_TEMPLATE_DB, withAdminClient } from "./postgres.ts";
import { moveStorageIntoBucket, s3TestEnv } from "./s3-bucket.ts";

export { DEMO_PASSWORD };
export const ADMIN = "admin@example.com";

/** The public origin of a test site (PUBLIC_URL's default with the test PORT). */
export const siteOrigin = (host = "localhost") => `http://${host}:3000`;
/** The path of an absolute media url (contract.md: media urls are absolute), for app.inject. */
export const sitePath = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");
export const EDITOR = "editor@example.com";

/** A fresh database cloned from the run's template: PGlite by default, PostgreSQL with TEST_DATABASE_URL. */
async function cloneDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `fooddir_test_${randomBytes(6).toString("hex")}`;
    await withAdminClient(url, (c) =>
      c.query(`CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE_DB}`),
    );
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: dbUrl.toString() });
    return {
      ...database,
      close: async () => {
        await database.close();
        await withAdminClient(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const dump = await readFile(inject("pgliteTemplate"));
  return openDatabase({ loadDataDir: new Blob([dump]) });
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** `database.db`: the Drizzle handle the tests query. */
  db: Database["db"];
  outbox: MailMessage[];
  /** The app's media storage: a private copy of the seeded template's files. */
  storage: Storage;
  /** Local directory of `storage` (DATA_DIR/storage); absent in the S3 run (test:s3). */
  storageDir: string;
};

/**
 * One app + database per test file, closed after the file's tests. Each app gets its own
 * DATA_DIR (removed afterwards) whose storage/ starts as a copy of the seeded media files. In
 * the S3 run (vitest.s3.config.ts) the copy goes into a bucket of the app's own instead.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /**
   * `jobs`: the app's job queue (in this process unless given; a test may hold the minute job);
   * `metrics`: where the edge purge counts (ops/metrics.ts).
   */
  options: { clock?: () => number; jobs?: Jobs; metrics?: EdgePurgeMetrics } = {},
): Promise<TestApp> {
  const database = await cloneDatabase();
  const outbox: MailMessage[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), `fooddir-test-${process.pid}-`));
  const s3Endpoint: string | undefined = inject("s3Endpoint");
  const config = loadConfig({
    NODE_ENV: "test",
    APP_SECRET: "test-secret",
    DATA_DIR: dataDir,
    ...(s3Endpoint && s3TestEnv(s3Endpoint, `fooddir-test-${randomBytes(6).toString("hex")}`)),
    ...env,
  });
  const storageDir = storageRoot(config);
  await cp(inject("templateStorage"), storageDir, { recursive: true });
  if (config.s3) await moveStorageIntoBucket(config);
  const storage = createStorage(config);
  const app = await buildApp({
    db: database.db,
    config,
    storage,
    attempts: createAttemptStore(database),
    mailer: { send: async (m) => void outbox.push(m) },
    clock: options.clock,
    jobs: options.jobs,
    metrics: options.metrics,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { app, database, db: database.db, outbox, storage, storageDir };
}

type CallOptions = {
  host?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address (the default is inject's 127.0.0.1): per-address limits. */
  remoteAddress?: string;
};

/** Calls the API as the browser would: on the api.<host> host with a bearer token. */
export async function call(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  options: CallOptions = {},
) {
  const response = await app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress,
    headers: {
      host: `api.${options.host ?? "localhost"}:3000`,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...options.headers,
    },
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** The answer of a route that needs a bearer token, called without one. */
export const UNAUTHORIZED = { message: "Unauthorized." };

/** The case "needs a token": the route answers 401 Unauthorized without a bearer token. */
export function itNeedsAToken(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  options: Omit<CallOptions, "token"> = {},
) {
  it("needs a token", async () => {
    const res = await call(app, method, url, options);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
  });
}

export async function login(
  app: FastifyInstance,
  email = ADMIN,
  options: { host?: string; password?: string } = {},
) {
  const res = await call(app, "POST", "/api/auth/login", {
    host: options.host,
    body: { email, password: options.password ?? DEMO_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { access_token: string; refresh_token: string; expires_in: number };
}

let visitorCount = 0;
/**
 * A client address of its own per call (10.200.0.1, 10.200.0.2, ...), for public forms whose
 * per-address throttles should stay out of the way unless a test picks the address.
 */
export function freshIp() {
  visitorCount += 1;
  return `10.200.${Math.floor(visitorCount / 250)}.${(visitorCount % 250) + 1}`;
}

/** Waits for a condition that a fire-and-forget task (like a mail) makes true. */
export async function eventually<T>(fn: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = fn();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}
