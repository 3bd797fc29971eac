import { randomUUID } from "node:crypto";
import pg from "pg";
import {
  CHANGE_TOPICS,
  type ChangeBus,
  type ChangeEvent,
  type ChangeListener,
  createListenerSet,
} from "./bus.ts";

export const CHANGE_CHANNEL = "fooddir_changes";
/** Receivers acknowledge each event here once their subscribers ran: `{to, seq, from}`. */
export const CHANGE_ACK_CHANNEL = "fooddir_changes_ack";
/**
 * A listener connection names itself `fooddir-changes:<origin>` once its LISTEN is in force, so
 * `pg_stat_activity` lists the processes that receive events (and drops one the moment its
 * connection ends).
 */
export const LISTENER_APP_PREFIX = "fooddir-changes:";
/** NOTIFY payloads must stay under 8000 bytes; long id lists are dropped (= whole topics). */
const MAX_IDS = 500;
const ACK_TIMEOUT_MS = 2000;

type Wire = ChangeEvent & { origin: string; seq: number };
type Ack = { to: string; seq: number; from: string };
type Pending = { waitingFor: Set<string>; echoed: boolean; sentAt: number; done: () => void };

/**
 * Change events across processes sharing one PostgreSQL database. `publish` tells this
 * process's subscribers at once, sends a NOTIFY and resolves when the notification came back on
 * this process's own listener and every other listening process acknowledged it (their
 * subscribers had run), or after `ackTimeoutMs`: a write's response leaves only after every
 * instance dropped what the write made stale. The listener connection reconnects with backoff;
 * after a gap every subscriber gets `domain_id: null` (all changed).
 */
