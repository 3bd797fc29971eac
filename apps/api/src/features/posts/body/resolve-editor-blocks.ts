import type { BlockNode } from "@fooddir/contract";
import type { Db } from "../../../db/client.ts";
import type { Tenant } from "../../../db/tenant.ts";
import { type MediaActor, visibleMediaItems } from "../../media/visible-media.ts";
import { bodyMediaIds, withBodyMedia } from "./body-media.ts";
import { contentOf } from "./document.ts";
import { resolveBlocks } from "./resolve-blocks.ts";
import type { ResolveBlocksInput } from "./resolve-blocks-schema.ts";

/**
 * Blocks as a read of a post would return them, for the editor: media ids become the media items
 * the caller may see (visible-media.ts: a member only its uploads and its listings' images;
 * null otherwise, another domain's included) and data blocks get `resolved`, from the active
 * domain only. The media queries of the rule plus the data queries of resolveBlocks, whatever
 * the number of blocks.
 */
export async function resolveEditorBlocks(
  db: Db,
  tenant: Tenant,
  input: ResolveBlocksInput,
  actor: MediaActor,
): Promise<{ blocks: BlockNode[] }> {
  const doc = { root: { props: {} }, content: input.blocks };
  const items = await visibleMediaItems(db, tenant, actor, bodyMediaIds(doc));
  const read = withBodyMedia(doc, (id) => items.get(id));
  await resolveBlocks(db, tenant, read);
  return { blocks: (contentOf(read) ?? []) as BlockNode[] };
}
