import type { Data } from "@puckeditor/core";

type PuckState = { appState: { data: Data; ui: { isDragging?: boolean } } };

/**
 * Puck commits a drag only when its drop animation ends: until then the canvas shows the new
 * order but the document still has the old one. A save waits for the drop to land (at most
 * `timeoutMs`) so it sends what the editor sees.
 */
export async function settledData(
  getPuck: () => PuckState,
  { intervalMs = 25, timeoutMs = 2000 } = {},
): Promise<Data> {
  const deadline = Date.now() + timeoutMs;
  while (getPuck().appState.ui.isDragging && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return getPuck().appState.data;
}
