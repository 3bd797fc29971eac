import type { CuisineTagListItem } from "@fooddir/contract";
import { Button, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconChefHat, IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "../../components/content/ConfirmDialog.tsx";
import {
  CuisineTagList,
  CuisineTagSkeleton,
} from "../../components/cuisine-tags/CuisineTagList.tsx";
import {
  type CuisineTagEditing,
  CuisineTagModal,
} from "../../components/cuisine-tags/CuisineTagModal.tsx";
import { EmptyState } from "../../components/panel/EmptyState.tsx";
import { ListHeader } from "../../components/panel/ListHeader.tsx";
import { LoadError } from "../../components/panel/LoadError.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { formatCount } from "../../lib/content/format.ts";
import { cuisineTagKeys, cuisineTagsApi } from "../../lib/cuisine-tags/api.ts";
import { deleteConsequence } from "../../lib/cuisine-tags/icon.ts";
import { notify } from "../../lib/notify.ts";

export function meta() {
  return [{ title: "Cuisine tags" }];
}

export const ErrorBoundary = PanelError;

/** /panel/cuisine-tags: the cuisines members are tagged with (contract.md "Cuisine tags"). */
export default function CuisineTagsPage() {
  const queryClient = useQueryClient();
  const tags = useQuery({ queryKey: cuisineTagKeys.list, queryFn: cuisineTagsApi.list });
  const [editing, setEditing] = useState<CuisineTagEditing>(null);
  const [deleting, setDeleting] = useState<CuisineTagListItem | null>(null);

  const remove = useMutation({
    mutationFn: (tag: CuisineTagListItem) => cuisineTagsApi.remove(tag.id),
    onSuccess: (_r, tag) => {
      notify.success(`${tag.title} deleted.`);
      setDeleting(null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cuisineTagKeys.all }),
  });

  const list = tags.data ?? [];
  const add = () => setEditing({ tag: null });
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={add}>
      New cuisine tag
    </Button>
  );

  let content: ReactNode;
  if (tags.isPending) {
    content = <CuisineTagSkeleton />;
  } else if (tags.isError) {
    content = (
      <LoadError
        title="Not loaded"
        icon={<IconAlertCircle size={18} />}
        retrying={tags.isFetching}
        onRetry={() => void tags.refetch()}
      >
        The cuisine tags could not be loaded.
      </LoadError>
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState
        icon={<IconChefHat size={28} />}
        title="No cuisine tags yet"
        text="Add the cuisines your members cook; you can then tag each member, and visitors can filter the members by cuisine."
        action={addButton}
      />
    );
  } else {
    content = (
      <CuisineTagList tags={list} onEdit={(tag) => setEditing({ tag })} onDelete={setDeleting} />
    );
  }

  return (
    <Stack gap="lg">
      <ListHeader
        title="Cuisine tags"
        count={
          tags.isPending
            ? "Loading…"
            : tags.isError
              ? "Not loaded"
              : formatCount(list.length, "cuisine tag")
        }
        actions={list.length > 0 ? addButton : null}
      />
      {content}

      <CuisineTagModal editing={editing} tags={list} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={`Delete ${deleting?.title ?? "this cuisine tag"}?`}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {deleting ? deleteConsequence(deleting.title, deleting.members_count) : null}
          </Text>
          <Text size="sm">
            The tag is removed from the site's cuisine filter and from every member carrying it.
            This cannot be undone.
          </Text>
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
