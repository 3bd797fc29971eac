import { BLOCK_SLOTS, type BlockNode, type BlockType, canonicalJson } from "@fooddir/contract";
import { type Segment, textSegments } from "./text-segments.ts";

/**
 * The page-builder document of two versions compared block by block (issue 24): blocks added,
 * removed, moved and changed, each changed prop as a text diff.
 */

export type PropChange = { prop: string; segments: Segment[] };

export type BlockChange = {
  id: string;
  type: string;
  /** `Heading “Opening hours”`. */
  label: string;
  /** A block both moved and changed is `moved` with its `props`. */
  change: "added" | "removed" | "moved" | "changed";
  /** Where it was and is: `position 2 on the page`, `position 1 in Section “Menu” (content)`. */
  from?: string;
  to?: string;
  props: PropChange[];
};

export type BlockDiff = { changes: BlockChange[]; unchanged: number };

type Placed = { block: BlockNode; container: string; containerLabel: string; index: number };

const TYPE_WORDS: Partial<Record<BlockType, string>> = {
  RichText: "Rich text",
  MemberGrid: "Member grid",
  CuisineList: "Cuisine list",
  Faq: "FAQ",
  LatestPosts: "Latest posts",
  CallToAction: "Call to action",
  JoinBand: "Join band",
};
const LABEL_PROPS = ["title", "text", "heading", "label"];

/** Visible text of the editor's rich-text HTML (tags out, common entities decoded). */
export function htmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|div|blockquote)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

function blockLabel(block: BlockNode): string {
  const type = TYPE_WORDS[block.type] ?? block.type;
  for (const key of LABEL_PROPS) {
    const value = block.props[key];
    if (typeof value !== "string") continue;
    const text = htmlText(value).replace(/\s+/g, " ");
    if (!text) continue;
    return `${type} “${text.length > 40 ? `${text.slice(0, 39)}…` : text}”`;
  }
  return type;
}

function contentOf(doc: unknown): BlockNode[] {
  const content = (doc as { content?: unknown } | null | undefined)?.content;
  return Array.isArray(content) ? (content as BlockNode[]) : [];
}

const isBlock = (value: unknown): value is BlockNode =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as BlockNode).type === "string" &&
  typeof (value as BlockNode).props?.id === "string";

/** Every block with its container (`root` or `{parent id}/{slot}`) and index there. */
function placeAll(doc: unknown): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  const visit = (list: unknown[], container: string, containerLabel: string) => {
    list.filter(isBlock).forEach((block, index) => {
      if (placed.has(block.props.id)) return;
      placed.set(block.props.id, { block, container, containerLabel, index });
      for (const slot of BLOCK_SLOTS[block.type] ?? []) {
        const nested = block.props[slot];
        if (Array.isArray(nested)) {
          visit(nested, `${block.props.id}/${slot}`, `in ${blockLabel(block)} (${slot})`);
        }
      }
    });
  };
  visit(contentOf(doc), "root", "on the page");
  return placed;
}

/** The longest common subsequence of two id lists (the blocks that kept their order). */
function keptOrder(a: string[], b: string[]): Set<string> {
  const dp = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      dp[i][j] = a[i] === b[j] ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
    }
  }
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept.add(a[i]);
      i++;
      j++;
    } else if (dp[i + 1][j] >= dp[i][j + 1]) i++;
    else j++;
  }
  return kept;
}

/** A prop's value as text: rich text as its visible text, other values as JSON. */
function propText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return /<[a-z][^>]*>/i.test(value) ? htmlText(value) : value;
  return JSON.stringify(value);
}

function propChanges(before: BlockNode, after: BlockNode): PropChange[] {
  const slots = new Set([
    ...(BLOCK_SLOTS[before.type] ?? []),
    ...(BLOCK_SLOTS[after.type] ?? []),
    "id",
    "resolved",
  ]);
  const keys = [...new Set([...Object.keys(before.props), ...Object.keys(after.props)])]
    .filter((k) => !slots.has(k))
    .sort();
  const changes: PropChange[] = [];
  for (const prop of keys) {
    const a = before.props[prop];
    const b = after.props[prop];
    if (canonicalJson(a) === canonicalJson(b)) continue;
    let ta = propText(a);
    let tb = propText(b);
    // Only the markup changed (bold, a link): show the markup.
    if (ta === tb) {
      ta = typeof a === "string" ? a : ta;
      tb = typeof b === "string" ? b : tb;
    }
    changes.push({ prop, segments: textSegments(ta, tb) });
  }
  if (before.type !== after.type) {
    changes.unshift({ prop: "type", segments: textSegments(before.type, after.type) });
  }
  return changes;
}

const positionText = (p: Placed) => `position ${p.index + 1} ${p.containerLabel}`;

/**
 * Two builder documents block by block, matched by their ids (nested blocks too): added,
 * removed, moved (another container, or out of the order the blocks kept), changed (with the
 * props that differ), and how many stayed as they were. In the newer document's order, the
 * removed blocks last.
 */
export function blockDiff(before: unknown, after: unknown): BlockDiff {
  const old = placeAll(before);
  const now = placeAll(after);

  // Per container, the shared blocks in both orders: those outside the kept order moved.
  const moved = new Set<string>();
  const sequences = new Map<string, { a: string[]; b: string[] }>();
  for (const [id, p] of now) {
    const q = old.get(id);
    if (!q) continue;
    if (q.container !== p.container) {
      moved.add(id);
      continue;
    }
    const seq = sequences.get(p.container) ?? { a: [], b: [] };
    sequences.set(p.container, seq);
    seq.b.push(id);
  }
  for (const [id, q] of old) {
    const p = now.get(id);
    if (p && p.container === q.container) sequences.get(q.container)?.a.push(id);
  }
  for (const { a, b } of sequences.values()) {
    const kept = keptOrder(a, b);
    for (const id of b) if (!kept.has(id)) moved.add(id);
  }

  const changes: BlockChange[] = [];
  let unchanged = 0;
  for (const [id, p] of now) {
    const q = old.get(id);
    const base = { id, type: p.block.type, label: blockLabel(p.block) };
    if (!q) {
      changes.push({ ...base, change: "added", to: positionText(p), props: [] });
      continue;
    }
    const props = propChanges(q.block, p.block);
    if (moved.has(id)) {
      changes.push({ ...base, change: "moved", from: positionText(q), to: positionText(p), props });
    } else if (props.length > 0) {
      changes.push({ ...base, change: "changed", props });
    } else unchanged++;
  }
  for (const [id, q] of old) {
    if (now.has(id)) continue;
    changes.push({
      id,
      type: q.block.type,
      label: blockLabel(q.block),
      change: "removed",
      from: positionText(q),
      props: [],
    });
  }
  return { changes, unchanged };
}
