import pg from "pg";
import PgBoss from "pg-boss";
import {
  JOB_NAMES,
  JOB_RUN_TIMEOUT_S,
  type JobName,
  type Jobs,
  RETRY_DELAY_S,
  RETRY_LIMIT,
} from "./jobs.ts";

/** Session advisory lock held while queues are created ("food" + 1; migrations use "food"). */
const QUEUES_LOCK = 0x666f6f64 + 1;

/**
 * Jobs as PostgreSQL rows (pg-boss, schema `pgboss`): a job is stored in the database before
 * `enqueue` resolves, any instance's worker may take it (SKIP LOCKED: exactly one does), and a
 * failed run is retried with doubling waits, across restarts of every instance.
 */
export async function createPgJobs(options: {
  databaseUrl: string;
  log?: (message: string) => void;
  /** How often an idle worker looks for jobs (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** First wait before a retry, in seconds; tests shorten it. */
  retryDelaySeconds?: number;
}): Promise<Jobs> {
  const retry = {
    retryLimit: RETRY_LIMIT,
    retryDelay: options.retryDelaySeconds ?? RETRY_DELAY_S,
    retryBackoff: true,
  };
  const log = options.log ?? ((m: string) => console.warn(`[jobs] ${m}`));
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    max: 4,
    application_name: "fooddir-jobs",
    // Cron (everyMinute): one instance a time checks the schedules every 10 s and the job of
    // the minute is stored once (pg-boss's singleton per minute); it is picked up within 2 s.
    cronMonitorIntervalSeconds: 10,
    cronWorkerIntervalSeconds: 2,
  });
  // A lost connection (database restart) is reported here; pg-boss reconnects by itself.
  boss.on("error", (error) => log(`queue error: ${error.message}`));
  // Starting creates pg-boss's own queue (`__pgboss__send-it`, its cron): it takes its turn
  // with ours, or it deadlocks with another instance creating one (40P01, seen in CI).
  await createQueuesOnce(options.databaseUrl, async () => {
    await boss.start();
    for (const name of JOB_NAMES) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...retry });
    }
  });
  const workers: string[] = [];
  return {
    async work(name, handler) {
      const id = await boss.work<object>(
        name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          // A throw marks the job failed: pg-boss schedules the retry.
          await handler(job.data as never);
        },
      );
      workers.push(id);
    },
    async everyMinute(name, handler) {
      // The schedule is a row (the same for every instance: storing it again changes nothing);
      // pg-boss's cron creates one job per minute across all instances, and one worker takes it.
      await boss.schedule(name, "* * * * *", {}, { tz: "UTC", expireInSeconds: 55, retryLimit: 0 });
      const id = await boss.work<object>(
        name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async () => {
          // Not retried: the next minute's run does the same work.
          await handler().catch((error: Error) =>
            log(`${name}: failed (${error.message}); next run in a minute`),
          );
        },
      );
      workers.push(id);
    },
    async enqueue(name: JobName, data: object) {
      const id = await boss.send(name, data, {
        ...retry,
        // A run that has not finished in this time counts as failed (and is retried).
        expireInSeconds: JOB_RUN_TIMEOUT_S,
      });
      if (!id) throw new Error(`${name}: the job was not stored`);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000, wait: true });
    },
  };
}

/**
 * Instances that start together on a fresh database would create the same queues at once, and
 * pg-boss's queue creation deadlocks then (40P01: each `create_queue` adds a foreign key to
 * `pgboss.queue`): they take turns, each holding a session advisory lock while it starts.
 */
async function createQueuesOnce(databaseUrl: string, create: () => Promise<void>) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "fooddir-jobs" });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [QUEUES_LOCK]);
    await create();
  } finally {
    await client.end();
  }
}
