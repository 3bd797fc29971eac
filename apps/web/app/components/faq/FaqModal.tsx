import { Textarea, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { apiErrorBody, flattenFieldErrors, showApiError } from "../../lib/api/errors.ts";
import { contentApi, contentKeys, type FaqItem } from "../../lib/content/api.ts";
import { notify } from "../../lib/notify.ts";
import { FormModal } from "../panel/FormModal.tsx";

/** The question being edited (null: a new one) and the category a new one goes to. */
export type FaqEditing = { faq: FaqItem | null; categoryId: number | null } | null;

/** Add or edit one question: question and answer, checked before sending, server errors inline. */
export function FaqModal({ editing, onClose }: { editing: FaqEditing; onClose: () => void }) {
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
      void queryClient.invalidateQueries({ queryKey: contentKeys.faqs });
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
    <FormModal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.faq ? "Edit question" : "New question"}
      onSubmit={submit}
      submitLabel="Save"
      loading={save.isPending}
    >
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
    </FormModal>
  );
}