export function createPgBus(options: {
  databaseUrl: string;
  /** Pool used to send NOTIFY (the app's pool); a client of its own when absent. */
  notify?: (channel: string, payload: string) => Promise<unknown>;
  log?: (message: string) => void;
  /** Seconds from a publish until every listening process had it (echo and acknowledgements). */
  onLag?: (seconds: number) => void;
  /** How long a publish waits for the echo and the acknowledgements (default 2000 ms). */
  ackTimeoutMs?: number;
}): ChangeBus & { ready: Promise<void>; origin: string } {
  const origin = randomUUID();
  const listeners = createListenerSet();
  const pending = new Map<number, Pending>();
  const ackTimeoutMs = options.ackTimeoutMs ?? ACK_TIMEOUT_MS;
  const log = options.log ?? ((m: string) => console.warn(`[changes] ${m}`));
  let seq = 0;
  let client: pg.Client | null = null;
  let closed = false;
  let connectedOnce = false;
  let retryMs = 250;
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  const settle = (seq: number) => {
    const entry = pending.get(seq);
    if (!entry?.echoed || entry.waitingFor.size > 0) return;
    options.onLag?.((performance.now() - entry.sentAt) / 1000);
    entry.done();
  };

  const onNotification = (message: pg.Notification) => {
    if (!message.payload) return;
    if (message.channel === CHANGE_ACK_CHANNEL) {
      const ack = parseAck(message.payload);
      if (!ack || ack.to !== origin) return;
      pending.get(ack.seq)?.waitingFor.delete(ack.from);
      settle(ack.seq);
      return;
    }
    if (message.channel !== CHANGE_CHANNEL) return;
    const wire = parseWire(message.payload);
    if (!wire) return;
    if (wire.origin === origin) {
      const entry = pending.get(wire.seq);
      if (entry) entry.echoed = true;
      settle(wire.seq);
      return;
    }
    listeners.emit({ domain_id: wire.domain_id, topics: wire.topics, ids: wire.ids });
    // Subscribers ran (they are synchronous): tell the writer, on the same connection.
    const ack: Ack = { to: wire.origin, seq: wire.seq, from: origin };
    client
      ?.query("SELECT pg_notify($1, $2)", [CHANGE_ACK_CHANNEL, JSON.stringify(ack)])
      .catch(() => {});
  };

  /** The other processes whose listeners are in force now (this database only). */
  const livePeers = async (): Promise<Set<string>> => {
    const c = client;
    if (!c) return new Set();
    try {
      const { rows } = await c.query<{ name: string }>(
        `SELECT application_name AS name FROM pg_stat_activity
          WHERE datname = current_database() AND application_name LIKE $1`,
        [`${LISTENER_APP_PREFIX}%`],
      );
      const peers = new Set(rows.map((r) => r.name.slice(LISTENER_APP_PREFIX.length)));
      peers.delete(origin);
      return peers;
    } catch {
      return new Set();
    }
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on("error", (error) => {
      log(`listener connection lost: ${error.message}`);
      drop(next);
    });
    next.on("end", () => drop(next));
    next.on("notification", onNotification);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      await next.query(`LISTEN ${CHANGE_ACK_CHANNEL}`);
      // Named only now: whoever sees this name in pg_stat_activity may count on our acks.
      await next.query(`SET application_name = '${LISTENER_APP_PREFIX}${origin}'`);
    } catch (error) {
      log(`listener cannot connect: ${(error as Error).message}; retrying in ${retryMs} ms`);
      next.removeAllListeners("end");
      next.end().catch(() => {});
      scheduleReconnect();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = 250;
    if (connectedOnce) {
      // Events may have been missed while disconnected: everything may have changed.
      listeners.emit({ domain_id: null, topics: [...CHANGE_TOPICS], ids: [] });
    }
    connectedOnce = true;
    resolveReady();
  };

  const drop = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    which.end().catch(() => {});
    // Writers waiting for their echo should not hang on a dead listener.
    for (const entry of pending.values()) entry.done();
    pending.clear();
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed) return;
    const delay = retryMs;
    retryMs = Math.min(retryMs * 2, 5000);
    setTimeout(() => void connect(), delay).unref();
  };

  const sendNotify =
    options.notify ??
    (async (channel: string, payload: string) => {
      const c = new pg.Client({ connectionString: options.databaseUrl });
      await c.connect();
      try {
        await c.query("SELECT pg_notify($1, $2)", [channel, payload]);
      } finally {
        await c.end();
      }
    });

  void connect();

  return {
    ready,
    origin,
    async publish(event) {
      listeners.emit(event);
      const wire: Wire = {
        ...event,
        ids: event.ids.length > MAX_IDS ? [] : event.ids,
        origin,
        seq: ++seq,
      };
      const sentAt = performance.now();
      // Peers are read before the NOTIFY: each of them listens already, so each will ack.
      const waitingFor = await livePeers();
      const delivered = client
        ? new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              const entry = pending.get(wire.seq);
              pending.delete(wire.seq);
              if (entry && (entry.waitingFor.size > 0 || !entry.echoed)) {
                log(
                  `change event ${wire.seq}: ${entry.echoed ? "" : "no echo, "}` +
                    `${entry.waitingFor.size} instance(s) did not acknowledge within ${ackTimeoutMs} ms`,
                );
              }
              resolve();
            }, ackTimeoutMs);
            pending.set(wire.seq, {
              waitingFor,
              echoed: false,
              sentAt,
              done: () => {
                clearTimeout(timer);
                pending.delete(wire.seq);
                resolve();
              },
            });
          })
        : Promise.resolve();
      try {
        await sendNotify(CHANGE_CHANNEL, JSON.stringify(wire));
      } catch (error) {
        pending.get(wire.seq)?.done();
        log(`cannot send change event: ${(error as Error).message}`);
        return;
      }
      await delivered;
    },
    subscribe: (listener: ChangeListener) => listeners.add(listener),
    listening: () => client !== null,
    async close() {
      closed = true;
      for (const entry of pending.values()) entry.done();
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners("end");
        await c.end().catch(() => {});
      }
    },
  };
}

function parseWire(payload: string): Wire | null {
  try {
    const value = JSON.parse(payload) as Partial<Wire>;
    if (typeof value.origin !== "string" || typeof value.seq !== "number") return null;
    if (value.domain_id !== null && !Number.isInteger(value.domain_id)) return null;
    const topics = Array.isArray(value.topics)
      ? value.topics.filter((t): t is Wire["topics"][number] =>
          (CHANGE_TOPICS as readonly string[]).includes(t as string),
        )
      : [];
    const ids = Array.isArray(value.ids) ? value.ids.filter(Number.isInteger) : [];
    return {
      origin: value.origin,
      seq: value.seq,
      domain_id: value.domain_id ?? null,
      topics,
      ids,
    };
  } catch {
    return null;
  }
}

function parseAck(payload: string): Ack | null {
  try {
    const value = JSON.parse(payload) as Partial<Ack>;
    if (typeof value.to !== "string" || typeof value.from !== "string") return null;
    if (typeof value.seq !== "number") return null;
    return { to: value.to, seq: value.seq, from: value.from };
  } catch {
    return null;
  }
}
