import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../db/client.ts";
import { attemptCounters } from "../db/schema.ts";

/** `count`: attempts in the window so far, this one included (exactly one attempt sees each). */
export type AttemptVerdict = { allowed: boolean; retryAfterSeconds: number; count: number };

/**
 * Fixed-window attempt counters. `take` counts an attempt the moment it starts and says whether
 * it is within `limit` for the window, in one atomic step, so a burst of parallel attempts can
 * never all pass a check made before any of them was counted.
 */
export interface AttemptStore {
  take(key: string, limit: number, windowMs: number): Promise<AttemptVerdict>;
  reset(key: string): Promise<void>;
}

/**
 * Whole seconds until the window resets, between 1 and the window's length. PostgreSQL's epoch
 * arithmetic is floating point, so a fresh window can come back a hair over its length
 * (900000.0000001 ms); rounding to the millisecond and capping keeps Retry-After honest.
 */
export const retryAfter = (resetAt: number, now: number, windowMs: number) =>
  Math.min(Math.ceil(windowMs / 1000), Math.max(1, Math.ceil(Math.round(resetAt - now) / 1000)));

/** One process: counters in memory (they reset with the process). */
export function createMemoryAttemptStore(now: () => number = Date.now): AttemptStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = () => {
    const t = now();
    for (const [key, entry] of windows) if (entry.resetAt <= t) windows.delete(key);
  };
  return {
    async take(key, limit, windowMs) {
      const t = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= t) {
        entry = { count: 0, resetAt: t + windowMs };
        windows.set(key, entry);
        if (windows.size > 100_000) sweep();
      }
      entry.count += 1;
      return {
        allowed: entry.count <= limit,
        retryAfterSeconds: retryAfter(entry.resetAt, t, windowMs),
        count: entry.count,
      };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/**
 * Several processes on one PostgreSQL database: one upsert per attempt counts it and returns the
 * window's count, so limits hold across processes and restarts.
 */
export function createPgAttemptStore(db: Db): AttemptStore {
  return {
    async take(key, limit, windowMs) {
      const interval = `${Math.ceil(windowMs / 1000)} seconds`;
      const result = await db.execute(sql`
        insert into ${attemptCounters} (key, count, reset_at)
        values (${key}, 1, now() + ${interval}::interval)
        on conflict (key) do update set
          count = case when ${attemptCounters.reset_at} <= now() then 1
                       else ${attemptCounters.count} + 1 end,
          reset_at = case when ${attemptCounters.reset_at} <= now() then now() + ${interval}::interval
                          else ${attemptCounters.reset_at} end
        returning count, extract(epoch from reset_at) * 1000 as reset_ms,
          extract(epoch from now()) * 1000 as now_ms
      `);
      const [row] = rowsOf<{ count: number; reset_ms: string | number; now_ms: string | number }>(
        result,
      );
      return {
        allowed: Number(row.count) <= limit,
        retryAfterSeconds: retryAfter(Number(row.reset_ms), Number(row.now_ms), windowMs),
        count: Number(row.count),
      };
    },
    async reset(key) {
      await db.execute(sql`delete from ${attemptCounters} where key = ${key}`);
    },
  };
}

/** PostgreSQL (possibly several processes): shared counters; the embedded database: memory. */
export function createAttemptStore(database: { kind: "pglite" | "postgres"; db: Db }) {
  return database.kind === "postgres"
    ? createPgAttemptStore(database.db)
    : createMemoryAttemptStore();
}
