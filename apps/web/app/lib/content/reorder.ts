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

export type DragRef = { id: string | number } | null;
type DragMove = { active: DragRef; over: DragRef };

/**
 * dnd-kit's screen reader announcements of a drag: `name` says what moves; `over` and `end` say
 * where it is while over `over` (never asked over its own place: true at pick-up, which already
 * has its announcement) and where it was dropped.
 */
export function dragAnnouncements(
  name: (ref: DragRef) => string,
  over: (move: DragMove) => string,
  end: (move: DragMove) => string,
) {
  return {
    onDragStart: ({ active }: { active: DragRef }) =>
      `Picked up ${name(active)}. Use the arrow keys to move it, space to drop it, escape to cancel.`,
    onDragOver: (move: DragMove) =>
      move.over && move.active && move.over.id === move.active.id ? undefined : over(move),
    onDragEnd: end,
    onDragCancel: ({ active }: { active: DragRef }) =>
      `Moving ${name(active)} was cancelled; it stays where it was.`,
  };
}

/**
 * What a screen reader hears while a row is moved with the keyboard or the pointer: titles
 * and 1-based positions on the page instead of dnd-kit's default numeric ids.
 */
export function reorderAnnouncements<T extends { id: number }>(
  rows: readonly T[],
  titleOf: (row: T) => string,
) {
  const find = (ref: DragRef) => {
    const index = ref ? rows.findIndex((r) => r.id === Number(ref.id)) : -1;
    return index === -1 ? null : { title: titleOf(rows[index]), position: index + 1 };
  };
  const name = (ref: DragRef) => find(ref)?.title ?? "The row";
  return dragAnnouncements(
    name,
    ({ active, over }) => {
      const target = find(over);
      return target
        ? `${name(active)} moved to position ${target.position}.`
        : `${name(active)} is no longer over a position.`;
    },
    ({ active, over }) => {
      const target = find(over);
      return target
        ? `${name(active)} dropped at position ${target.position}.`
        : `${name(active)} dropped where it was.`;
    },
  );
}
