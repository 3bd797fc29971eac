import { API_PATHS, type BlockDocument, type Post, type PostStatusId } from "@fooddir/contract";
import { apiData } from "../api/record-calls.ts";

type BlockData = { type: string; props: Record<string, unknown> };

/** Calls of the page builder (contract.md "Posts"). */
export const builderApi = {
  /** PUT /api/posts/{id}/body: the document (media as ids) and the status in one write. */
  saveBody: (id: number, post_status_id: PostStatusId, post_body: BlockDocument) =>
    apiData<Post>(`${API_PATHS.posts}/${id}/body`, {
      method: "PUT",
      body: { post_status_id, post_body },
    }),
  /**
   * One block's props as a page read shows them: media as items and, for data blocks, the
   * members, cuisines, FAQs or posts it will show (computed by the same code as public reads).
   */
  resolveBlock: async (block: BlockData): Promise<Record<string, unknown>> => {
    const resolved = await apiData<{ blocks: BlockData[] }>(API_PATHS.resolveBlocks, {
      method: "POST",
      body: { blocks: [block] },
    });
    return resolved.blocks[0]?.props ?? block.props;
  },
};
