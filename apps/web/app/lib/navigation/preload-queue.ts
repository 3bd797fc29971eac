/** Spec §9: route preloading runs at most 5 loads at a time. */
export const PRELOAD_CONCURRENCY = 5;

export type PreloadQueue = {
  /** Runs `task` when a slot is free; the same key is only ever loaded once. */
  enqueue(key: string, task: () => Promise<unknown>): Promise<void>;
  readonly active: number;
  readonly pending: number;
};

export function createPreloadQueue(limit = PRELOAD_CONCURRENCY): PreloadQueue {
  let active = 0;
  const waiting: Array<() => void> = [];
  const seen = new Map<string, Promise<void>>();

  const next = () => {
    if (active >= limit) return;
    const start = waiting.shift();
    if (start) start();
  };

  return {
    enqueue(key, task) {
      const existing = seen.get(key);
      if (existing) return existing;
      const done = new Promise<void>((resolve) => {
        waiting.push(() => {
          active++;
          Promise.resolve()
            .then(task)
            .catch(() => {
              // A failed preload is retried by the real navigation; forget it.
              seen.delete(key);
            })
            .finally(() => {
              active--;
              resolve();
              next();
            });
        });
      });
      seen.set(key, done);
      next();
      return done;
    },
    get active() {
      return active;
    },
    get pending() {
      return waiting.length;
    },
  };
}
