/**
 * Column counts for card grids that fill their rows (issue 27): 6 cards in 4 columns left a
 * hole of two. The grids draw one column on phones, at most `MEDIUM_MAX` from 600 px and at
 * most `LARGE_MAX` from 1000 px (`blk-grid--md-N`, `blk-grid--lg-N` in blocks.css).
 */
export const MEDIUM_MAX = 3;
export const LARGE_MAX = 4;

/**
 * The columns for `count` items with at most `max` per row: all in one row when they fit;
 * else `max` or one less (cards stay a readable size), whichever divides them (6 -> 3, 8 -> 4,
 * 9 -> 3), preferring the wider; else, when no even split exists, the one whose last row is
 * fullest (5 -> 3+2, 7 -> 4+3, 10 -> 4+4+2).
 */
export function gridColumns(count: number, max: number): number {
  const n = Math.max(1, Math.floor(count));
  const limit = Math.max(1, Math.floor(max));
  if (n <= limit) return n;
  let best = 1;
  let bestFill = -1;
  for (let columns = limit; columns >= Math.max(2, limit - 1); columns--) {
    const rest = n % columns;
    const fill = rest === 0 ? 1 : rest / columns;
    if (fill > bestFill) {
      best = columns;
      bestFill = fill;
    }
  }
  return best;
}

/** The grid's classes for `count` items (at most `max` columns on large screens). */
export function gridClasses(count: number, max = LARGE_MAX): string {
  const medium = gridColumns(count, Math.min(MEDIUM_MAX, max));
  const large = gridColumns(count, Math.min(LARGE_MAX, max));
  return `blk-grid blk-grid--md-${medium} blk-grid--lg-${large}`;
}
