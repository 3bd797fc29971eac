import type { Post } from "@fooddir/contract";
import { useQueries } from "@tanstack/react-query";
import { contentApi, contentKeys } from "../content/api.ts";
import { useMemberIds, usePanelRole } from "../member-mode.ts";

/** A vendor's listing as its screens show it: live, or with a change waiting for review. */
export type ListingState = "pending" | "live" | "hidden";

/** "Changes waiting for review" wins; else live when published, else not shown publicly. */
export function listingState(post: Pick<Post, "post_status_id" | "pending_revision">) {
  if (post.pending_revision) return "pending";
  return post.post_status_id === 2 ? "live" : "hidden";
}

/** Where a vendor edits a listing: the member edit screen in member mode. */
export const listingPath = (id: number) => `/panel/members/${id}`;

/**
 * The listings a vendor keeps (account `member_ids`), each read with GET /api/posts/{id} under
 * the edit screen's key (a save there shows here at once). Staff keep none.
 */
export function useMyListings() {
  const ids = useMemberIds();
  const known = usePanelRole() !== undefined;
  const queries = useQueries({
    queries: ids.map((id) => ({
      queryKey: contentKeys.post(id),
      queryFn: () => contentApi.getPost(id),
      meta: { silent: true },
    })),
  });
  return {
    ids,
    listings: queries.flatMap((q) => (q.data ? [q.data] : [])),
    /** The account (its listings) or a listing is still loading. */
    pending: !known || queries.some((q) => q.isPending),
    failed: queries.some((q) => q.isError),
    retrying: queries.some((q) => q.isFetching),
    retry: () => {
      for (const q of queries) if (q.isError) void q.refetch();
    },
  };
}
