import type { ListEnvelope, Post } from "@fooddir/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { notify } from "../notify.ts";
import { contentApi, contentKeys } from "./api.ts";
import { statusName } from "./format.ts";
import { canReorder, type ListState, listStateToQuery } from "./list-state.ts";
import { planReorder } from "./reorder.ts";
import type { SectionConfig } from "./sections.ts";

/**
 * The data of a content list screen: the page of posts for `state`, the row actions (status,
 * trash, restore, permanent delete after a confirmation) and the optimistic manual reorder.
 * Every write refetches the section's lists.
 */
export function usePostList(config: SectionConfig, state: ListState) {
  const queryClient = useQueryClient();
  const [toDestroy, setToDestroy] = useState<Post | null>(null);

  const query = listStateToQuery(state, config.type);
  const listKey = contentKeys.list(config.type, query);
  const list = useQuery({
    queryKey: listKey,
    queryFn: () => contentApi.listPosts(query),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;

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

  // Stable row callbacks, so memoized rows do not re-render on every list state change.
  const { mutate: mutateStatus } = statusMutation;
  const { mutate: mutateTrash } = trashMutation;
  const { mutate: mutateRestore } = restoreMutation;
  const onStatus = useCallback(
    (post: Post, status: number) => mutateStatus({ post, status }),
    [mutateStatus],
  );
  const onTrash = useCallback((post: Post) => mutateTrash(post), [mutateTrash]);
  const onRestore = useCallback((post: Post) => mutateRestore(post), [mutateRestore]);
  const onDestroy = useCallback((post: Post) => setToDestroy(post), []);

  /** Moves `activeId` to where `overId` is, at once on screen, then on the server. */
  const reorder = (activeId: number, overId: number) => {
    if (!list.data) return;
    const plan = planReorder(rows, activeId, overId, (state.page - 1) * state.limit);
    if (!plan) return;
    const previous = list.data;
    queryClient.setQueryData<ListEnvelope<Post>>(listKey, { ...previous, data: plan.rows });
    orderMutation.mutate({ id: plan.id, position: plan.position, previous });
  };

  return {
    list,
    rows,
    total,
    pages: Math.max(1, Math.ceil(total / state.limit)),
    reorderable: canReorder(state) && !list.isPlaceholderData,
    actions: { onStatus, onTrash, onRestore, onDestroy },
    reorder,
    toDestroy,
    cancelDestroy: () => setToDestroy(null),
    confirmDestroy: () => toDestroy && destroyMutation.mutate(toDestroy),
    destroying: destroyMutation.isPending,
  };
}
