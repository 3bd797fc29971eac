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
import {
  BLOCK_ID,
  type FailMessages,
  type FormBlockResult,
  type FormPostSender,
  sendFormPost,
  postedText as text,
} from "./form-post.server.ts";

/** Sends one submission to the API (POST /api/submissions) and answers its status and body. */
export type SubmissionSender = FormPostSender<SubmissionCreateInput>;

const MESSAGES: FailMessages = {
  invalid: "The form could not be sent. Please correct the fields marked below.",
  throttled: "Too many forms were sent from here. Please try again in a few minutes.",
  failed: "The form could not be sent right now. Please try again later.",
};
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
  if (Object.keys(errors).length > 0) return failed(422, MESSAGES.invalid, errors);
  return sendFormPost(send, input, {
    messages: MESSAGES,
    failed,
    sent: () => ({ blockId, state: { status: "sent" }, status: 200 }),
    fieldOf: (path) => path[0] || "form",
  });
}
