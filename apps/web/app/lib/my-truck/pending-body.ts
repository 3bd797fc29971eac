import { BLOCK_SLOTS, type BlockType, type MediaItem } from "@fooddir/contract";

/**
 * A pending change's page-builder body as the editor opens it: a revision keeps media as ids
 * (blocks.ts), a post read as media items, so the ids of Image, Hero and Gallery blocks are read
 * and put in place (null when gone, as a read has it). Data blocks resolve themselves on load.
 */

type Node = { type: string; props: Record<string, unknown> };

function walk(nodes: unknown, visit: (node: Node) => void) {
  if (!Array.isArray(nodes)) return;
  for (const node of nodes as Node[]) {
    if (!node || typeof node !== "object" || typeof node.props !== "object") continue;
    visit(node);
    for (const slot of BLOCK_SLOTS[node.type as BlockType] ?? []) walk(node.props[slot], visit);
  }
}

const contentOf = (body: unknown) =>
  body && typeof body === "object" ? (body as { content?: unknown }).content : undefined;

/** The media ids a stored body names. */
export function mediaIdsOf(body: unknown): number[] {
  const ids = new Set<number>();
  walk(contentOf(body), (node) => {
    if ((node.type === "Image" || node.type === "Hero") && typeof node.props.image === "number") {
      ids.add(node.props.image);
    }
    if (node.type === "Gallery" && Array.isArray(node.props.images)) {
      for (const entry of node.props.images as { image?: unknown }[]) {
        if (typeof entry?.image === "number") ids.add(entry.image);
      }
    }
  });
  return [...ids];
}

/** A copy of a stored body with its media ids replaced by the items read (null when gone). */
export function withMediaItems(body: unknown, items: ReadonlyMap<number, MediaItem | null>) {
  if (!contentOf(body)) return body;
  const copy = structuredClone(body) as { content: unknown };
  const item = (value: unknown) => (typeof value === "number" ? (items.get(value) ?? null) : value);
  walk(copy.content, (node) => {
    if (node.type === "Image" || node.type === "Hero") node.props.image = item(node.props.image);
    if (node.type === "Gallery" && Array.isArray(node.props.images)) {
      node.props.images = (node.props.images as { image?: unknown }[]).map((entry) => ({
        ...entry,
        image: item(entry?.image),
      }));
    }
  });
  return copy;
}
