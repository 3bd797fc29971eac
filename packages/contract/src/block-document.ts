import { z } from "zod";
import {
  BLOCK_SLOTS,
  BLOCK_TYPES,
  type BlockType,
  BODY_MAX_BLOCKS,
  BODY_MAX_BYTES,
  BODY_MAX_NESTING,
  blockPropSchemas,
} from "./blocks.ts";

/* ---------- The document ---------- */

export type BlockNode = { type: BlockType; props: Record<string, unknown> & { id: string } };
export type BlockDocument = { root: { props: Record<string, unknown> }; content: BlockNode[] };

type Issue = { path: (string | number)[]; message: string };

const blockId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, "The block id may only hold letters, digits, - and _.");

/**
 * Checks and normalizes a document: known types, each block's props, slots, limits. Unknown props
 * are refused (so nothing unexpected is stored); `resolved` is dropped; media become ids; rich
 * text is sanitized. Returns the clean document or the issues with their paths.
 */
export function parseBlockDocument(
  input: unknown,
): { ok: true; value: BlockDocument } | { ok: false; issues: Issue[] } {
  const issues: Issue[] = [];
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return {
      ok: false,
      issues: [{ path: [], message: "The page body must be an object with content." }],
    };
  }
  const size = JSON.stringify(input).length;
  if (size > BODY_MAX_BYTES) {
    return {
      ok: false,
      issues: [
        { path: [], message: `The page body may not be larger than ${BODY_MAX_BYTES} bytes.` },
      ],
    };
  }
  const doc = input as Record<string, unknown>;
  for (const key of Object.keys(doc)) {
    if (key !== "root" && key !== "content" && key !== "zones") {
      issues.push({ path: [key], message: "Unknown key in the page body." });
    }
  }
  if (doc.zones !== undefined) {
    const zones = doc.zones;
    if (typeof zones !== "object" || zones === null || Object.keys(zones).length > 0) {
      issues.push({
        path: ["zones"],
        message: "Zones are not used; nest blocks in Section or Columns.",
      });
    }
  }
  let blocks = 0;
  const parseList = (list: unknown, path: (string | number)[], depth: number): BlockNode[] => {
    if (!Array.isArray(list)) {
      issues.push({ path, message: "This must be a list of blocks." });
      return [];
    }
    if (depth > BODY_MAX_NESTING) {
      issues.push({
        path,
        message: `Blocks may be nested at most ${BODY_MAX_NESTING} levels deep.`,
      });
      return [];
    }
    const out: BlockNode[] = [];
    list.forEach((node, index) => {
      blocks += 1;
      if (blocks === BODY_MAX_BLOCKS + 1) {
        issues.push({
          path: [...path, index],
          message: `A page may hold at most ${BODY_MAX_BLOCKS} blocks.`,
        });
      }
      const parsed = parseBlock(node, [...path, index], depth);
      if (parsed) out.push(parsed);
    });
    return out;
  };
  const parseBlock = (
    node: unknown,
    path: (string | number)[],
    depth: number,
  ): BlockNode | null => {
    if (typeof node !== "object" || node === null || Array.isArray(node)) {
      issues.push({ path, message: "A block must be an object with a type and props." });
      return null;
    }
    const { type, props, ...rest } = node as Record<string, unknown>;
    for (const key of Object.keys(rest))
      issues.push({ path: [...path, key], message: "Unknown key in a block." });
    if (typeof type !== "string" || !(BLOCK_TYPES as readonly string[]).includes(type)) {
      issues.push({ path: [...path, "type"], message: "Unknown block type." });
      return null;
    }
    const blockType = type as BlockType;
    if (typeof props !== "object" || props === null || Array.isArray(props)) {
      issues.push({ path: [...path, "props"], message: "The block's props must be an object." });
      return null;
    }
    const { id, resolved: _resolved, ...own } = props as Record<string, unknown>;
    const idResult = blockId.safeParse(id);
    if (!idResult.success) {
      issues.push({
        path: [...path, "props", "id"],
        message: idResult.error.issues[0]?.message ?? "Invalid id.",
      });
    }
    const slotNames = BLOCK_SLOTS[blockType] ?? [];
    const slots: Record<string, BlockNode[]> = {};
    for (const slot of slotNames) {
      slots[slot] = parseList(own[slot] ?? [], [...path, "props", slot], depth + 1);
      delete own[slot];
    }
    const result = blockPropSchemas[blockType].strict().safeParse(own);
    if (!result.success) {
      for (const issue of result.error.issues) {
        issues.push({
          path: [
            ...path,
            "props",
            ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p)),
          ],
          message:
            issue.code === "unrecognized_keys"
              ? `Unknown prop: ${issue.keys.join(", ")}.`
              : issue.message,
        });
      }
      return null;
    }
    return { type: blockType, props: { id: String(id), ...(result.data as object), ...slots } };
  };
  const content = parseList(doc.content ?? [], ["content"], 0);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { root: { props: {} }, content } };
}

/** Every block of a document, depth first, with slots. */
export function* walkBlocks(content: readonly BlockNode[]): Generator<BlockNode> {
  for (const block of content) {
    yield block;
    for (const slot of BLOCK_SLOTS[block.type] ?? []) {
      const nested = block.props[slot];
      if (Array.isArray(nested)) yield* walkBlocks(nested as BlockNode[]);
    }
  }
}

/** The zod schema used in request bodies: a document or null. */
export const blockDocumentSchema = z.unknown().transform((value, ctx) => {
  if (value === null) return null;
  const parsed = parseBlockDocument(value);
  if (parsed.ok) return parsed.value;
  for (const issue of parsed.issues)
    ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  return z.NEVER;
});
