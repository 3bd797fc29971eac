import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import {
  createMemoryJobs,
  createPgJobs,
  JOB_NAMES,
  RETRY_LIMIT,
  retryDelaySeconds,
} from "../src/jobs/index.ts";
import { createMailer, type MailMessage } from "../src/mail/mailer.ts";
import { createQueuedMailer } from "../src/mail/queued-mailer.ts";
import { flakyTransport } from "./mail-fixtures.ts";
import { createEmptyDatabase } from "./postgres.ts";

const message: MailMessage = { to: "owner@example.com", subject: "New message", text: "Hello" };
const quiet = () => {};

describe("jobs in this process (embedded database)", () => {
  it("sends a queued mail once the mail server is back, without failing the sender", async () => {
    const transport = flakyTransport(3);
    const jobs = createMemoryJobs({ log: quiet, delaySeconds: () => 0.01 });
    const mailer = await createQueuedMailer(jobs, transport);
    await expect(mailer.send(message)).resolves.toBeUndefined();
    await vi.waitUntil(() => transport.delivered.length === 1, { timeout: 2000 });
    expect(transport.delivered).toEqual([message]);
    expect(transport.calls()).toBe(4);
    await jobs.stop();
  });

  it("gives up after the retry limit and stops retrying when stopped", async () => {
    const always = flakyTransport(1000);
    const jobs = createMemoryJobs({ log: quiet, delaySeconds: () => 0.005 });
    const mailer = await createQueuedMailer(jobs, always);
    await mailer.send(message);
    await vi.waitUntil(() => always.calls() === RETRY_LIMIT + 1, { timeout: 2000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(always.calls()).toBe(RETRY_LIMIT + 1);

    const slow = flakyTransport(1000);
    const stopping = createMemoryJobs({ log: quiet, delaySeconds: () => 0.05 });
    await (await createQueuedMailer(stopping, slow)).send(message);
    await vi.waitUntil(() => slow.calls() === 1, { timeout: 2000 });
    await stopping.stop();
    await new Promise((r) => setTimeout(r, 120));
    expect(slow.calls()).toBe(1);
    await expect(stopping.enqueue("mail", message)).rejects.toThrow(/stopped/);
  });

  it("lets a run in progress finish before stop resolves: nothing runs after the stop", async () => {
    const jobs = createMemoryJobs({ log: quiet });
    let finished = false;
    await jobs.work("image-variants", async () => {
      await new Promise((r) => setTimeout(r, 150));
      finished = true;
    });
    await jobs.enqueue("image-variants", { key: "k" });
    await new Promise((r) => setTimeout(r, 20));
    await jobs.stop();
    expect(finished).toBe(true);
  });

  it("waits longer before each retry, up to ten minutes", () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(20)).toBe(600);
  });

  it("writes the demo's outbox through the queue", async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), "fooddir-outbox-"));
    const jobs = createMemoryJobs({ log: quiet });
    const mailer = await createQueuedMailer(jobs, createMailer({ from: "a@b.co", outboxDir }));
    await mailer.send(message);
    await vi.waitUntil(async () => (await readdir(outboxDir)).length === 1, { timeout: 3000 });
    const [file] = await readdir(outboxDir);
    expect(await readFile(path.join(outboxDir, file), "utf8")).toContain("To: owner@example.com");
    await jobs.stop();
    await rm(outboxDir, { recursive: true, force: true });
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

/** pg-boss on PostgreSQL: runs in the PostgreSQL suite of CI. */
describe.runIf(serverUrl)("jobs on PostgreSQL (pg-boss)", () => {
  it("instances that start together on a fresh database all come up (queues are created once)", async () => {
    const database = await createEmptyDatabase(serverUrl as string, "fooddir_jobs");
    const started = await Promise.allSettled(
      [1, 2, 3, 4].map(() => createPgJobs({ databaseUrl: database.url, log: quiet })),
    );
    try {
      expect(started.filter((s) => s.status === "rejected")).toEqual([]);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query(
        "select name from pgboss.queue where name not like '\\_\\_pgboss%' order by name",
      );
      await client.end();
      expect(rows.map((r) => r.name)).toEqual([...JOB_NAMES].sort());
    } finally {
      for (const s of started) if (s.status === "fulfilled") await s.value.stop();
      await database.drop();
    }
  }, 60_000);

  it("keeps a mail stored by one instance until another's worker delivers it, retrying a failure", async () => {
    const database = await createEmptyDatabase(serverUrl as string, "fooddir_jobs");
    const options = {
      databaseUrl: database.url,
      log: quiet,
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
    };
    const sender = await createPgJobs(options);
    const worker = await createPgJobs(options);
    try {
      // Instance A stores the mail; no worker runs anywhere yet (every instance is down, say).
      await sender.enqueue("mail", message);
      await sender.stop();
      // Instance B's worker takes it; the mail server fails once, the retry delivers it.
      const transport = flakyTransport(1);
      await createQueuedMailer(worker, transport);
      await vi.waitUntil(() => transport.delivered.length === 1, {
        timeout: 20_000,
        interval: 100,
      });
      expect(transport.delivered).toEqual([message]);
      expect(transport.calls()).toBe(2);
    } finally {
      await worker.stop();
      await database.drop();
    }
  }, 40_000);
});
