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
/** NOTIFY payloads must stay under 8000 bytes; long id lists are dropped (= whole topics). */
const MAX_IDS = 500;
const ECHO_TIMEOUT_MS = 2000;

type Wire = ChangeEvent & { origin: string; seq: number };

/**
 * Change events across processes sharing one PostgreSQL database. `publish` tells this
 * process's subscribers at once, sends a NOTIFY and resolves when the notification came back on
 * this process's own listener: PostgreSQL has then handed it to every listening process, so a
 * write's response leaves only after other instances were told. The listener connection
 * reconnects with backoff; after a gap every subscriber gets `domain_id: null` (all changed).
 */
export function createPgBus(options: {
  databaseUrl: string;
  /** Pool used to send NOTIFY (the app's pool); a client of its own when absent. */
  notify?: (channel: string, payload: string) => Promise<unknown>;
  log?: (message: string) => void;
  /** Seconds from a publish until its notification came back (PostgreSQL delivered it). */
  onLag?: (seconds: number) => void;
}): ChangeBus & { ready: Promise<void> } {
  const origin = randomUUID();
  const listeners = createListenerSet();
  const pending = new Map<number, () => void>();
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

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
    const wire = parseWire(message.payload);
    if (!wire) return;
    if (wire.origin === origin) {
      pending.get(wire.seq)?.();
      return;
    }
    listeners.emit({ domain_id: wire.domain_id, topics: wire.topics, ids: wire.ids });
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
    for (const done of pending.values()) done();
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
    async publish(event) {
      listeners.emit(event);
      const wire: Wire = {
        ...event,
        ids: event.ids.length > MAX_IDS ? [] : event.ids,
        origin,
        seq: ++seq,
      };
      const sentAt = performance.now();
      const echoed = client
        ? new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              pending.delete(wire.seq);
              resolve();
            }, ECHO_TIMEOUT_MS);
            pending.set(wire.seq, () => {
              clearTimeout(timer);
              pending.delete(wire.seq);
              options.onLag?.((performance.now() - sentAt) / 1000);
              resolve();
            });
          })
        : Promise.resolve();
      try {
        await sendNotify(CHANGE_CHANNEL, JSON.stringify(wire));
      } catch (error) {
        pending.get(wire.seq)?.();
        log(`cannot send change event: ${(error as Error).message}`);
        return;
      }
      await echoed;
    },
    subscribe: (listener: ChangeListener) => listeners.add(listener),
    listening: () => client !== null,
    async close() {
      closed = true;
      for (const done of pending.values()) done();
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
