import { type ChangeEvent, changesPublicData } from "@fooddir/api/change-events";
import { API_PATHS } from "@fooddir/contract";
import type {
  ApiCallOptions as ApiCall,
  ApiCallResult as ApiResult,
} from "../app/lib/api-caller.server.ts";

/**
 * What the site keeps of the API's answers between renders, on any thread (no import of the
 * API's server code): the long anonymous reads until a change event, parsed once.
 */

/** An API call whose answer is the body's text (parsed by `parsedCall`). */
export type TextCall = (call: ApiCall) => Promise<{ status: number; text: string }>;

/** Answers shorter than this are parsed afresh (and not frozen): cheap, and a loader's own. */
const LONG_ANSWER = 2048;

/** A text call whose answers are parsed, the long ones once per text (createParseMemo). */
export function parsedCall(call: TextCall) {
  const parse = createParseMemo(32, LONG_ANSWER);
  return async (request: ApiCall): Promise<ApiResult & { long: boolean }> => {
    const { status, text } = await call(request);
    return { status, body: parse(text), long: text.length >= LONG_ANSWER };
  };
}

/** Where change events come from: the change bus, or a render thread's messages. */
type ChangeSource = { subscribe(listener: (event: ChangeEvent) => void): unknown };

/** The anonymous reads the API answers from its per-domain memos (createDomainMemo). */
const HELD_PATHS = new Set<string>([API_PATHS.site, API_PATHS.postsByType, API_PATHS.postByUrl]);

/**
 * Long anonymous answers of HELD_PATHS by host and path, as exact as the API's own memos: any
 * change event that may change public data drops them all, and an answer whose call began
 * before a drop is returned but not kept. Concurrent calls of one read share one. At most
 * `maxKeys` answers are held (then it starts afresh).
 */
export function createHeldReads(changes: ChangeSource, maxKeys = 256) {
  const answers = new Map<string, ApiResult>();
  const pending = new Map<string, Promise<ApiResult & { long: boolean }>>();
  let generation = 0;
  changes.subscribe((event) => {
    if (!changesPublicData(event)) return;
    generation++;
    answers.clear();
    pending.clear();
  });
  return {
    read(
      request: ApiCall,
      call: (request: ApiCall) => Promise<ApiResult & { long: boolean }>,
    ): Promise<ApiResult> {
      const { method = "GET", path, token, body } = request;
      // A search (words a visitor chose, /members?search=) is asked afresh, like the API does.
      const [pathname, query = ""] = path.split("?");
      const held =
        method === "GET" &&
        !token &&
        body === undefined &&
        HELD_PATHS.has(pathname) &&
        !new URLSearchParams(query).has("search");
      if (!held) return call(request);
      const key = `${request.host}\n${path}`;
      const answer = answers.get(key);
      if (answer) return Promise.resolve(answer);
      const shared = pending.get(key);
      if (shared) return shared;
      const startedAt = generation;
      const promise = call(request)
        .then((result) => {
          if (result.status === 200 && result.long && generation === startedAt) {
            if (answers.size >= maxKeys) answers.clear();
            answers.set(key, { status: result.status, body: result.body });
          }
          return result;
        })
        .finally(() => {
          if (pending.get(key) === promise) pending.delete(key);
        });
      pending.set(key, promise);
      return promise;
    },
  };
}

/**
 * Parsed answers by their text, the last `max` long ones: a public read answers the same text
 * until a write (the API holds it encoded), and parsing the full member list again was the
 * largest part of a /members render after React's. Deep-frozen, so no render can change what
 * another one reads (a loader that tried would throw).
 */
export function createParseMemo(max = 32, minLength = 2048) {
  const parsed = new Map<string, unknown>();
  return (text: string): unknown => {
    if (text.length < minLength) return safeJson(text);
    if (parsed.has(text)) {
      const held = parsed.get(text);
      // Most recently used goes last.
      parsed.delete(text);
      parsed.set(text, held);
      return held;
    }
    const value = deepFreeze(safeJson(text));
    parsed.set(text, value);
    if (parsed.size > max) parsed.delete(parsed.keys().next().value as string);
    return value;
  };
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
