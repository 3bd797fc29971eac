import { type FormEvent, useId } from "react";
import { CateringFormBlock } from "./CateringFormBlock.tsx";
import { FormField as Field } from "./FormField.tsx";
import {
  FORM_BLOCK_FORM_FIELD,
  FORM_BLOCK_ID_FIELD,
  FORM_BLOCK_TEXT,
  type FormBlockField,
  HONEYPOT_FIELD,
} from "./form-config.ts";
import { ErrorSummary, Honeypot, SentMessage } from "./form-parts.tsx";
import type { FormBlockProps } from "./types.ts";

/**
 * A public form (join, catering, contact) posted to the page itself: the page's action sends it
 * to the API and answers with this block's state (sent, or errors per field with the values
 * kept). Works without JavaScript. `website` is a honeypot hidden from people and assistive tech.
 * The catering form is the structured "Book a truck" request (CateringFormBlock.tsx).
 */
export function FormBlock(props: FormBlockProps) {
  return props.form === "catering" ? (
    <CateringFormBlock {...props} />
  ) : (
    <SubmissionFormBlock {...props} />
  );
}

/** The join and contact forms: name, email, phone and a message, sent as a submission. */
function SubmissionFormBlock({
  id,
  form,
  title,
  text,
  submit_label,
  state,
  editing,
  action,
}: FormBlockProps) {
  const uid = useId();
  const copy = FORM_BLOCK_TEXT[form] ?? FORM_BLOCK_TEXT.contact;
  const titleId = `${uid}-title`;
  const fieldId = (name: string) => `${uid}-${name}`;
  const heading = title ? (
    <h2 id={titleId} className="blk-title">
      {title}
    </h2>
  ) : null;
  if (state?.status === "sent") {
    return (
      <div className="blk-form">
        {heading}
        <SentMessage>{copy.sent}</SentMessage>
      </div>
    );
  }
  const errors = state?.status === "error" ? state.errors : {};
  const values = state?.status === "error" ? state.values : {};
  const known = new Set<string>(["name", "email", "phone", "message"]);
  const field = (name: FormBlockField) => ({
    id: fieldId(name),
    name,
    error: errors[name],
    value: values[name],
  });
  const onSubmit = editing ? (event: FormEvent) => event.preventDefault() : undefined;
  return (
    // The form itself is the landmark (named by the title), so the wrapper is a plain box.
    <div className="blk-form">
      {heading}
      {text ? <p className="blk-form__intro">{text}</p> : null}
      {state?.status === "error" ? (
        <ErrorSummary
          message={state.message}
          errors={errors}
          fieldId={(name) => (known.has(name) ? fieldId(name) : null)}
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
        <Field {...field("name")} label="Name" required autoComplete="name" />
        <Field {...field("email")} label="Email" type="email" required autoComplete="email" />
        <Field {...field("phone")} label="Phone" type="tel" required={false} autoComplete="tel" />
        <Field
          {...field("message")}
          label={copy.message.label}
          hint={copy.message.hint || undefined}
          required={copy.message.required}
          autoComplete="off"
          multiline
        />
        <Honeypot id={fieldId(HONEYPOT_FIELD)} />
        <button type="submit" className="blk-button blk-form__submit">
          {submit_label || copy.submit}
        </button>
      </form>
    </div>
  );
}
