import { type ApiError, DOMAIN_CHANGED_MESSAGE } from "@fooddir/contract";
import { ERROR_TOAST_MS, notify } from "../notify.ts";
import { isFetchError } from "./client.ts";

/** The `{message, errors?}` body of a failed API call, if the error carries one. */
export function apiErrorBody(error: unknown): Partial<ApiError> | null {
  if (isFetchError(error)) {
    const data = error.data as unknown;
    if (data && typeof data === "object") return data as Partial<ApiError>;
    return null;
  }
  return null;
}

export function apiErrorStatus(error: unknown): number | undefined {
  return isFetchError(error) ? error.status : undefined;
}

/**
 * The text of the error toast for an API error (spec §8): nothing for 'Unauthorized.'; all
 * field messages joined with ', '; else the message; else 'Error!'.
 */
export function apiErrorToastText(body: Partial<ApiError> | null | undefined): string | null {
  if (body?.message === "Unauthorized.") return null;
  // The lasting "domain changed" notice with its reload action says it (lib/api/browser.ts).
  if (body?.message === DOMAIN_CHANGED_MESSAGE) return null;
  const fieldMessages = body?.errors ? Object.values(body.errors).flat().filter(Boolean) : [];
  if (fieldMessages.length > 0) return fieldMessages.join(", ");
  if (body?.message) return body.message;
  return "Error!";
}

/** Shows the error toast for an API error (3000 ms). */
export function showApiError(error: unknown) {
  const text = apiErrorToastText(apiErrorBody(error));
  if (text !== null) notify.error(text, { autoClose: ERROR_TOAST_MS });
}

/** `{field: ["a", "b"]}` -> `{field: "a, b"}` for showing server field errors at form fields. */
export function flattenFieldErrors(
  errors: Record<string, string[] | string | undefined> | null | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const list = Array.isArray(messages) ? messages : messages ? [messages] : [];
    if (list.length > 0) out[field] = list.join(", ");
  }
  return out;
}
