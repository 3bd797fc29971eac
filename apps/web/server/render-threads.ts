import { Worker } from "node:worker_threads";
import { type ChangeEvent, changesPublicData } from "@fooddir/api/change-events";
import type { ApiCallOptions } from "../app/lib/api-caller.server.ts";
import type { TextCall } from "./held-reads.ts";
import type { PageRequest, RenderedDocument } from "./render-document.ts";

/**
 * Public pages rendered on worker threads (decision 036): React Router and React take most of a
 * page's work, and on one thread they left the other cores idle while the database and the API
 * stay on this one. Each thread loads the built app, keeps its own shared blocks and held reads,
 * and asks this thread for every API call it cannot answer from them (`call`); change events
 * reach each thread before any answer sent after them, so no thread keeps what a write replaced.
 */

/** Messages from this thread to a render thread. */
export type ToThread =
  | { type: "render"; id: number; page: PageRequest }
  | { type: "answer"; id: number; status: number; text: string }
  | { type: "answer-failed"; id: number; message: string }
  | { type: "change"; event: ChangeEvent };

/** Messages from a render thread. */
export type FromThread =
  | { type: "ready" }
  | { type: "call"; id: number; call: ApiCallOptions }
  | { type: "rendered"; id: number; document: RenderedDocument }
  | { type: "render-failed"; id: number; message: string };

export type RenderThreads = ReturnType<typeof createRenderThreads>;

type Pending = { resolve(document: RenderedDocument): void; reject(error: Error): void };
type Thread = { worker: Worker; pending: Map<number, Pending> };

export function createRenderThreads(options: {
  /** How many threads (at least 1). */
  size: number;
  /** The built server entry (build/server/index.js). */
  serverEntry: string;
  /** The API as text: the threads parse and hold answers themselves. */
  call: TextCall;
  /** Change events: each that may touch public data is sent to every thread. */
  subscribe(listener: (event: ChangeEvent) => void): unknown;
  log?: (message: string) => void;
}) {
  const threads: Thread[] = [];
  let nextId = 0;
  let closed = false;

  function start(index: number): Thread {
    const worker = new Worker(new URL("./render-thread.ts", import.meta.url), {
      workerData: { serverEntry: options.serverEntry },
      execArgv: threadExecArgv(),
    });
    const thread: Thread = { worker, pending: new Map() };
    worker.on("message", (message: FromThread) => onMessage(thread, message));
    worker.on("error", (error) => options.log?.(`render thread ${index} failed: ${error.message}`));
    worker.on("exit", (code) => {
      // Its renders in flight fail (the visitor gets the error page); a new thread takes over.
      for (const { reject } of thread.pending.values()) {
        reject(new Error(`render thread ${index} stopped (exit code ${code})`));
      }
      thread.pending.clear();
      if (!closed) threads[index] = start(index);
    });
    worker.unref();
    return thread;
  }

  function onMessage(thread: Thread, message: FromThread) {
    if (message.type === "call") {
      options.call(message.call).then(
        ({ status, text }) =>
          thread.worker.postMessage({ type: "answer", id: message.id, status, text }),
        (error: Error) =>
          thread.worker.postMessage({
            type: "answer-failed",
            id: message.id,
            message: error.message,
          }),
      );
      return;
    }
    if (message.type === "ready") return;
    const pending = thread.pending.get(message.id);
    if (!pending) return;
    thread.pending.delete(message.id);
    if (message.type === "rendered") pending.resolve(message.document);
    else pending.reject(new Error(message.message));
  }

  for (let index = 0; index < Math.max(1, options.size); index++) threads.push(start(index));
  options.subscribe((event) => {
    if (!changesPublicData(event)) return;
    for (const { worker } of threads)
      worker.postMessage({ type: "change", event } satisfies ToThread);
  });

  return {
    size: threads.length,
    /** Renders on the thread with the fewest renders in flight. */
    render(page: PageRequest): Promise<RenderedDocument> {
      const thread = threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        thread.pending.set(id, { resolve, reject });
        thread.worker.postMessage({ type: "render", id, page } satisfies ToThread);
      });
    },
    async close() {
      closed = true;
      await Promise.all(threads.map(({ worker }) => worker.terminate()));
    },
  };
}

/**
 * The thread runs TypeScript as this process does: under tsx (`npm start`) it inherits the
 * loader; elsewhere (a test runner) it gets tsx's.
 */
function threadExecArgv(): string[] {
  const inherited = process.execArgv.filter((arg) => !arg.startsWith("--cpu-prof"));
  return inherited.some((arg) => arg.includes("tsx"))
    ? inherited
    : [...inherited, "--import", "tsx"];
}
