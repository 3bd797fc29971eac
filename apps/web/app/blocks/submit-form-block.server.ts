import {
  SUBMISSION_FORMS,
  type SubmissionCreateInput,
  type SubmissionForm,
  submissionCreateSchema,
} from "@fooddir/contract";
import {
  FORM_BLOCK_FIELDS,
  FORM_BLOCK_FORM_FIELD,
  FORM_BLOCK_ID_FIELD,
  FORM_BLOCK_TEXT,
  HONEYPOT_FIELD,
} from "./form-config.ts";
import type { FormBlockState } from "./types.ts";

/** Sends one submission to the API (POST /api/submissions) and answers its status and body. */
export type SubmissionSender = (
  body: SubmissionCreateInput,
) => Promise<{ status: number; body: unknown }>;

export type FormBlockResult = { blockId: string; state: FormBlockState; status: number };

const BLOCK_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Values echoed back into the form are cut at this length (the API allows at most 5000). */
const VALUE_MAX = 10_000;

const INVALID = "The form could not be sent. Please correct the fields marked below.";
const THROTTLED = "Too many forms were sent from here. Please try again in a few minutes.";
const FAILED = "The form could not be sent right now. Please try again later.";

const text = (value: FormDataEntryValue | null) =>
  typeof value === "string" ? value.slice(0, VALUE_MAX) : "";

/** `{field: first message}` from the API's `{errors: {"field.path": [messages]}}`. */
function fieldErrors(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (typeof errors !== "object" || errors === null) return out;
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.split(".")[0] || "form";
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (typeof message === "string" && !(field in out)) out[field] = message;
  }
  return out;
}

/**
 * A Form block's post (the public page's action): checks it as the API would, plus the message
 * that contact and catering forms require, sends it, and answers the block's state. A filled
 * honeypot is answered as sent without sending anything. Null when the post names no valid
 * block or form (not a Form block's post).
 */
export async function submitFormBlock(
  formData: FormData,
  send: SubmissionSender,
): Promise<FormBlockResult | null> {
  const blockId = text(formData.get(FORM_BLOCK_ID_FIELD));
  const form = text(formData.get(FORM_BLOCK_FORM_FIELD)) as SubmissionForm;
  if (!BLOCK_ID.test(blockId) || !SUBMISSION_FORMS.includes(form)) return null;
  if (text(formData.get(HONEYPOT_FIELD)) !== "") {
    return { blockId, state: { status: "sent" }, status: 200 };
  }
  const values = Object.fromEntries(
    FORM_BLOCK_FIELDS.map((name) => [name, text(formData.get(name))]),
  ) as Record<(typeof FORM_BLOCK_FIELDS)[number], string>;
  const failed = (status: number, message: string, errors: Record<string, string> = {}) => ({
    blockId,
    state: { status: "error" as const, message, errors, values },
    status,
  });

  const input: SubmissionCreateInput = {
    form,
    name: values.name,
    email: values.email,
    ...(values.phone.trim() ? { phone: values.phone } : {}),
    ...(values.message.trim() ? { message: values.message } : {}),
  };
  const errors: Record<string, string> = {};
  const checked = submissionCreateSchema.safeParse(input);
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  if (FORM_BLOCK_TEXT[form].message.required && values.message.trim() === "") {
    errors.message ??= "The message field is required.";
  }
  if (Object.keys(errors).length > 0) return failed(422, INVALID, errors);

  let answer: { status: number; body: unknown };
  try {
    answer = await send(input);
  } catch {
    return failed(503, FAILED);
  }
  if (answer.status >= 200 && answer.status < 300) {
    return { blockId, state: { status: "sent" }, status: 200 };
  }
  if (answer.status === 422) {
    const apiErrors = fieldErrors(answer.body);
    const message = (answer.body as { message?: unknown } | null)?.message;
    return Object.keys(apiErrors).length > 0
      ? failed(422, INVALID, apiErrors)
      : failed(422, typeof message === "string" ? message : INVALID);
  }
  if (answer.status === 429) return failed(429, THROTTLED);
  return failed(503, FAILED);
}
