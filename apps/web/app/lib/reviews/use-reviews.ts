import type { PostSnapshot, RevisionReject } from "@fooddir/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { contentApi, contentKeys } from "../content/api.ts";
import { refreshWaiting } from "../notifications/use-waiting.ts";
import { notify } from "../notify.ts";
import { revisionKeys, revisionsApi } from "../revisions/api.ts";
import type { Comparison } from "../revisions/compare.ts";
import {
  currentRevision,
  useRevisionList,
  useSnapshotComparison,
} from "../revisions/use-revisions.ts";
import { reviewKeys, reviewsApi } from "./api.ts";
import { snapshotOfPost } from "./live-snapshot.ts";

export const APPROVED = "Approved: the page shows the change";
export const REJECTED = "Rejected: the member gets your message by mail";

/** The review queue's page at `offset` (roles 1-3). */
export function usePendingReviews(offset = 0, options: { silent?: boolean } = {}) {
  return useQuery({
    queryKey: reviewKeys.pending(offset),
    queryFn: () => reviewsApi.pending(offset),
    staleTime: 0,
    meta: { silent: options.silent ?? true },
  });
}

/** A pending change, identified for the calls and the words. */
export type ReviewTarget = { postId: number; revisionId: number; title?: string };

/**
 * Approve with one click: the post, its history and the queue are read again (everything under
 * the posts' keys). Errors toast through the query client (a change approved meanwhile: 422).
 */
export function useApproveRevision(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, revisionId }: ReviewTarget) => reviewsApi.approve(postId, revisionId),
    onSuccess: () => {
      notify.success(APPROVED);
      onDone?.();
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.posts }),
        refreshWaiting(queryClient),
      ]),
  });
}

/** Reject with a message; the dialog shows the errors (silent here). */
export function useRejectRevision(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ target, body }: { target: ReviewTarget; body: RevisionReject }) =>
      reviewsApi.reject(target.postId, target.revisionId, body),
    onSuccess: () => {
      notify.success(REJECTED);
      void queryClient.invalidateQueries({ queryKey: contentKeys.posts });
      void refreshWaiting(queryClient);
      onDone?.();
    },
  });
}

/** A comparison narrowed to `fields` (snapshot keys; `post_body` keeps the blocks). */
export function onlyFields(comparison: Comparison, fields: readonly string[]): Comparison {
  return {
    fields: comparison.fields.filter((f) => fields.includes(f.field)),
    blocks: fields.includes("post_body") ? comparison.blocks : { changes: [], unchanged: 0 },
  };
}

/**
 * What approving a pending change does to the live post: the newest applied version against
 * the pending one (both as revisions keep them), in the fields the change touched; a post with
 * no applied version yet (saved before versions were kept) is compared as GET /api/posts/{id}
 * reads it.
 */
export function usePendingComparison(postId: number, revisionId: number) {
  const list = useRevisionList(postId);
  const live = currentRevision(list.data);
  const noHistory = list.isSuccess && !live;
  const liveVersion = useQuery({
    queryKey: live ? revisionKeys.one(postId, live.id) : ["posts", "revisions", postId, "none"],
    queryFn: () => (live ? revisionsApi.get(postId, live.id) : null),
    enabled: Boolean(live),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
  const livePost = useQuery({
    queryKey: contentKeys.post(postId),
    queryFn: () => contentApi.getPost(postId),
    enabled: noHistory,
    meta: { silent: true },
  });
  const pending = useQuery({
    queryKey: revisionKeys.one(postId, revisionId),
    queryFn: () => revisionsApi.get(postId, revisionId),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
  const before: PostSnapshot | undefined = useMemo(
    () =>
      liveVersion.data?.post ??
      (noHistory && livePost.data ? snapshotOfPost(livePost.data) : undefined),
    [liveVersion.data, livePost.data, noHistory],
  );
  const compared = useSnapshotComparison(before, pending.data?.post);
  // Approving writes only the fields the change touched: anything else that differs (a staff
  // save since) stays as it is live, so it is not shown.
  const touched = pending.data?.fields;
  const result = useMemo(
    () => (compared && touched ? onlyFields(compared, touched) : null),
    [compared, touched],
  );
  const parts = [list, pending, live ? liveVersion : livePost];
  const failed = parts.some((q) => q.isError);
  return {
    result,
    pending: !failed && !result,
    failed,
    retry: () => {
      for (const q of parts) if (q.isError) void q.refetch();
    },
  };
}
