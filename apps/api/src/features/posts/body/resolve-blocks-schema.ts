import { BLOCK_TYPES, type BlockType, blockPropSchemas } from "@fooddir/contract";
import { z } from "zod";

// Request and response of POST /api/posts/resolve-blocks (the page builder's preview of blocks).

/** Blocks whose read form differs from what the editor holds: data blocks and media blocks. */
export const RESOLVABLE_BLOCK_TYPES = [
  "MemberGrid",
  "CuisineList",
  "Faq",
  "LatestPosts",
  "Image",
  "Hero",
  "Gallery",
] as const satisfies readonly BlockType[];
export const RESOLVE_BLOCKS_MAX = 50;

const blockIdSchema = z.string().min(1).max(100).optional();

/**
 * One block as the editor holds it: its props are checked with the block's schema (media objects
 * become ids, `resolved` and unknown props are dropped), and issues name their path
 * (`blocks.0.props.limit`).
 */
const editorBlockSchema = z
  .object({ type: z.enum(RESOLVABLE_BLOCK_TYPES), props: z.record(z.string(), z.unknown()) })
  .transform((block, ctx) => {
    const { id, resolved: _resolved, ...own } = block.props;
    const idResult = blockIdSchema.safeParse(id);
    const result = blockPropSchemas[block.type].safeParse(own);
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({
          code: "custom",
          path: ["props", ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
          message: issue.message,
        });
      }
      return z.NEVER;
    }
    const props: Record<string, unknown> = { ...(result.data as object) };
    if (idResult.success && idResult.data !== undefined) props.id = idResult.data;
    return { type: block.type, props };
  });

export const resolveBlocksBodySchema = z.object({
  blocks: z
    .array(editorBlockSchema)
    .max(RESOLVE_BLOCKS_MAX, `At most ${RESOLVE_BLOCKS_MAX} blocks can be resolved at once.`),
});
export type ResolveBlocksInput = z.output<typeof resolveBlocksBodySchema>;

/** `data` of the response: the blocks in the order sent. */
export const resolvedBlocksSchema = z.object({
  blocks: z.array(
    z.object({ type: z.enum(BLOCK_TYPES), props: z.record(z.string(), z.unknown()) }),
  ),
});
