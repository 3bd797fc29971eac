import type { FormBlockState } from "./types.ts";

/**
 * What the public form posts share (issue 39): reading a posted value and sending the checked
 * post to the API, whose answer becomes the block's state.
 */
export type FormBlockResult = { blockId: string; state: FormBlockState; status: number };

/** Sends one post's body to the API and answers its status and body. */
export type FormPostSender<T> = (body: T) => Promise<{ status: number; body: unknown }>;

/** A Form block's id, as the builder makes them. */
export const BLOCK_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Values echoed back into the form are cut at this length (the API allows far fewer). */
const VALUE_MAX = 10_000;

/** A posted text value (cut at VALUE_MAX), or "" for none or a file. */
export const postedText = (value: FormDataEntryValue | null) =>
  typeof value === "string" ? value.slice(0, VALUE_MAX) : "";

/** The messages a form shows when the post failed. */
export type FailMessages = { invalid: string; throttled: string; failed: string };

type Options = {
  messages: FailMessages;
  /** The error state with the visitor's values kept. */
  failed: (status: number, message: string, errors?: Record<string, string>) => FormBlockResult;
  /** The sent state, from the API's answer body. */
  sent: (body: unknown) => FormBlockResult;
  /** The form field an API error path (`"dietary.2"` split at the dots) belongs to. */
  fieldOf: (path: string[]) => string;
};

/**
 * Sends a checked post and answers the block's state: sent on 2xx; on 422 the API's errors at
 * their fields (the first message of each) or its message; throttled on 429; failed otherwise or
 * when the API did not answer.
 */
export async function sendFormPost<T>(
  send: FormPostSender<T>,
  input: T,
  { messages, failed, sent, fieldOf }: Options,
): Promise<FormBlockResult> {
  let answer: { status: number; body: unknown };
  try {
    answer = await send(input);
  } catch {
    return failed(503, messages.failed);
  }
  if (answer.status >= 200 && answer.status < 300) return sent(answer.body);
  if (answer.status === 422) {
    const apiErrors: Record<string, string> = {};
    const body = answer.body as { message?: unknown; errors?: unknown } | null;
    if (typeof body?.errors === "object" && body.errors !== null) {
      for (const [path, list] of Object.entries(body.errors)) {
        const message = Array.isArray(list) ? list[0] : list;
        if (typeof message === "string") apiErrors[fieldOf(path.split("."))] ??= message;
      }
    }
    if (Object.keys(apiErrors).length > 0) return failed(422, messages.invalid, apiErrors);
    return failed(422, typeof body?.message === "string" ? body.message : messages.invalid);
  }
  if (answer.status === 429) return failed(429, messages.throttled);
  return failed(503, messages.failed);
}
