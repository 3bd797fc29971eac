import type { ListEnvelope, Post } from "@fooddir/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { RecordListScreenState } from "../../components/panel/record-list/use-record-list.ts";
import { notify } from "../notify.ts";
import type { RecordListQuery } from "../record-list/list-state.ts";
import { contentApi, contentKeys } from "./api.ts";
import { statusName } from "./format.ts";
import { canReorder, type PostList, type SortField } from "./list.ts";
import { planReorder } from "./reorder.ts";
import type { SectionConfig } from "./sections.ts";

export type PostListScreen = RecordListScreenState<PostList["filters"], SortField, Post>;

/** The posts/by-type query of a section's list query. */
export const postsQuery = (type: number, query: RecordListQuery) => ({ type, ...query });

/**
 * What a content list screen does with its rows (`screen`: useRecordList of the section's list):
 * the row actions (status, trash, restore, permanent delete after a confirmation) and
 * the optimistic manual reorder. Every write refetches the section's lists.
 */
export function usePostList(config: SectionConfig, screen: PostListScreen) {
  const queryClient = useQueryClient();
  const [toDestroy, setToDestroy] = useState<Post | null>(null);
  const { state, list } = screen;
  const listKey = contentKeys.list(config.type, postsQuery(config.type, list.query(state)));

  const refresh = () => queryClient.invalidateQueries({ queryKey: contentKeys.posts });
  const statusMutation = useMutation({
    mutationFn: ({ post, status }: { post: Post; status: number }) =>
      contentApi.setStatus(post.id, status),
    onSuccess: (_d, { post, status }) =>
      notify.success(`“${post.attributes.title}” is now ${statusName(status).toLowerCase()}.`),
    onSettled: refresh,
  });
  const trashMutation = useMutation({
    mutationFn: (post: Post) => contentApi.trash(post.id),
    onSuccess: (_d, post) => notify.success(`“${post.attributes.title}” moved to the trash.`),
    onSettled: refresh,
  });
  const restoreMutation = useMutation({
    mutationFn: (post: Post) => contentApi.restore(post.id),
    onSuccess: (_d, post) => notify.success(`“${post.attributes.title}” restored.`),
    onSettled: refresh,
  });
  const destroyMutation = useMutation({
    mutationFn: (post: Post) => contentApi.destroy(post.id),
    onSuccess: (_d, post) => {
      notify.success(`“${post.attributes.title}” deleted permanently.`);
      setToDestroy(null);
    },
    onSettled: refresh,
  });
  const orderMutation = useMutation({
    mutationFn: ({
      id,
      position,
    }: {
      id: number;
      position: number;
      previous?: ListEnvelope<Post>;
    }) => contentApi.setOrder(id, position),
    onError: (_e, { previous }) => {
      // Roll the optimistic order back; the error toast comes from the query client.
      if (previous) queryClient.setQueryData(listKey, previous);
    },
    onSettled: refresh,
  });

  // Stable row callbacks, so the columns are declared once per list view.
  const { mutate: mutateStatus } = statusMutation;
  const { mutate: mutateTrash } = trashMutation;
  const { mutate: mutateRestore } = restoreMutation;
  const actions = useMemo(
    () => ({
      onStatus: (post: Post, status: number) => mutateStatus({ post, status }),
      onTrash: (post: Post) => mutateTrash(post),
      onRestore: (post: Post) => mutateRestore(post),
      onDestroy: (post: Post) => setToDestroy(post),
    }),
    [mutateStatus, mutateTrash, mutateRestore],
  );

  /** Moves `activeId` to where `overId` is, at once on screen, then on the server. */
  const reorder = (activeId: number, overId: number) => {
    const previous = screen.result.data;
    if (!previous) return;
    const plan = planReorder(screen.rows, activeId, overId, (state.page - 1) * state.limit);
    if (!plan) return;
    queryClient.setQueryData<ListEnvelope<Post>>(listKey, { ...previous, data: plan.rows });
    orderMutation.mutate({ id: plan.id, position: plan.position, previous });
  };

  return {
    reorderable: canReorder(list, state) && !screen.stale,
    actions,
    reorder,
    toDestroy,
    cancelDestroy: () => setToDestroy(null),
    confirmDestroy: () => toDestroy && destroyMutation.mutate(toDestroy),
    destroying: destroyMutation.isPending,
  };
}
