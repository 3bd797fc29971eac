import type { MediaItem } from "@fooddir/contract";
import { blocksWithPaths, contentOf, mediaSlotsOf } from "./document.ts";

// A body's media: stored as ids, read as media items (null when the media is gone).

/** The media ids a body names (Image, Hero, Gallery), without repeats. */
export function bodyMediaIds(body: unknown): number[] {
  const content = contentOf(body);
  if (!content) return [];
  const ids = new Set<number>();
  for (const { block } of blocksWithPaths(content, ["content"])) {
    for (const { holder, key } of mediaSlotsOf(block)) {
      const id = holder[key];
      if (typeof id === "number") ids.add(id);
    }
  }
  return [...ids];
}

/**
 * A copy of the body whose media ids are media items (null when the domain has no such media
 * any more). Bodies that are not block documents are returned as they are.
 */
export function withBodyMedia(
  body: unknown,
  mediaOf: (id: number) => MediaItem | undefined,
): unknown {
  if (!contentOf(body)) return body ?? null;
  const copy = structuredClone(body);
  for (const { block } of blocksWithPaths(contentOf(copy) ?? [], ["content"])) {
    for (const { holder, key } of mediaSlotsOf(block)) {
      const id = holder[key];
      holder[key] = typeof id === "number" ? (mediaOf(id) ?? null) : null;
    }
  }
  return copy;
}

/** A copy of the body with every reference to `mediaId` set to null (a forced media delete). */
export function withoutBodyMedia(body: unknown, mediaId: number): unknown {
  if (!contentOf(body)) return body ?? null;
  const copy = structuredClone(body);
  for (const { block } of blocksWithPaths(contentOf(copy) ?? [], ["content"])) {
    for (const { holder, key } of mediaSlotsOf(block)) {
      if (holder[key] === mediaId) holder[key] = null;
    }
  }
  return copy;
}
