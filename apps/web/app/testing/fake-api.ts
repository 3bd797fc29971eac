import { waitFor } from "@testing-library/react";
import { afterEach, expect } from "vitest";
import type { ApiClient } from "../lib/api/client.ts";

/**
 * The web tests' stand-in for `lib/api/browser.ts`: both clients record every call and answer
 * from the test's own routes. A test file wires it with one line and states its answers:
 *
 *   vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
 *   const api = fakeApi({ "/api/domain-options": { data: options } });
 *
 * The mock factory's import and the test's import are the same module, so `api.calls` holds
 * what the screen sent. Calls and `failWith` are cleared after each test.
 */

/** What a screen passes to the client (the parts tests look at). */
export type FakeRequest = { method?: string; body?: unknown; query?: Record<string, unknown> };
export type FakeCall = { path: string; options: FakeRequest };
/** Answers a call: the API's JSON body (`{ data }`), or throws as the API would fail. */
export type FakeHandler = (path: string, options: FakeRequest) => unknown;
/**
 * Answers by path: a body, or a handler for it. A key may start with a method ("PUT /api/x");
 * "*" answers any other call. A call no key matches fails the test with "unexpected <call>".
 */
export type FakeRoutes = Record<string, FakeHandler | { [key: string]: unknown }>;

export type FakeApi = {
  /** Every call in order, reads and writes. */
  calls: FakeCall[];
  /** When set, every write (any method but GET) throws this, e.g. `apiFetchError(422, ...)`. */
  failWith: unknown;
  /** The writes sent, or only those with `method`. */
  writes: (method?: string) => FakeCall[];
  /** The one write the screen sends, once it has sent it (fails when it sends more). */
  sentWrite: () => Promise<FakeCall>;
};

const state: FakeApi & { answer: FakeHandler } = {
  calls: [],
  failWith: null,
  writes: (method) =>
    state.calls.filter((c) => (method ? c.options.method === method : isWrite(c.options))),
  sentWrite: async () => {
    await waitFor(() => expect(state.writes()).toHaveLength(1));
    return state.writes()[0];
  },
  answer: () => ({ data: [] }),
};

const isWrite = (options: FakeRequest) => !!options.method && options.method !== "GET";

function fromRoutes(routes: FakeRoutes): FakeHandler {
  return (path, options) => {
    const key = [`${options.method ?? "GET"} ${path}`, path, "*"].find((k) => k in routes);
    if (key === undefined) throw new Error(`unexpected ${options.method ?? "GET"} ${path}`);
    const answer = routes[key];
    return typeof answer === "function" ? answer(path, options) : answer;
  };
}

/** Sets this test file's answers (call it once, at the top of the file). */
export function fakeApi(answers: FakeRoutes | FakeHandler = {}): FakeApi {
  state.answer = typeof answers === "function" ? answers : fromRoutes(answers);
  afterEach(() => {
    state.calls.length = 0;
    state.failWith = null;
  });
  return state;
}

const client = Object.assign(
  async (path: string, options: FakeRequest = {}) => {
    state.calls.push({ path, options });
    if (state.failWith && isWrite(options)) throw state.failWith;
    return state.answer(path, options);
  },
  { refresh: async () => false },
) as unknown as ApiClient;

// The exports of lib/api/browser.ts.
export const LOGIN_PATH = "/team-login";
export const api = () => client;
export const publicApi = () => client;
