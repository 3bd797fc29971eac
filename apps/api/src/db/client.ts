import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a `db.execute` result, whichever driver answered (PGlite and pg shape it alike). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

/** Any number for pg_advisory_lock, the same in every instance: "food" in ASCII. */
const MIGRATION_LOCK = 0x666f6f64;

/**
 * Applies pending migrations while holding a session advisory lock, so instances that start
 * together (a deploy, `npm run db:migrate` beside running ones) apply each migration once; the
 * others wait, then find nothing left to do.
 */
async function migrateLocked(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** PostgreSQL when a URL is given, else PGlite in `dataDir/pglite` (or in memory for tests). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests clone one migrated template). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // During an outage a request fails fast (503) instead of waiting for a connection.
      connectionTimeoutMillis: 5000,
    });
    // An idle client losing its server (restart, failover) must not end the process: the pool
    // drops it and opens a new one on the next query.
    pool.on("error", (error) => {
      console.warn(`[db] idle connection lost: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migrateLocked(pool),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite({
    dataDir: dir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}
