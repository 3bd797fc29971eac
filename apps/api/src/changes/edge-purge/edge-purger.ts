import { randomUUID } from "node:crypto";
import type { Jobs } from "../../jobs/jobs.ts";
import type { ChangeEvent } from "../bus.ts";
import { edgeKeysOf } from "../edge-keys.ts";
import type { EdgePurgeDriver, EdgePurgeDriverName } from "./driver.ts";

/** What the purge reports to the metrics (ops/metrics.ts). */
export type EdgePurgeMetrics = {
  observeEdgePurge(
    driver: EdgePurgeDriverName,
    result: "sent" | "failed",
    keys: number,
    lagSeconds?: number,
  ): void;
};

export type EdgePurger = {
  /**
   * Purges the keys the event drops (`edgeKeysOf`); resolves once the edge took them, or once
   * they were handed to the job queue (the edge failed or did not answer within the bound).
   * Never rejects: a write never fails for its purge.
   */
  purgeEvent(event: ChangeEvent): Promise<void>;
};

/** The job of a purge the edge did not take at once; `at` is when it was asked for (epoch ms). */
export type EdgePurgeJob = { keys: string[]; at: number; batch: string };

/**
 * Keys asked for within this time go in one purge (0: those of one turn of the event loop).
 * Bursts merge anyway: while a purge runs, the keys asked for meanwhile wait for it and leave
 * together, so a lone write does not pay a window (measured: a window of 20 ms made a write
 * 20 ms slower).
 */
export const EDGE_PURGE_BATCH_MS = 0;
/** A write waits at most this long for its purge before it is handed to the job queue. */
export const EDGE_PURGE_WAIT_MS = 2500;
/** How long a late purge's outcome is kept for its job (which may run on another instance). */
const LATE_ATTEMPT_KEEP_MS = 60_000;

type Batch = { keys: Set<string>; at: number; done: Promise<void> };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * The edge purge of change events (decision 028), on the instance that published them: keys
 * asked for within `batchMs`, or while the previous driver call runs, leave in one driver call,
 * and every caller of the batch waits for it, at most `waitMs` from the batch's start. A purge
 * that failed or was not done by then is stored as an `edge-purge` job, retried with the
 * queue's backoff until the edge takes it; the attempt still running goes on, and its job (when
 * it runs in this process) only waits for it. The lag counts from the batch's first event.
 */
export async function createEdgePurger(options: {
  driver: EdgePurgeDriver;
  jobs: Jobs;
  metrics?: EdgePurgeMetrics;
  log?: (message: string) => void;
  batchMs?: number;
  waitMs?: number;
  now?: () => number;
}): Promise<EdgePurger> {
  const { driver, jobs, metrics } = options;
  const log = options.log ?? ((m: string) => console.warn(`[edge-purge] ${m}`));
  const now = options.now ?? Date.now;
  const batchMs = options.batchMs ?? EDGE_PURGE_BATCH_MS;
  const waitMs = options.waitMs ?? EDGE_PURGE_WAIT_MS;
  /** Attempts handed to the queue while still running: whether each succeeded in the end. */
  const late = new Map<string, Promise<boolean>>();
  let open: Batch | null = null;
  /** The driver call of the batch before the open one (settles, never rejects). */
  let previous: Promise<unknown> = Promise.resolve();

  /** One driver call, counted; throws what the driver threw. */
  const attempt = async (keys: string[], at: number) => {
    try {
      await driver.purge(keys);
    } catch (error) {
      metrics?.observeEdgePurge(driver.name, "failed", keys.length);
      throw error;
    }
    metrics?.observeEdgePurge(driver.name, "sent", keys.length, Math.max(0, now() - at) / 1000);
  };

  const handOff = async (job: EdgePurgeJob, reason: string) => {
    log(`${job.keys.join(" ")}: ${reason}; retried by the job queue`);
    await jobs.enqueue("edge-purge", job).catch((error: Error) => {
      // The queue is down too (PostgreSQL): the keys expire with EDGE_TTL.
      log(
        `${job.keys.join(" ")}: not queued (${error.message}); the edge keeps them until they expire`,
      );
    });
  };

  const run = async (batch: Batch, id: string) => {
    const timeLeft = () => sleep(Math.max(0, batch.at + waitMs - now())).then(() => null);
    await sleep(batchMs);
    // One call at a time: keys asked for while the previous one runs join this batch.
    const free = driver.merges || (await Promise.race([previous.then(() => true), timeLeft()]));
    if (open === batch) open = null;
    const keys = [...batch.keys];
    if (!free) {
      await handOff({ keys, at: batch.at, batch: id }, `not sent in ${waitMs} ms`);
      return;
    }
    const outcome = attempt(keys, batch.at).then(
      () => ({ sent: true as const }),
      (error: Error) => ({ sent: false as const, error }),
    );
    previous = outcome;
    const result = await Promise.race([outcome, timeLeft()]);
    if (result?.sent) return;
    if (result === null) {
      const sent = outcome.then((r) => r.sent);
      late.set(id, sent);
      setTimeout(() => late.delete(id), LATE_ATTEMPT_KEEP_MS).unref();
    }
    await handOff(
      { keys, at: batch.at, batch: id },
      result ? `failed (${result.error.message})` : `not done in ${waitMs} ms`,
    );
  };

  await jobs.work<EdgePurgeJob>("edge-purge", async (job) => {
    const earlier = late.get(job.batch);
    if (earlier) {
      late.delete(job.batch);
      if (await earlier) return;
    }
    // A throw fails the job: the queue retries it with backoff.
    await attempt(job.keys, job.at);
  });

  return {
    purgeEvent(event) {
      const keys = edgeKeysOf(event);
      if (keys.length === 0) return Promise.resolve();
      if (!open) {
        const batch: Batch = { keys: new Set(), at: now(), done: Promise.resolve() };
        batch.done = run(batch, randomUUID()).catch((error: Error) => log(error.message));
        open = batch;
      }
      for (const key of keys) open.keys.add(key);
      return open.done;
    },
  };
}
