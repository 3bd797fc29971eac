import { CATERING_LIMITS } from "@fooddir/contract";
import { Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";

type Props = {
  /** The standing quote, to revise. */
  initial: { price: string; message: string };
  currency: string;
  errors: Record<string, string>;
  clearError: (field: string) => void;
  sending: boolean;
  onSend: (quote: { price: string; message: string }) => void;
  onCancel: () => void;
  /** Unique per request (field ids). */
  idPrefix: string;
};

/** "Send a quote": a price (above 0, two decimals at most) and a message for the requester. */
export function QuoteForm({
  initial,
  currency,
  errors,
  clearError,
  sending,
  onSend,
  onCancel,
  idPrefix,
}: Props) {
  const [price, setPrice] = useState(initial.price);
  const [message, setMessage] = useState(initial.message);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSend({ price, message });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Send a quote">
      <Stack gap="sm">
        <TextInput
          id={`${idPrefix}-price`}
          label={`Price (${currency})`}
          required
          inputMode="decimal"
          autoComplete="off"
          value={price}
          error={errors.price}
          onChange={(e) => {
            setPrice(e.currentTarget.value);
            clearError("price");
          }}
          data-autofocus
        />
        <Textarea
          id={`${idPrefix}-message`}
          label="Message to the requester"
          description="What the price includes, how many servings, anything they should know."
          autosize
          minRows={3}
          maxRows={10}
          maxLength={CATERING_LIMITS.message}
          value={message}
          error={errors.message}
          onChange={(e) => {
            setMessage(e.currentTarget.value);
            clearError("message");
          }}
        />
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" loading={sending}>
            Send the quote
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
