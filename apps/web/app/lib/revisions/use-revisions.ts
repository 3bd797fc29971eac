import type { PostSnapshot, Revision } from "@fooddir/contract";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { contentApi, contentKeys } from "../content/api.ts";
import { useSiteTimeZone } from "../content/use-site-time-zone.ts";
import { notify } from "../notify.ts";
import { revisionKeys, revisionsApi } from "./api.ts";
import { compareSnapshots, restoreChanges } from "./compare.ts";

/** The post's versions, newest first. */
export function useRevisionList(postId: number) {
  return useQuery({
    queryKey: revisionKeys.list(postId),
    queryFn: () => revisionsApi.list(postId),
    staleTime: 0,
    meta: { silent: true },
  });
}

/** The live version: the newest applied one (a pending one waits for review). */
export function currentRevision(list: readonly Revision[] | undefined): Revision | undefined {
  return list?.find((r) => r.status === "applied");
}

/**
 * What changed from `from` to `to` (two posts as revisions keep them, once both are loaded),
 * with cuisine names when the cuisines differ and times in the domain's zone; with `restore`,
 * what restoring `to` over `from` (the current version) changes.
 */
export function useSnapshotComparison(
  from: PostSnapshot | undefined,
  to: PostSnapshot | undefined,
  restore = false,
) {
  const cuisinesDiffer =
    Boolean(from && to) && JSON.stringify(from?.cuisines) !== JSON.stringify(to?.cuisines);
  const tags = useQuery({
    queryKey: contentKeys.cuisineTags,
    queryFn: contentApi.cuisineTags,
    enabled: cuisinesDiffer,
    staleTime: 60_000,
    meta: { silent: true },
  });
  const { timeZone } = useSiteTimeZone();
  return useMemo(() => {
    if (!from || !to) return null;
    const names = new Map((tags.data ?? []).map((t) => [t.id, t.title]));
    const compare = restore ? restoreChanges : compareSnapshots;
    return compare(from, to, { names, timeZone });
  }, [from, to, tags.data, restore, timeZone]);
}

/** What changed from version `fromId` to `toId` of a post (both loaded in full). */
export function useRevisionComparison(
  postId: number,
  fromId: number,
  toId: number,
  restore = false,
) {
  const [from, to] = useQueries({
    queries: [fromId, toId].map((rid) => ({
      queryKey: revisionKeys.one(postId, rid),
      queryFn: () => revisionsApi.get(postId, rid),
      staleTime: Number.POSITIVE_INFINITY,
      meta: { silent: true },
    })),
  });
  const result = useSnapshotComparison(from.data?.post, to.data?.post, restore);
  return {
    result,
    pending: from.isPending || to.isPending,
    failed: from.isError || to.isError,
    retry: () => {
      if (from.isError) void from.refetch();
      if (to.isError) void to.refetch();
    },
  };
}

/**
 * "Restore this version": the post becomes that version (a new version is recorded); the
 * post, its lists and its history are read again, so the form shows the restored post.
 */
export function useRestoreRevision(postId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rid: number) => revisionsApi.restore(postId, rid),
    onSuccess: () => {
      notify.success("Version restored.");
      void queryClient.invalidateQueries({ queryKey: contentKeys.posts });
      onDone();
    },
  });
}
