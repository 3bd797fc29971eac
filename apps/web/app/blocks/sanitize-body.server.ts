import { BLOCK_SLOTS, type BlockType } from "@fooddir/contract";
import { sanitizeRichText } from "@fooddir/contract/rich-text";

type Raw = Record<string, unknown>;
const isObj = (v: unknown): v is Raw => typeof v === "object" && v !== null && !Array.isArray(v);

function sanitizeNodes(nodes: unknown): unknown {
  if (!Array.isArray(nodes)) return nodes;
  return nodes.map((node) => {
    if (!isObj(node) || !isObj(node.props)) return node;
    const props: Raw = { ...node.props };
    if (node.type === "RichText") {
      props.text = typeof props.text === "string" ? sanitizeRichText(props.text) : "";
    }
    for (const slot of BLOCK_SLOTS[node.type as BlockType] ?? []) {
      props[slot] = sanitizeNodes(props[slot]);
    }
    return { ...node, props };
  });
}

/**
 * A read document with every RichText's HTML sanitized again (the API sanitizes on write; this
 * covers rows written another way). Runs in the page's loader, on the server, so sanitize-html
 * never reaches a browser bundle; BlockBody then renders the HTML as it is.
 */
export function sanitizeBody(body: unknown): unknown {
  if (!isObj(body)) return body;
  return { ...body, content: sanitizeNodes(body.content) };
}
