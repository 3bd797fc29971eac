import { parentPort, workerData } from "node:worker_threads";
import type { ChangeEvent } from "@fooddir/api/change-events";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ApiCaller } from "../app/lib/api-caller.server.ts";
import { createFragmentStore } from "./fragment-store.ts";
import { createHeldReads, parsedCall, type TextCall } from "./held-reads.ts";
import { renderDocument } from "./render-document.ts";
import type { FromThread, ToThread } from "./render-threads.ts";

/**
 * One render thread (render-threads.ts): the built app, its own shared blocks and held reads,
 * and the API through the main thread.
 */

const port = parentPort;
if (!port) throw new Error("render-thread.ts runs as a worker thread (render-threads.ts)");
const send = (message: FromThread, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

const build = (await import(workerData.serverEntry as string)) as ServerBuild;
const handler = createRequestHandler(build, "production");
const fragments = createFragmentStore();

const listeners = new Set<(event: ChangeEvent) => void>();
const answers = new Map<
  number,
  { resolve(answer: { status: number; text: string }): void; reject(error: Error): void }
>();
let nextCall = 0;
const callMain: TextCall = (call) =>
  new Promise((resolve, reject) => {
    const id = ++nextCall;
    answers.set(id, { resolve, reject });
    send({ type: "call", id, call });
  });
const call = parsedCall(callMain);
const held = createHeldReads({ subscribe: (listener) => listeners.add(listener) });
const apiCaller: ApiCaller = (request) => held.read(request, call);

port.on("message", (message: ToThread) => {
  switch (message.type) {
    case "render":
      renderDocument(handler, build, apiCaller, message.page, { fragments }).then(
        (document) =>
          send({ type: "rendered", id: message.id, document }, [
            document.body.buffer as ArrayBuffer,
          ]),
        (error: Error) => send({ type: "render-failed", id: message.id, message: error.message }),
      );
      return;
    case "answer":
    case "answer-failed": {
      const waiting = answers.get(message.id);
      answers.delete(message.id);
      if (message.type === "answer") waiting?.resolve(message);
      else waiting?.reject(new Error(message.message));
      return;
    }
    case "change":
      // The blocks' keys are their inputs (never stale); the versions a write replaced go too.
      fragments.clear();
      for (const listener of listeners) listener(message.event);
      return;
  }
});
send({ type: "ready" });
