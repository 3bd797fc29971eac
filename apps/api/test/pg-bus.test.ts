import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ChangeEvent } from "../src/changes/bus.ts";
import {
  CHANGE_ACK_CHANNEL,
  CHANGE_CHANNEL,
  createPgBus,
  LISTENER_APP_PREFIX,
} from "../src/changes/pg-bus.ts";
import { createEmptyDatabase } from "./postgres.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
let dbUrl = "";
const closers: (() => Promise<unknown>)[] = [];

const event: ChangeEvent = { domain_id: 1, topics: ["posts"], ids: [7] };

function bus(options: { ackTimeoutMs?: number; log?: (m: string) => void } = {}) {
  const created = createPgBus({ databaseUrl: dbUrl, log: options.log ?? (() => {}), ...options });
  closers.push(() => created.close());
  return created;
}

/**
 * A process of another build, speaking the wire protocol by hand: it listens, names itself as
 * a listener and acknowledges each event after `ackAfterMs` (never when null).
 */
async function rawInstance(name: string, ackAfterMs: number | null) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const received: { origin: string; seq: number }[] = [];
  const acked: number[] = [];
  client.on("notification", (message) => {
    if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
    const wire = JSON.parse(message.payload) as { origin: string; seq: number };
    received.push(wire);
    if (ackAfterMs === null) return;
    setTimeout(() => {
      acked.push(wire.seq);
      const ack = JSON.stringify({ to: wire.origin, seq: wire.seq, from: name });
      // The writer may have its ack (and the test its end) before this query's own answer.
      client.query("SELECT pg_notify($1, $2)", [CHANGE_ACK_CHANNEL, ack]).catch(() => {});
    }, ackAfterMs);
  });
  await client.query(`LISTEN ${CHANGE_CHANNEL}`);
  await client.query(`SET application_name = '${LISTENER_APP_PREFIX}${name}'`);
  closers.push(() => client.end().catch(() => {}));
  return { client, received, acked };
}

/** Cross-process acknowledgements: runs in the PostgreSQL suite of CI. */
describe.runIf(serverUrl)("change events on PostgreSQL: acknowledged by every instance", () => {
  beforeAll(async () => {
    database = await createEmptyDatabase(serverUrl as string, "fooddir_bus");
    dbUrl = database.url;
  });

  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("a publish resolves only after every other listening instance ran its subscribers and acked", async () => {
    const writer = bus();
    const reader = bus();
    await Promise.all([writer.ready, reader.ready]);
    const seen: ChangeEvent[] = [];
    reader.subscribe((e) => seen.push(e));
    const slow = await rawInstance("slow-instance", 400);

    await writer.publish(event);

    // The slow instance's ack came 400 ms after delivery; the echo alone came long before.
    expect(slow.acked).toEqual([1]);
    expect(seen).toEqual([event]);
  });

  it("an instance that never acknowledges costs the timeout once; one whose connection ended is not waited for", async () => {
    const log = vi.fn();
    const writer = bus({ ackTimeoutMs: 300, log });
    await writer.ready;
    const silent = await rawInstance("silent-instance", null);

    await writer.publish(event);
    expect(silent.received).toHaveLength(1);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining("1 instance(s) did not acknowledge within 300 ms"),
    );

    await silent.client.end();
    log.mockClear();
    await writer.publish(event);
    expect(log).not.toHaveBeenCalled();
  });

  it("a receiving bus acknowledges to the writer named in the event, after its subscribers ran", async () => {
    const reader = bus();
    await reader.ready;
    const order: string[] = [];
    reader.subscribe(() => order.push("subscriber"));
    const writer = new pg.Client({ connectionString: dbUrl });
    await writer.connect();
    closers.push(() => writer.end().catch(() => {}));
    const acks: unknown[] = [];
    writer.on("notification", (message) => {
      if (message.channel !== CHANGE_ACK_CHANNEL || !message.payload) return;
      order.push("ack");
      acks.push(JSON.parse(message.payload));
    });
    await writer.query(`LISTEN ${CHANGE_ACK_CHANNEL}`);
    const wire = { ...event, origin: "hand-written-writer", seq: 41 };
    await writer.query("SELECT pg_notify($1, $2)", [CHANGE_CHANNEL, JSON.stringify(wire)]);

    await vi.waitUntil(() => acks.length > 0, { timeout: 5000, interval: 20 });
    expect(acks).toEqual([{ to: "hand-written-writer", seq: 41, from: reader.origin }]);
    expect(order).toEqual(["subscriber", "ack"]);
  });
});
