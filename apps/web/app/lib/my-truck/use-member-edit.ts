import type { Post, Revision } from "@fooddir/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { revisionKeys, revisionsApi } from "../revisions/api.ts";
import { myTruckApi, myTruckKeys } from "./api.ts";
import { mediaIdsOf, withMediaItems } from "./pending-body.ts";
import { imagesToLoad, postFromSnapshot } from "./pending-edit.ts";

/** What the member edit screen edits: loading, a read that failed, or the post to edit. */
export type MemberEdit =
  | { status: "pending" }
  | { status: "failed"; retry: () => void; retrying: boolean }
  | { status: "ready"; post: Post };

/**
 * The change of `live` waiting for review (GET /api/posts/{id}/revisions/{rid}), read once; off
 * without one.
 */
function usePendingRevision(live: Post | undefined, placeholderData?: typeof keepPreviousData) {
  const rid = live?.pending_revision?.id;
  const postId = live?.id ?? 0;
  const detail = useQuery({
    queryKey: revisionKeys.one(postId, rid ?? 0),
    queryFn: () => revisionsApi.get(postId, rid ?? 0),
    enabled: Boolean(live && rid),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData,
    meta: { silent: true },
  });
  return { rid, postId, detail };
}

/**
 * A vendor's listing as its form starts: the live post, or with a change waiting for review, the
 * pending snapshot (GET /api/posts/{id}/revisions/{rid}) with the images it names. Off (`live`
 * undefined) for staff.
 */
export function useMemberEdit(live: Post | undefined): MemberEdit {
  // A save that replaces the pending change keeps the form; the next snapshot loads behind it.
  const { rid, detail } = usePendingRevision(live, keepPreviousData);
  const snapshot = rid ? detail.data?.post : undefined;
  const wanted = live ? imagesToLoad(live, snapshot) : { poster: null, logo: null };
  const image = (id: number | null) => ({
    queryKey: myTruckKeys.media(id ?? 0),
    queryFn: () => myTruckApi.media(id ?? 0),
    enabled: id !== null,
    staleTime: 60_000,
    meta: { silent: true },
  });
  const poster = useQuery(image(wanted.poster));
  const logo = useQuery(image(wanted.logo));
  const post = useMemo(
    () =>
      live && snapshot
        ? postFromSnapshot(live, snapshot, { poster: poster.data, logo: logo.data })
        : live,
    [live, snapshot, poster.data, logo.data],
  );

  if (!live) return { status: "pending" };
  if (!rid) return { status: "ready", post: live };
  const reads = [detail, ...(wanted.poster ? [poster] : []), ...(wanted.logo ? [logo] : [])];
  if (reads.some((r) => r.isError)) {
    return {
      status: "failed",
      retry: () => {
        for (const r of reads) if (r.isError) void r.refetch();
      },
      retrying: reads.some((r) => r.isFetching),
    };
  }
  if (!snapshot || reads.some((r) => r.isPending) || !post) return { status: "pending" };
  return { status: "ready", post };
}

/**
 * Staff's last request for changes: the newest rejected revision's message, until a newer
 * member change was approved (null when none). A change sent since keeps it shown: it says what
 * staff wanted.
 */
export function rejectionOf(revisions: readonly Revision[] | undefined) {
  for (const r of revisions ?? []) {
    if (r.status === "applied" && r.review) return null;
    if (r.status === "rejected") {
      return r.review?.message ? { message: r.review.message, at: r.review.at } : null;
    }
  }
  return null;
}

/** The rejection to show on the vendor's form (its history, read in member mode only). */
export function useRejection(postId: number, enabled: boolean) {
  const list = useQuery({
    queryKey: revisionKeys.list(postId),
    queryFn: () => revisionsApi.list(postId),
    enabled,
    staleTime: 0,
    meta: { silent: true },
  });
  return enabled ? rejectionOf(list.data) : null;
}

/**
 * The page builder's post in member mode: with a change waiting for review, the live post with
 * the pending body (its media read), so the vendor continues from it. Off (`live` undefined) for
 * staff.
 */
export function usePendingBody(live: Post | undefined): MemberEdit {
  const { rid, postId, detail } = usePendingRevision(live);
  const stored = detail.data?.post.post_body;
  const body = useQuery({
    queryKey: [...revisionKeys.one(postId, rid ?? 0), "body"],
    queryFn: async () => {
      const ids = mediaIdsOf(stored);
      const items = await Promise.all(ids.map((id) => myTruckApi.media(id).catch(() => null)));
      return withMediaItems(stored, new Map(ids.map((id, i) => [id, items[i]])));
    },
    enabled: Boolean(live && rid && detail.data),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
  if (!live) return { status: "pending" };
  if (!rid) return { status: "ready", post: live };
  if (detail.isError || body.isError) {
    return {
      status: "failed",
      retry: () => void (detail.isError ? detail.refetch() : body.refetch()),
      retrying: detail.isFetching || body.isFetching,
    };
  }
  if (!body.isSuccess) return { status: "pending" };
  return { status: "ready", post: { ...live, post_body: body.data } };
}
