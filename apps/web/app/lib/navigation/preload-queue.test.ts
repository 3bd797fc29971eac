import { describe, expect, it } from "vitest";
import { createPreloadQueue } from "./preload-queue.ts";

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("preload queue", () => {
  it("runs at most 5 tasks at a time", async () => {
    const queue = createPreloadQueue();
    const tasks = Array.from({ length: 8 }, () => deferred());
    let running = 0;
    let maxRunning = 0;
    const all = tasks.map((d, i) =>
      queue.enqueue(`r${i}`, async () => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        try {
          await d.promise;
        } finally {
          running--;
        }
      }),
    );
    await tick();
    expect(queue.active).toBe(5);
    expect(queue.pending).toBe(3);
    tasks[0].resolve();
    tasks[1].reject(new Error("x"));
    await tick();
    expect(queue.active).toBe(5);
    expect(queue.pending).toBe(1);
    for (const d of tasks) d.resolve();
    await Promise.all(all);
    expect(maxRunning).toBe(5);
    expect(queue.active).toBe(0);
  });

  it("loads each key once, but retries a failed key", async () => {
    const queue = createPreloadQueue(2);
    let calls = 0;
    await Promise.all([
      queue.enqueue("a", async () => void calls++),
      queue.enqueue("a", async () => void calls++),
    ]);
    expect(calls).toBe(1);
    await queue.enqueue("b", async () => {
      calls++;
      throw new Error("fail");
    });
    await queue.enqueue("b", async () => void calls++);
    expect(calls).toBe(3);
  });
});
