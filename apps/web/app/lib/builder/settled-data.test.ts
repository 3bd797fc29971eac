import type { Data } from "@puckeditor/core";
import { describe, expect, it } from "vitest";
import { settledData } from "./settled-data.ts";

const doc = (ids: string[]): Data => ({
  root: { props: {} },
  content: ids.map((id) => ({ type: "Heading", props: { id } })),
});

describe("settledData", () => {
  it("waits for a drop in progress and returns the committed order", async () => {
    const state = { appState: { data: doc(["a", "b"]), ui: { isDragging: true } } };
    setTimeout(() => {
      state.appState = { data: doc(["b", "a"]), ui: { isDragging: false } };
    }, 60);
    const data = await settledData(() => state, { intervalMs: 10 });
    expect(data.content.map((c) => c.props.id)).toEqual(["b", "a"]);
  });

  it("returns at once when nothing is being dragged", async () => {
    const state = { appState: { data: doc(["a"]), ui: { isDragging: false } } };
    expect(await settledData(() => state)).toBe(state.appState.data);
  });

  it("gives up waiting after the timeout rather than blocking the save", async () => {
    const state = { appState: { data: doc(["a"]), ui: { isDragging: true } } };
    const data = await settledData(() => state, { intervalMs: 5, timeoutMs: 30 });
    expect(data).toBe(state.appState.data);
  });
});
