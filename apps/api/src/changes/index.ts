import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { type ChangeBus, createMemoryBus } from "./bus.ts";
import { createPgBus } from "./pg-bus.ts";

export * from "./bus.ts";
export * from "./edge-keys.ts";
export {
  CHANGE_ACK_CHANNEL,
  CHANGE_CHANNEL,
  createPgBus,
  LISTENER_APP_PREFIX,
} from "./pg-bus.ts";

/** PostgreSQL: events cross processes (LISTEN/NOTIFY). PGlite: one process, in memory. */
export function createChangeBus(
  database: Database,
  databaseUrl?: string,
  options: { onLag?: (seconds: number) => void } = {},
): ChangeBus {
  if (database.kind !== "postgres" || !databaseUrl) return createMemoryBus();
  return createPgBus({
    databaseUrl,
    onLag: options.onLag,
    notify: (channel, payload) =>
      database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
  });
}
