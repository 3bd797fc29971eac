/** Moves one item of a list from index `from` to index `to` (a new array). */
export function arrayMove<T>(items: readonly T[], from: number, to: number): T[] {
  const next = items.slice();
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * A drag within one page of a position-sorted, unfiltered list: the new order of the page and
 * the position (0-based index within the post type) to PATCH. null when nothing moves.
 */
export function planReorder<T extends { id: number }>(
  rows: readonly T[],
  activeId: number,
  overId: number,
  pageOffset: number,
): { rows: T[]; id: number; position: number } | null {
  const from = rows.findIndex((r) => r.id === activeId);
  const to = rows.findIndex((r) => r.id === overId);
  if (from === -1 || to === -1 || from === to) return null;
  return { rows: arrayMove(rows, from, to), id: activeId, position: pageOffset + to };
}
