import {
  type JobHandler,
  type JobName,
  type Jobs,
  type PeriodicJobName,
  RETRY_LIMIT,
  retryDelaySeconds,
} from "./jobs.ts";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** How long `stop` waits for runs in progress. */
const STOP_WAIT_MS = 5000;
const MINUTE_MS = 60_000;

/**
 * Jobs in this process (the embedded database has one process): a job starts at once and a
 * failed run is retried after 5, 10, 20 s ... while the process runs. Jobs still waiting when it
 * stops are lost; with PostgreSQL they are rows and survive (pg-jobs.ts).
 */
export function createMemoryJobs(
  options: {
    log?: (message: string) => void;
    /** Seconds before retry n; tests shorten it. */
    delaySeconds?: (retry: number) => number;
    /** Now in epoch ms (Date.now unless given): periodic jobs run at each minute of it. */
    now?: () => number;
  } = {},
): Jobs {
  const handlers = new Map<JobName, JobHandler<object>>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const log = options.log ?? ((m: string) => console.warn(`[jobs] ${m}`));
  const delay = options.delaySeconds ?? retryDelaySeconds;
  const now = options.now ?? Date.now;
  const periodic = new Set<PeriodicJobName>();
  let stopped = false;

  /**
   * Runs `handler` at the start of every minute of the clock: a timer to the next minute, set
   * again after each run. A minute runs once (a timer that fires early waits for the next one),
   * and a run still in progress is not doubled.
   */
  const everyMinute = (name: PeriodicJobName, handler: () => Promise<void>) => {
    let busy = false;
    let lastMinute = Math.floor(now() / MINUTE_MS);
    const tick = () => {
      const minute = Math.floor(now() / MINUTE_MS);
      if (stopped) return;
      if (minute !== lastMinute && !busy) {
        lastMinute = minute;
        busy = true;
        const attempt = handler()
          .catch((error: Error) => log(`${name}: failed (${error.message}); next run in a minute`))
          .finally(() => {
            busy = false;
            running.delete(attempt);
          });
        running.add(attempt);
      }
      schedule();
    };
    const schedule = () => {
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          tick();
        },
        MINUTE_MS - (now() % MINUTE_MS),
      );
      timer.unref();
      timers.add(timer);
    };
    schedule();
  };

  const run = (name: JobName, data: object, retry: number) => {
    const handler = handlers.get(name);
    if (stopped) return;
    if (!handler) {
      log(`${name}: no worker; job dropped`);
      return;
    }
    const attempt = handler(data);
    running.add(attempt);
    attempt.finally(() => running.delete(attempt)).catch(() => {});
    attempt.catch((error: Error) => {
      if (retry >= RETRY_LIMIT) {
        log(`${name}: failed ${retry + 1} times, giving up: ${error.message}`);
        return;
      }
      const seconds = delay(retry + 1);
      log(`${name}: failed (${error.message}); retry ${retry + 1} in ${seconds} s`);
      const timer = setTimeout(() => {
        timers.delete(timer);
        run(name, data, retry + 1);
      }, seconds * 1000);
      timer.unref();
      timers.add(timer);
    });
  };

  return {
    async work(name, handler) {
      handlers.set(name, handler as JobHandler<object>);
    },
    async everyMinute(name, handler) {
      if (stopped || periodic.has(name)) return;
      periodic.add(name);
      everyMinute(name, handler);
    },
    async enqueue(name, data) {
      if (stopped) throw new Error("the job queue is stopped");
      // Structured clone: the job holds its own copy, as a stored row would.
      const copy = structuredClone(data);
      setImmediate(() => run(name, copy, 0));
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // Runs in progress finish (a few seconds at most), so nothing writes after the stop.
      const finished = Promise.allSettled([...running]);
      await Promise.race([finished, sleep(STOP_WAIT_MS)]);
    },
  };
}
