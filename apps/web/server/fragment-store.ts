import type { FragmentStore } from "../app/lib/fragments.ts";

/** The fragment store's default size: member cards are about 1 KB each, with their keys. */
export const FRAGMENT_STORE_BYTES = 16 * 1024 * 1024;

/**
 * The rendered blocks of this instance (app/lib/fragments.ts), least recently used dropped first
 * past `maxBytes` (keys and HTML, as UTF-16). Keys are the blocks' whole inputs, so nothing here
 * is ever stale; `clear()` on the change events (servers.ts) drops the versions a write left
 * behind, as the page cache drops pages.
 */
export function createFragmentStore(maxBytes = FRAGMENT_STORE_BYTES) {
  const entries = new Map<string, string>();
  let bytes = 0;
  const sizeOf = (key: string, html: string) => 2 * (key.length + html.length);
  const store: FragmentStore & { clear(): void; size(): number; bytes(): number } = {
    get(key) {
      const html = entries.get(key);
      if (html !== undefined) {
        // Most recently used last: the map's order is the eviction order.
        entries.delete(key);
        entries.set(key, html);
      }
      return html;
    },
    set(key, html) {
      const size = sizeOf(key, html);
      if (size > maxBytes) return;
      const old = entries.get(key);
      if (old !== undefined) {
        bytes -= sizeOf(key, old);
        entries.delete(key);
      }
      entries.set(key, html);
      bytes += size;
      for (const [oldest, oldHtml] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= sizeOf(oldest, oldHtml);
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    size: () => entries.size,
    bytes: () => bytes,
  };
  return store;
}

export type ServerFragmentStore = ReturnType<typeof createFragmentStore>;
