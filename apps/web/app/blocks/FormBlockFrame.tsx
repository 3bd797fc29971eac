import { type FormEvent, type ReactNode, useId } from "react";
import {
  FORM_BLOCK_FORM_FIELD,
  FORM_BLOCK_ID_FIELD,
  type FormText,
  HONEYPOT_FIELD,
} from "./form-config.ts";
import { ErrorSummary, Honeypot, SentMessage } from "./form-parts.tsx";
import type { FormBlockProps, FormBlockState } from "./types.ts";

type Failed = Extract<FormBlockState, { status: "error" }>;

type Props = FormBlockProps & {
  className: string;
  /** The form's words: its name when it has no title, its button and its thanks. */
  copy: Pick<FormText, "label" | "submit" | "sent">;
  /** What the thanks says instead of `copy.sent` (the catering receipt). */
  sentText?: ReactNode;
  /** Whether the form shows a field, so the error summary can link to it. */
  shows: (name: string) => boolean;
  /** The form's own fields; `fieldId` gives each its id, `failed` is the errored post, if any. */
  children: (fieldId: (name: string) => string, failed: Failed | null) => ReactNode;
};

/**
 * What every public form block shares (issue 39): the title, the thanks once sent, the error
 * summary, the form posted to the page (no JavaScript) with the block's id and form name, the
 * honeypot and the button. In the builder (`editing`) the form does not post.
 */
export function FormBlockFrame({
  id,
  form,
  title,
  text,
  submit_label,
  state,
  editing,
  action,
  className,
  copy,
  sentText,
  shows,
  children,
}: Props) {
  const uid = useId();
  const titleId = `${uid}-title`;
  const fieldId = (name: string) => `${uid}-${name}`;
  const heading = title ? (
    <h2 id={titleId} className="blk-title">
      {title}
    </h2>
  ) : null;
  if (state?.status === "sent") {
    return (
      <div className={className}>
        {heading}
        <SentMessage>{sentText ?? copy.sent}</SentMessage>
      </div>
    );
  }
  const failed = state?.status === "error" ? state : null;
  const onSubmit = editing ? (event: FormEvent) => event.preventDefault() : undefined;
  return (
    // The form itself is the landmark (named by the title), so the wrapper is a plain box.
    <div className={className}>
      {heading}
      {text ? <p className="blk-form__intro">{text}</p> : null}
      {failed ? (
        <ErrorSummary
          message={failed.message}
          errors={failed.errors}
          fieldId={(name) => (shows(name) ? fieldId(name) : null)}
        />
      ) : null}
      <form
        method="post"
        action={action}
        className="blk-form__form"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : copy.label}
        onSubmit={onSubmit}
      >
        <input type="hidden" name={FORM_BLOCK_ID_FIELD} value={id} />
        <input type="hidden" name={FORM_BLOCK_FORM_FIELD} value={form} />
        <p className="blk-form__note">Required fields are marked with an asterisk (*).</p>
        {children(fieldId, failed)}
        <Honeypot id={fieldId(HONEYPOT_FIELD)} />
        <button type="submit" className="blk-button blk-form__submit">
          {submit_label || copy.submit}
        </button>
      </form>
    </div>
  );
}
