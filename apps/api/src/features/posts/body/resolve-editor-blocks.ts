import type { BlockNode, MediaItem } from "@fooddir/contract";
import { and, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { media } from "../../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../../db/tenant.ts";
import { toMediaItem } from "../../media/serialize.ts";
import { bodyMediaIds, withBodyMedia } from "./body-media.ts";
import { contentOf } from "./document.ts";
import { resolveBlocks } from "./resolve-blocks.ts";
import type { ResolveBlocksInput } from "./resolve-blocks-schema.ts";

/**
 * Blocks as a read of a post would return them, for the editor: media ids become media items
 * (null when not in the domain's library) and data blocks get `resolved`, from the active
 * domain only (another domain's ids resolve to nothing). One media query plus the data queries
 * of resolveBlocks, whatever the number of blocks.
 */
export async function resolveEditorBlocks(
  db: Db,
  tenant: Tenant,
  input: ResolveBlocksInput,
): Promise<{ blocks: BlockNode[] }> {
  const doc = { root: { props: {} }, content: input.blocks };
  const ids = bodyMediaIds(doc);
  const rows =
    ids.length > 0
      ? await db
          .select()
          .from(media)
          .where(and(tenantWhere(tenant, media.domain_id), inArray(media.id, ids)))
      : [];
  const items = new Map<number, MediaItem>(rows.map((m) => [m.id, toMediaItem(m, tenant)]));
  const read = withBodyMedia(doc, (id) => items.get(id));
  await resolveBlocks(db, tenant, read);
  return { blocks: (contentOf(read) ?? []) as BlockNode[] };
}
