import {
  type CateringAction,
  type CateringResponseInput,
  cateringResponseInputSchema,
} from "@fooddir/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiErrorBody, apiErrorStatus, flattenFieldErrors, showApiError } from "../api/errors.ts";
import { notify } from "../notify.ts";
import { myCateringApi, myCateringKeys } from "./api.ts";
import { priceOf } from "./format.ts";

const DONE: Record<CateringAction, string> = {
  interested: "The requester now sees that you are interested.",
  quote: "Your quote was sent to the requester.",
  decline: "You declined this request.",
};

/** `{field: message}` of the contract's checks of an answer (price and message). */
export function answerErrors(input: CateringResponseInput): Record<string, string> {
  const checked = cateringResponseInputSchema.safeParse(input);
  const errors: Record<string, string> = {};
  if (checked.success) return errors;
  for (const issue of checked.error.issues)
    errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/**
 * One answer to a request, sent with the row's token (POST /api/catering-responses, as the mailed
 * link would): checked first as the API checks it, refusals at their fields, then the list read
 * again.
 */
export function useAnswer(token: string, onDone?: (action: CateringAction) => void) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    meta: { silent: true },
    mutationFn: (input: CateringResponseInput) => myCateringApi.answer(input),
    onSuccess: (_view, input) => {
      notify.success(DONE[input.action]);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: myCateringKeys.all });
      onDone?.(input.action);
    },
    onError: (error) => {
      const fields = flattenFieldErrors(apiErrorBody(error)?.errors);
      if (apiErrorStatus(error) === 422 && Object.keys(fields).length > 0) setErrors(fields);
      else showApiError(error);
    },
  });
  const send = (action: CateringAction, quote?: { price: string; message: string }) => {
    const input: CateringResponseInput = { token, action, message: undefined };
    if (action === "quote") {
      input.price = priceOf(quote?.price ?? "");
      input.message = quote?.message.trim() ? quote.message : undefined;
    }
    const found = answerErrors(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    mutation.mutate(input);
    return true;
  };
  return {
    send,
    errors,
    clearError: (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest),
    sending: mutation.isPending ? (mutation.variables?.action ?? null) : null,
  };
}
