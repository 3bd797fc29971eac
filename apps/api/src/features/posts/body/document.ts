import { BLOCK_SLOTS, type BlockNode, type BlockType } from "@fooddir/contract";

// Walking a stored or parsed page-builder document (helpers of the body operations).

export type Path = (string | number)[];

/**
 * The block list of a body, or null when the body is not a block document (null, or a row
 * written in an older format by hand or a seed): such bodies are returned as they are.
 */
export function contentOf(body: unknown): unknown[] | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const content = (body as { content?: unknown }).content;
  return Array.isArray(content) ? content : null;
}

function isBlock(node: unknown): node is BlockNode {
  if (typeof node !== "object" || node === null) return false;
  const { type, props } = node as { type?: unknown; props?: unknown };
  return (
    typeof type === "string" && typeof props === "object" && props !== null && !Array.isArray(props)
  );
}

/**
 * Every block of a list with its path (`["content", 2, "props", "content", 0]`), depth first,
 * slots included. Nodes that are not blocks are skipped, so a malformed stored row cannot
 * break a read.
 */
export function* blocksWithPaths(
  list: readonly unknown[],
  path: Path,
): Generator<{ block: BlockNode; path: Path }> {
  for (const [index, node] of list.entries()) {
    if (!isBlock(node)) continue;
    const at = [...path, index];
    yield { block: node, path: at };
    for (const slot of BLOCK_SLOTS[node.type as BlockType] ?? []) {
      const nested = node.props[slot];
      if (Array.isArray(nested)) yield* blocksWithPaths(nested, [...at, "props", slot]);
    }
  }
}

/** Where a block holds media: `Image.image`, `Hero.image`, `Gallery.images[].image`. */
export type MediaSlot = { holder: Record<string, unknown>; key: "image"; path: Path };

/** The media props of a block, each with the object holding it and its path under the block. */
export function mediaSlotsOf(block: BlockNode): MediaSlot[] {
  if (block.type === "Image" || block.type === "Hero") {
    return [{ holder: block.props, key: "image", path: ["props", "image"] }];
  }
  if (block.type === "Gallery" && Array.isArray(block.props.images)) {
    return block.props.images.flatMap((item, index) =>
      typeof item === "object" && item !== null && !Array.isArray(item)
        ? [
            {
              holder: item as Record<string, unknown>,
              key: "image" as const,
              path: ["props", "images", index, "image"],
            },
          ]
        : [],
    );
  }
  return [];
}

/** The dotted field name of an error: `post_body.content.1.props.image`. */
export const fieldOf = (path: Path) => path.join(".");
