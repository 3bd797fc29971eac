import { BLOCK_SLOTS, type BlockDocument, type BlockType } from "@fooddir/contract";
import type { Data } from "@puckeditor/core";

/** Props that hold one media item (or, in a Gallery, a list of `{image}` entries). */
const MEDIA_PROPS: Partial<Record<BlockType, readonly string[]>> = {
  Image: ["image"],
  Hero: ["image"],
};

type Node = { type: string; props: Record<string, unknown> };

const mediaId = (value: unknown): number | null => {
  if (typeof value === "number") return value;
  if (value && typeof value === "object" && typeof (value as { id?: unknown }).id === "number") {
    return (value as { id: number }).id;
  }
  return null;
};

function toSavedNode(node: Node): Node {
  const { resolved: _resolved, ...props } = node.props;
  const type = node.type as BlockType;
  for (const key of MEDIA_PROPS[type] ?? []) props[key] = mediaId(props[key]);
  if (type === "Gallery" && Array.isArray(props.images)) {
    props.images = (props.images as { image?: unknown; alt?: unknown }[]).map((entry) => ({
      ...entry,
      image: mediaId(entry.image),
    }));
  }
  for (const slot of BLOCK_SLOTS[type] ?? []) {
    if (Array.isArray(props[slot])) props[slot] = (props[slot] as Node[]).map(toSavedNode);
  }
  return { type: node.type, props };
}

/**
 * The document PUT /api/posts/{id}/body takes: media reduced to ids (contract.md "Posts"),
 * read-only `resolved` data dropped, Puck's unused `zones` left out.
 */
export function toSavedDocument(data: Partial<Data>): BlockDocument {
  const content = ((data.content ?? []) as Node[]).map(toSavedNode);
  return { root: { props: {} }, content } as BlockDocument;
}

/** What the editor opens: the post's body, or an empty page when it has none yet. */
export function toEditorData(body: unknown): Data {
  if (body && typeof body === "object" && Array.isArray((body as { content?: unknown }).content)) {
    const doc = body as { content: Data["content"] };
    return { root: { props: {} }, content: doc.content, zones: {} };
  }
  return { root: { props: {} }, content: [], zones: {} };
}

/** JSON with object keys sorted, so key order never makes two equal documents differ. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Two documents are the same page when their saved forms are equal. */
export function sameDocument(a: Partial<Data>, b: Partial<Data>): boolean {
  return stableJson(toSavedDocument(a)) === stableJson(toSavedDocument(b));
}
