import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app.ts";
import { createAttemptStore } from "../src/auth/attempt-store.ts";
import { loadConfig } from "../src/config.ts";
import { mailDeliveries } from "../src/db/schema.ts";
import { createMemoryJobs, RETRY_LIMIT } from "../src/jobs/index.ts";
import type { MailMessage } from "../src/mail/mailer.ts";
import { createQueuedMailer } from "../src/mail/queued-mailer.ts";
import { NOW, postRequest, REQUESTER, requestBody, setUpCaterers } from "./catering-fixtures.ts";
import { quietStaff } from "./fixtures.ts";
import { createTestApp } from "./helpers.ts";
import { flakyTransport } from "./mail-fixtures.ts";

// Issue 23 point 3: catering mails go through the job queue and each is sent once, even when a
// job retries or two instances run it; a mail server outage delays mails and loses none.

const { database, db } = await createTestApp();
// Staff mails (issue 38) are notifications.test.ts's concern.
await quietStaff(db);
const quiet = () => {};
let keys = 0;
const keyed = (): MailMessage => {
  keys += 1;
  return { to: "truck@example.com", subject: "Catering", text: "Hi", key: `test:${keys}` };
};

const deliveryOf = async (key: string) =>
  (await db.select().from(mailDeliveries).where(eq(mailDeliveries.key, key)))[0];
/** In-process jobs that retry after `delaySeconds`, and a queued mailer sending on them. */
async function queuedMailer(
  transport: Parameters<typeof createQueuedMailer>[1],
  delaySeconds: number,
) {
  const jobs = createMemoryJobs({ log: quiet, delaySeconds: () => delaySeconds });
  return { jobs, mailer: await createQueuedMailer(jobs, transport, { db }) };
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("keyed mail jobs", () => {
  it("deliver a mail exactly once after the mail server comes back", async () => {
    const transport = flakyTransport(3);
    const { jobs, mailer } = await queuedMailer(transport, 0.01);
    const message = keyed();
    await mailer.send(message);
    await vi.waitUntil(() => transport.delivered.length === 1, { timeout: 3000 });
    await pause(100);
    expect(transport.delivered).toEqual([message]);
    expect(transport.calls()).toBe(4);
    expect((await deliveryOf(message.key as string))?.sent_at).toBeInstanceOf(Date);
    await jobs.stop();
  });

  it("send a key once when its job runs again, on one worker or two", async () => {
    const transport = flakyTransport(0, { delayMs: 40 });
    const { jobs: one, mailer: first } = await queuedMailer(transport, 0.02);
    const { jobs: two, mailer: second } = await queuedMailer(transport, 0.02);
    const message = keyed();
    // The same job queued twice on one worker, and once on another instance, all at once.
    await Promise.all([first.send(message), first.send(message), second.send(message)]);
    await vi.waitUntil(() => transport.delivered.length === 1, { timeout: 3000 });
    // The runs that found the key claimed retry, find it sent and stop.
    await pause(400);
    expect(transport.delivered).toHaveLength(1);
    // Run again after the send (a retry whose success was lost): skipped.
    await second.send(message);
    await pause(100);
    expect(transport.delivered).toHaveLength(1);
    // Mails without a key are sent every time, as before.
    const plain = { to: "owner@example.com", subject: "New message", text: "Hello" };
    await first.send(plain);
    await first.send(plain);
    await vi.waitUntil(() => transport.delivered.length === 3, { timeout: 3000 });
    await one.stop();
    await two.stop();
  });

  it("release the claim of a failed send, and take over a claim whose sender died", async () => {
    const down = flakyTransport(1000);
    const { jobs, mailer: failing } = await queuedMailer(down, 0.002);
    const lost = keyed();
    await failing.send(lost);
    await vi.waitUntil(() => down.calls() === RETRY_LIMIT + 1, { timeout: 3000 });
    await pause(50);
    expect(await deliveryOf(lost.key as string)).toBeUndefined();

    // A claim older than the job timeout with nothing sent: its sender died mid-send.
    const stale = keyed();
    await db.insert(mailDeliveries).values({
      key: stale.key as string,
      claimed_at: sql`now() - interval '1 hour'`,
    });
    const up = flakyTransport(0);
    const { jobs: worker, mailer: upMailer } = await queuedMailer(up, 0.01);
    await upMailer.send(stale);
    await vi.waitUntil(() => up.delivered.length === 1, { timeout: 3000 });
    await jobs.stop();
    await worker.stop();
  });
});

/**
 * A minimal SMTP server (enough for nodemailer: EHLO, MAIL, RCPT, DATA, QUIT, no TLS) that
 * keeps each message's text.
 */
function smtpServer() {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    socket.write("220 test ESMTP\r\n");
    let buffer = "";
    let data: string[] | null = null;
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (let i = buffer.indexOf("\r\n"); i >= 0; i = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (data) {
          if (line === ".") {
            messages.push(data.join("\n"));
            data = null;
            socket.write("250 OK queued\r\n");
          } else data.push(line.startsWith("..") ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 test\r\n");
        else if (verb === "DATA") {
          data = [];
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 Bye\r\n");
        } else socket.write("250 OK\r\n");
      }
    });
    socket.on("error", () => {});
  });
  return {
    messages,
    listen: (port: number) =>
      new Promise<number>((resolve) =>
        server.listen(port, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("a catering request while the SMTP server is down", () => {
  it("mails each matched truck exactly once when the server is back", async () => {
    const caterers = await setUpCaterers(db, 1, 2);
    // A port nobody listens on yet: the mail server is down.
    const smtp = smtpServer();
    const port = await smtp.listen(0);
    await smtp.close();

    const failures: string[] = [];
    const jobs = createMemoryJobs({
      log: (m) => failures.push(m),
      delaySeconds: () => 0.2,
    });
    const dataDir = await mkdtemp(path.join(tmpdir(), "fooddir-catering-mail-"));
    const config = loadConfig({
      NODE_ENV: "test",
      APP_SECRET: "test-secret",
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LOG_LEVEL: "silent",
    });
    const app = await buildApp({
      db,
      config,
      jobs,
      attempts: createAttemptStore(database),
      clock: () => NOW,
    });
    await app.ready();
    afterAll(async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    const res = await postRequest(app, requestBody());
    // The visitor is answered at once; the mails wait in the queue.
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ status: "sent", matched: 2 });
    await vi.waitUntil(() => failures.some((f) => f.includes("ECONNREFUSED")), {
      timeout: 5000,
    });
    expect(smtp.messages).toEqual([]);

    await smtp.listen(port);
    try {
      await vi.waitUntil(() => smtp.messages.length >= 3, { timeout: 10_000, interval: 50 });
      await pause(600);
      // The requester's receipt (issue 38) is sent once too; the trucks' mails hold no contact.
      const receipt = (m: string) => /^To: (.*)$/m.exec(m)?.[1] === REQUESTER.email;
      expect(smtp.messages.filter(receipt)).toHaveLength(1);
      const toTrucks = smtp.messages.filter((m) => !receipt(m));
      const recipients = toTrucks.map((m) => /^To: (.*)$/m.exec(m)?.[1]);
      expect(recipients.sort()).toEqual(caterers.map((c) => c.email).sort());
      for (const message of toTrucks) {
        expect(message).toContain("Subject: Catering request: 150 guests on Fri 14 May 2027");
        expect(message).not.toContain(REQUESTER.email);
        expect(message).not.toContain(REQUESTER.name);
      }
    } finally {
      await smtp.close();
    }
  }, 30_000);
});
