import { Button, Center, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconHelpCircle } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../components/content/ConfirmDialog.tsx";
import { FaqCategoryForm } from "../../components/faq/FaqCategoryForm.tsx";
import { FaqGroup } from "../../components/faq/FaqGroup.tsx";
import { type FaqEditing, FaqModal } from "../../components/faq/FaqModal.tsx";
import { EmptyState } from "../../components/panel/EmptyState.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { contentApi, contentKeys, type FaqCategory, type FaqItem } from "../../lib/content/api.ts";
import { formatCount } from "../../lib/content/format.ts";
import { notify } from "../../lib/notify.ts";

export function meta() {
  return [{ title: "FAQ" }];
}

export const ErrorBoundary = PanelError;

type Deleting = { kind: "category"; category: FaqCategory } | { kind: "faq"; faq: FaqItem } | null;

/** Entries sorted by position, then id (stable display order). */
export function sortFaqs(faqs: readonly FaqItem[] | undefined) {
  return [...(faqs ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** /panel/faq: FAQ categories and their questions (spec §2, §7). */
export default function FaqPage() {
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey: contentKeys.faq, queryFn: contentApi.faqCategories });
  const all = useQuery({ queryKey: contentKeys.faqs, queryFn: contentApi.faqs });
  const uncategorized = sortFaqs((all.data ?? []).filter((f) => !f.category));
  const [editing, setEditing] = useState<FaqEditing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.faq });
    void queryClient.invalidateQueries({ queryKey: contentKeys.faqs });
  };

  const remove = useMutation({
    mutationFn: (d: NonNullable<Deleting>) =>
      d.kind === "category"
        ? contentApi.deleteFaqCategory(d.category.id)
        : contentApi.deleteFaq(d.faq.id),
    onSuccess: (_r, d) => {
      notify.success(d.kind === "category" ? "Category deleted." : "Question deleted.");
      setDeleting(null);
    },
    onSettled: refresh,
  });

  const list = [...(categories.data ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
  const faqCount = list.reduce((n, c) => n + (c.faqs?.length ?? 0), 0) + uncategorized.length;

  const group = (key: string, title: string, faqs: FaqItem[], category: FaqCategory | null) => (
    <FaqGroup
      key={key}
      title={title}
      faqs={faqs}
      category={category}
      onAdd={() => setEditing({ faq: null, categoryId: category?.id ?? null })}
      onEdit={(faq) => setEditing({ faq, categoryId: category?.id ?? null })}
      onDeleteFaq={(faq) => setDeleting({ kind: "faq", faq })}
      onDeleteCategory={(c) => setDeleting({ kind: "category", category: c })}
    />
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          FAQ
        </Title>
        <Text c="dimmed" size="sm">
          {categories.isPending
            ? "Loading…"
            : `${formatCount(list.length, "category", "categories")} · ${formatCount(faqCount, "question")}`}
        </Text>
      </div>
      <FaqCategoryForm onAdded={refresh} />

      {categories.isPending ? (
        <Stack gap="lg">
          {[0, 1].map((i) => (
            <Skeleton key={i} h={160} radius="lg" />
          ))}
        </Stack>
      ) : categories.isError ? (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Text fw={600}>The FAQ could not be loaded.</Text>
            <Button variant="light" onClick={() => categories.refetch()}>
              Retry
            </Button>
          </Stack>
        </Center>
      ) : list.length === 0 && uncategorized.length === 0 ? (
        <EmptyState
          icon={<IconHelpCircle size={28} />}
          title="No FAQ yet"
          text="Add a category above, then add questions to it."
        />
      ) : (
        <Stack gap="lg">
          {list.map((c) => group(`c${c.id}`, c.name, sortFaqs(c.faqs), c))}
          {uncategorized.length > 0 ? group("none", "Without category", uncategorized, null) : null}
        </Stack>
      )}

      <FaqModal editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting?.kind === "category" ? "Delete this category?" : "Delete this question?"}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        {deleting?.kind === "category" ? (
          <>
            The category <strong>{deleting.category.name}</strong> will be deleted. This cannot be
            undone.
          </>
        ) : (
          <>
            <strong>{deleting?.kind === "faq" ? deleting.faq.question : ""}</strong> will be
            deleted. This cannot be undone.
          </>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
