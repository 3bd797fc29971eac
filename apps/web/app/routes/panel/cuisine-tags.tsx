import type { CuisineTagListItem } from "@fooddir/contract";
import { Button, Stack, Text } from "@mantine/core";
import { IconChefHat, IconPlus } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "../../components/content/ConfirmDialog.tsx";
import {
  type CuisineTagEditing,
  CuisineTagModal,
} from "../../components/cuisine-tags/CuisineTagModal.tsx";
import {
  cuisineTagCard,
  cuisineTagRowAttributes,
} from "../../components/cuisine-tags/cuisine-tag-rows.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { RecordListScreen } from "../../components/panel/record-list/RecordListScreen.tsx";
import { useAllRecords } from "../../components/panel/record-list/use-all-records.ts";
import { formatCount } from "../../lib/content/format.ts";
import { cuisineTagKeys, cuisineTagsApi } from "../../lib/cuisine-tags/api.ts";
import { deleteConsequence } from "../../lib/cuisine-tags/icon.ts";
import { cuisineTagList } from "../../lib/cuisine-tags/list.ts";
import { notify } from "../../lib/notify.ts";

export function meta() {
  return [{ title: "Cuisine tags" }];
}

export const ErrorBoundary = PanelError;

const EMPTY = {
  icon: <IconChefHat size={28} />,
  title: "No cuisine tags yet",
  text: "Add the cuisines your members cook; you can then tag each member, and visitors can filter the members by cuisine.",
  // The list has no filters: nothing ever fails to match.
  noMatchTitle: "",
  noMatchText: "",
};

/** /panel/cuisine-tags: the cuisines members are tagged with (contract.md "Cuisine tags"). */
export default function CuisineTagsPage() {
  const queryClient = useQueryClient();
  const screen = useAllRecords(cuisineTagList, {
    queryKey: () => cuisineTagKeys.list,
    fetch: cuisineTagsApi.list,
  });
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

  const card = useMemo(
    () => cuisineTagCard({ onEdit: (tag) => setEditing({ tag }), onDelete: setDeleting }),
    [],
  );
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ tag: null })}>
      New cuisine tag
    </Button>
  );

  return (
    <RecordListScreen
      screen={screen}
      title="Cuisine tags"
      count={(total) => (screen.result.isError ? "Not loaded" : formatCount(total, "cuisine tag"))}
      actions={screen.total > 0 ? addButton : null}
      errorTitle="Not loaded"
      errorText="The cuisine tags could not be loaded."
      empty={{ ...EMPTY, action: addButton }}
      layout="rows"
      label="Cuisine tags"
      columns={[]}
      card={card}
      rowKey={(tag) => tag.id}
      rowAttributes={cuisineTagRowAttributes}
    >
      <CuisineTagModal editing={editing} tags={screen.rows} onClose={() => setEditing(null)} />
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
    </RecordListScreen>
  );
}
