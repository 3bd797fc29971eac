import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { ChangeBus } from "../changes/bus.ts";
import { type Database, rowsOf } from "../db/client.ts";

/** One readiness check: resolves when the dependency answers, throws (or times out) when not. */
export type ReadinessCheck = () => Promise<void>;

export type Readiness = {
  ready: boolean;
  /** Each check's outcome; failures say only "failed" (the reason goes to the log). */
  checks: Record<string, "ok" | "failed" | "draining">;
};

export type Health = {
  /** GET /readyz: every check passed within its time, and the process is not shutting down. */
  ready(): Promise<Readiness>;
  /** From now on the process is shutting down: readiness fails so balancers send nothing new. */
  drain(): void;
  readonly draining: boolean;
};

/** A check that takes longer than this counts as failed: a hung database is not ready. */
const CHECK_TIMEOUT_MS = 2000;

export function createHealth(
  checks: Record<string, ReadinessCheck>,
  log: (message: string) => void = (m) => console.warn(`[readyz] ${m}`),
): Health {
  let draining = false;
  return {
    async ready() {
      const entries = await Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          try {
            await withTimeout(check(), CHECK_TIMEOUT_MS);
            return [name, "ok"] as const;
          } catch (error) {
            log(`${name}: ${(error as Error).message}`);
            return [name, "failed"] as const;
          }
        }),
      );
      const result: Readiness["checks"] = Object.fromEntries(entries);
      if (draining) result.shutdown = "draining";
      return { ready: !draining && entries.every(([, v]) => v === "ok"), checks: result };
    },
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** How many migrations this version of the code ships (drizzle's journal). */
function shippedMigrations(): number {
  const journal = path.resolve(import.meta.dirname, "../../drizzle/meta/_journal.json");
  return (JSON.parse(readFileSync(journal, "utf8")) as { entries: unknown[] }).entries.length;
}

/**
 * The database answers, and holds every migration this code ships (an instance of a newer
 * version whose migrations are not applied yet is not ready for traffic).
 */
export function databaseCheck(database: Pick<Database, "db">): ReadinessCheck {
  const shipped = shippedMigrations();
  return async () => {
    const rows = rowsOf<{ applied: number | string }>(
      await database.db.execute(sql`select count(*) as applied from drizzle.__drizzle_migrations`),
    );
    const applied = Number(rows[0]?.applied ?? 0);
    if (applied < shipped) throw new Error(`${applied} of ${shipped} migrations applied`);
  };
}

/**
 * The change events of other instances reach this one (PostgreSQL LISTEN is connected), so its
 * page cache and memos stay fresh. Always passes for a bus that serves one process only.
 */
export function changesCheck(bus: Pick<ChangeBus, "listening">): ReadinessCheck {
  return async () => {
    if (bus.listening && !bus.listening()) throw new Error("change events: not listening");
  };
}
