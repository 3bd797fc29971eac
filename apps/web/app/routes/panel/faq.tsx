import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Center,
  Divider,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconEdit, IconHelpCircle, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { ConfirmDialog } from "../../components/content/ConfirmDialog.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { apiErrorBody, flattenFieldErrors, showApiError } from "../../lib/api/errors.ts";
import { contentApi, contentKeys, type FaqCategory, type FaqItem } from "../../lib/content/api.ts";
import { formatCount } from "../../lib/content/format.ts";
import { notify } from "../../lib/notify.ts";

export function meta() {
  return [{ title: "FAQ" }];
}

export const ErrorBoundary = PanelError;

type Editing = { faq: FaqItem | null; categoryId: number | null } | null;
type Deleting = { kind: "category"; category: FaqCategory } | { kind: "faq"; faq: FaqItem } | null;

/** Entries sorted by position, then id (stable display order). */
export function sortFaqs(faqs: readonly FaqItem[] | undefined) {
  return [...(faqs ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
}

function FaqModal({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [question, setQuestion] = useState("");
  const [answer, setAnswer] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setQuestion(editing?.faq?.question ?? "");
    setAnswer(editing?.faq?.answer ?? "");
    setErrors({});
  }, [editing]);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => {
      const body = { question: question.trim(), answer: answer.trim() };
      return editing?.faq
        ? contentApi.updateFaq(editing.faq.id, body)
        : contentApi.createFaq({ ...body, faq_category_id: editing?.categoryId ?? null });
    },
    onSuccess: () => {
      notify.success(editing?.faq ? "Question saved." : "Question added.");
      void queryClient.invalidateQueries({ queryKey: contentKeys.faq });
      void queryClient.invalidateQueries({ queryKey: ["faqs"] });
      onClose();
    },
    onError: (error) => {
      const fields = flattenFieldErrors(apiErrorBody(error)?.errors);
      if (Object.keys(fields).length > 0) setErrors(fields);
      showApiError(error);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!question.trim()) found.question = "The question field is required.";
    if (!answer.trim()) found.answer = "The answer field is required.";
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.faq ? "Edit question" : "New question"}
      centered
      radius="lg"
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Question"
            required
            value={question}
            error={errors.question}
            maxLength={500}
            onChange={(e) => setQuestion(e.currentTarget.value)}
            data-autofocus
          />
          <Textarea
            label="Answer"
            required
            autosize
            minRows={4}
            maxRows={12}
            value={answer}
            error={errors.answer}
            maxLength={10000}
            onChange={(e) => setAnswer(e.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function FaqRow({
  faq,
  onEdit,
  onDelete,
}: {
  faq: FaqItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" py="xs" data-faq-id={faq.id}>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm" style={{ wordBreak: "break-word" }}>
          {faq.question || (
            <Text span c="dimmed">
              (no question)
            </Text>
          )}
        </Text>
        <Text
          size="sm"
          c="dimmed"
          lineClamp={3}
          style={{ whiteSpace: "pre-line", wordBreak: "break-word" }}
        >
          {faq.answer || "(no answer)"}
        </Text>
      </Box>
      <Group gap={2} wrap="nowrap">
        <Tooltip label="Edit" withArrow>
          <ActionIcon variant="subtle" aria-label={`Edit “${faq.question}”`} onClick={onEdit}>
            <IconEdit size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete" withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete “${faq.question}”`}
            onClick={onDelete}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

/** /panel/faq: FAQ categories and their questions (spec §2, §7). */
export default function FaqPage() {
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey: contentKeys.faq, queryFn: contentApi.faqCategories });
  const all = useQuery({ queryKey: ["faqs"], queryFn: contentApi.faqs });
  const uncategorized = sortFaqs((all.data ?? []).filter((f) => !f.category));
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.faq });
    void queryClient.invalidateQueries({ queryKey: ["faqs"] });
  };

  const createCategory = useMutation({
    meta: { silent: true },
    mutationFn: (n: string) => contentApi.createFaqCategory(n),
    onSuccess: () => {
      notify.success("Category added.");
      setName("");
      refresh();
    },
    onError: (error) => {
      setNameError(flattenFieldErrors(apiErrorBody(error)?.errors).name);
      showApiError(error);
    },
  });
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

  const addCategory = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setNameError("The name field is required.");
    setNameError(undefined);
    createCategory.mutate(name.trim());
  };

  const list = [...(categories.data ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
  const faqCount = list.reduce((n, c) => n + (c.faqs?.length ?? 0), 0) + uncategorized.length;

  const group = (key: string, title: string, faqs: FaqItem[], category: FaqCategory | null) => (
    <Paper
      key={key}
      withBorder
      radius="lg"
      p={{ base: "sm", sm: "md" }}
      component="section"
      aria-label={title}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: "1 1 180px" }}>
          <Title order={2} size="h4" lineClamp={2} style={{ wordBreak: "break-word" }}>
            {title}
          </Title>
          <Badge variant="light" color="gray">
            {faqs.length}
          </Badge>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing({ faq: null, categoryId: category?.id ?? null })}
            aria-label={`Add question to ${title}`}
          >
            Question
          </Button>
          {category ? (
            <Tooltip label="Delete category" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete category ${title}`}
                onClick={() => setDeleting({ kind: "category", category })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Group>
      {faqs.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          No questions in this category yet.
        </Text>
      ) : (
        <Stack gap={0} mt="xs">
          {faqs.map((faq, i) => (
            <Box key={faq.id}>
              {i > 0 ? <Divider /> : null}
              <FaqRow
                faq={faq}
                onEdit={() => setEditing({ faq, categoryId: category?.id ?? null })}
                onDelete={() => setDeleting({ kind: "faq", faq })}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
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
      <Paper withBorder radius="lg" p="sm" component="form" onSubmit={addCategory} noValidate>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            style={{ flex: "1 1 220px" }}
            aria-label="New category name"
            placeholder="New category name"
            value={name}
            error={nameError}
            maxLength={100}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameError(undefined);
            }}
          />
          <Button
            type="submit"
            leftSection={<IconPlus size={16} />}
            loading={createCategory.isPending}
          >
            Add category
          </Button>
        </Group>
      </Paper>

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
        <Center py={48}>
          <Stack align="center" gap={8} ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconHelpCircle size={28} />
            </ThemeIcon>
            <Text fw={650} size="lg">
              No FAQ yet
            </Text>
            <Text c="dimmed" size="sm">
              Add a category above, then add questions to it.
            </Text>
          </Stack>
        </Center>
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
