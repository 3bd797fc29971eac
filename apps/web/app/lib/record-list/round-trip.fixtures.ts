import { expect } from "vitest";

/** The list tests' check of a list's URL state: `query` reads as `state` and writes back alike. */
export function expectRoundTrip<State>(
  list: { parse: (params: URLSearchParams) => State; toParams: (state: State) => URLSearchParams },
  query: string,
  state: State,
) {
  const read = list.parse(new URLSearchParams(query));
  expect(read).toEqual(state);
  expect(list.toParams(read).toString()).toBe(query);
}
