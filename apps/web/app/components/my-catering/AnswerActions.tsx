import type { MemberCateringRequest } from "@fooddir/contract";
import { Button, Group, Text } from "@mantine/core";
import { IconCurrencyDollar, IconThumbDown, IconThumbUp } from "@tabler/icons-react";
import { useState } from "react";
import { useAnswer } from "../../lib/my-catering/use-answer.ts";
import { ConfirmDialog } from "../content/ConfirmDialog.tsx";
import { QuoteForm } from "./QuoteForm.tsx";

type Props = { row: MemberCateringRequest; currency: string; label: string };

/**
 * The answers to one request, inline: Interested, Send a quote (a form below) or Decline (after
 * a confirmation), each with the row's token. The current answer cannot be given again.
 */
export function AnswerActions({ row, currency, label }: Props) {
  const [quoting, setQuoting] = useState(false);
  const [declining, setDeclining] = useState(false);
  const answer = useAnswer(row.token, () => {
    setQuoting(false);
    setDeclining(false);
  });
  if (!row.open) {
    return (
      <Text size="sm" c="dimmed">
        Staff closed this request; it takes no more answers.
      </Text>
    );
  }
  const quoted = row.status === "quoted";
  if (quoting) {
    return (
      <QuoteForm
        idPrefix={`quote-${row.request.id}-${row.member.id}`}
        initial={{
          price: row.quote ? String(row.quote.price) : "",
          message: row.quote?.message ?? "",
        }}
        currency={currency}
        errors={answer.errors}
        clearError={answer.clearError}
        sending={answer.sending === "quote"}
        onSend={(quote) => answer.send("quote", quote)}
        onCancel={() => {
          setQuoting(false);
          answer.clearError("price");
          answer.clearError("message");
        }}
      />
    );
  }
  return (
    <>
      <Group gap="xs" role="group" aria-label={`Answer the request of ${label}`}>
        <Button
          size="sm"
          variant="light"
          color="teal"
          leftSection={<IconThumbUp size={16} aria-hidden />}
          disabled={row.status === "interested" || quoted || answer.sending !== null}
          loading={answer.sending === "interested"}
          onClick={() => answer.send("interested")}
        >
          Interested
        </Button>
        <Button
          size="sm"
          variant="light"
          leftSection={<IconCurrencyDollar size={16} aria-hidden />}
          disabled={answer.sending !== null}
          onClick={() => setQuoting(true)}
        >
          {quoted ? "Change the quote" : "Send a quote"}
        </Button>
        <Button
          size="sm"
          variant="subtle"
          color="red"
          leftSection={<IconThumbDown size={16} aria-hidden />}
          disabled={row.status === "declined" || answer.sending !== null}
          onClick={() => setDeclining(true)}
        >
          Decline
        </Button>
      </Group>
      <ConfirmDialog
        opened={declining}
        title="Decline this request?"
        confirmLabel="Decline"
        danger
        loading={answer.sending === "decline"}
        onConfirm={() => answer.send("decline")}
        onClose={() => setDeclining(false)}
      >
        The request of {label} will be marked declined
        {quoted ? " and your quote withdrawn" : ""}. You can still answer later while the request is
        open.
      </ConfirmDialog>
    </>
  );
}
