/**
 * Work that need not hold a request (mails, image variants, late edge purges) runs as jobs with retries, so an outage of
 * the mail server delays a notification instead of losing it. With PostgreSQL the jobs are rows
 * of pg-boss (any instance may run them, they survive restarts); with the embedded database they
 * run in this process (`memory-jobs.ts`), with the same retries while it runs. Periodic jobs
 * (`everyMinute`) run once a minute: with pg-boss once across all instances, else in this process.
 */
export const JOB_NAMES = ["mail", "image-variants", "scheduler", "edge-purge"] as const;
export type JobName = (typeof JOB_NAMES)[number];
/** The names among JOB_NAMES that run once a minute (`everyMinute`) instead of being enqueued. */
export const PERIODIC_JOB_NAMES = ["scheduler"] as const satisfies readonly JobName[];
export type PeriodicJobName = (typeof PERIODIC_JOB_NAMES)[number];

export type JobHandler<T> = (data: T) => Promise<void>;

export interface Jobs {
  /** Runs `handler` for every job of `name` (each instance works every queue). */
  work<T extends object>(name: JobName, handler: JobHandler<T>): Promise<void>;
  /** Stores the job: once this resolves it runs, and failed runs are retried. */
  enqueue<T extends object>(name: JobName, data: T): Promise<void>;
  /**
   * Runs `handler` once every minute, soon after the minute begins: with pg-boss one run per
   * minute across all instances (its cron is cluster-wide), in process at each minute of the
   * clock. A failed run is logged, not retried: the next minute runs again.
   */
  everyMinute(name: PeriodicJobName, handler: () => Promise<void>): Promise<void>;
  /** Stops taking jobs; jobs running now may finish within a few seconds. */
  stop(): Promise<void>;
}

/**
 * A run that has not finished in this time counts as failed and is retried (pg-boss's expiry);
 * a mail's idempotency claim older than this may be taken over (mail/queued-mailer.ts).
 */
export const JOB_RUN_TIMEOUT_S = 120;

/** Attempts per job: the first run and this many retries, the waits doubling from RETRY_DELAY_S. */
export const RETRY_LIMIT = 8;
/** First wait before a retry, in seconds (then 10, 20, 40 s ... at most RETRY_DELAY_MAX_S). */
export const RETRY_DELAY_S = 5;
export const RETRY_DELAY_MAX_S = 600;

/** Seconds before retry number `retry` (1-based): doubling, capped. */
export function retryDelaySeconds(retry: number): number {
  return Math.min(RETRY_DELAY_MAX_S, RETRY_DELAY_S * 2 ** (retry - 1));
}
