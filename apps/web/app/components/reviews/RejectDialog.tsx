import { REVIEW_MESSAGE_MAX, revisionRejectSchema } from "@fooddir/contract";
import { Text, Textarea } from "@mantine/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  apiErrorBody,
  apiErrorStatus,
  flattenFieldErrors,
  showApiError,
} from "../../lib/api/errors.ts";
import { type ReviewTarget, useRejectRevision } from "../../lib/reviews/use-reviews.ts";
import { FormModal } from "../panel/FormModal.tsx";

type Props = {
  /** The change to reject; the dialog is open while it is set. */
  target: ReviewTarget | null;
  onClose: () => void;
};

/**
 * "Reject this change?": a required message the member gets by mail (checked as the API checks
 * it; the API's field error shows at the field, anything else is toasted). The live version
 * stays as it is. One dialog for the review queue and a post's History tab.
 */
export function RejectDialog({ target, onClose }: Props) {
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const reject = useRejectRevision(onClose);

  // A new target starts empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens for another change
  useEffect(() => {
    setMessage("");
    setError(null);
    reject.reset();
  }, [target?.revisionId]);

  const fail = (text: string) => {
    setError(text);
    field.current?.focus();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!target || reject.isPending) return;
    const checked = revisionRejectSchema.safeParse({ message });
    if (!checked.success) return fail(checked.error.issues[0]?.message ?? "Check the message.");
    reject.mutate(
      { target, body: checked.data },
      {
        onError: (err) => {
          const fields = flattenFieldErrors(apiErrorBody(err)?.errors);
          if (apiErrorStatus(err) === 422 && fields.message) fail(fields.message);
          else showApiError(err);
        },
      },
    );
  };

  const close = () => {
    if (!reject.isPending) onClose();
  };

  return (
    <FormModal
      opened={target !== null}
      onClose={close}
      title="Reject this change?"
      submitLabel="Reject the change"
      onSubmit={submit}
      loading={reject.isPending}
      size="md"
    >
      <Text size="sm">
        {target?.title ? `The change to ${target.title}` : "The change"} is not published; the page
        keeps its live version. The member gets your message by mail.
      </Text>
      <Textarea
        ref={field}
        id="review-reject-message"
        label="Message to the member"
        description="What should they change before saving again?"
        required
        autosize
        minRows={4}
        maxRows={10}
        maxLength={REVIEW_MESSAGE_MAX}
        value={message}
        error={error}
        data-autofocus
        onChange={(e) => {
          setMessage(e.currentTarget.value);
          setError(null);
        }}
      />
    </FormModal>
  );
}
